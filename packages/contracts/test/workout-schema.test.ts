import { exerciseFormErrors, workoutNameError } from '../src';
import { workoutInputSchema } from '../src/schemas';

const validate = (body: unknown) => workoutInputSchema.validate(body, { abortEarly: false, stripUnknown: true });
const fieldsOf = (body: unknown) =>
  Object.fromEntries((validate(body).error?.details ?? []).map((d) => [d.path.join('.'), d.message]));

describe('workoutInputSchema', () => {
  test('when a workout is valid, then names are trimmed, restTime defaults to 0 and unknown keys are dropped', () => {
    const { value, error } = validate({
      name: '  Morning flow ',
      totalDuration: 1,
      exercises: [{ name: 'Plank', duration: 30, musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
    expect(error).toBeUndefined();
    expect(value).toEqual({
      name: 'Morning flow',
      exercises: [{ name: 'Plank', duration: 30, restTime: 0, musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
      groups: [],
    });
  });

  test('when the music URL does not match its type, then the field carries the spec message', () => {
    expect(
      fieldsOf({
        name: 'W',
        exercises: [
          { name: 'A', duration: 30, musicType: 'youtube', musicUrl: 'https://example.com/x' },
          { name: 'B', duration: 30, musicType: 'spotify', musicUrl: 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC' },
          { name: 'C', duration: 30, musicUrl: 'https://youtu.be/dQw4w9WgXcQ' },
        ],
      }),
    ).toEqual({
      'exercises.0.musicUrl': 'Invalid YouTube URL',
      'exercises.1.musicUrl': 'Invalid Spotify URL - must be a track URL',
      'exercises.2.musicUrl': 'Unsupported music type',
    });
  });

  test('when the music URL is empty, then no music type is needed', () => {
    expect(validate({ name: 'W', exercises: [{ name: 'A', duration: 30, musicUrl: '' }] }).error).toBeUndefined();
  });

  test('when limits are crossed, then every offending field is reported', () => {
    expect(Object.keys(fieldsOf({
      name: ' ',
      difficulty: 'extreme',
      category: 'c'.repeat(61),
      exercises: [{ name: 'A', duration: 4, restTime: 301 }, { duration: 601 }],
    }))).toEqual(
      expect.arrayContaining(['name', 'difficulty', 'category', 'exercises.0.duration', 'exercises.0.restTime', 'exercises.1.name', 'exercises.1.duration']),
    );
  });

  test('when the name and blocks are refused, then each field carries the builder’s own message', () => {
    const blocks = [
      { name: ' ', duration: 4, restTime: 301 },
      { name: 'n'.repeat(121), duration: 601, restTime: -1 },
    ];
    const expected = {
      name: workoutNameError(' '),
      ...Object.fromEntries(blocks.flatMap((block, i) => Object.entries(exerciseFormErrors(block)).map(([field, message]) => [`exercises.${i}.${field}`, message]))),
    };
    expect(fieldsOf({ name: ' ', exercises: blocks })).toEqual(expected);
    expect(expected).toEqual({
      name: 'Workout name is required',
      'exercises.0.name': 'Exercise name is required',
      'exercises.0.duration': 'Duration must be at least 5 seconds',
      'exercises.0.restTime': 'Rest time must be at most 300 seconds',
      'exercises.1.name': 'Exercise name must be at most 120 characters',
      'exercises.1.duration': 'Duration must be at most 600 seconds',
      'exercises.1.restTime': 'Rest time must be at least 0 seconds',
    });
  });

  test('when a block has no name or duration, then they read as the builder says it', () => {
    expect(fieldsOf({ exercises: [{ restTime: 0 }] })).toEqual({
      name: 'Workout name is required',
      'exercises.0.name': 'Exercise name is required',
      'exercises.0.duration': 'Duration is required',
    });
  });

  test('when there are more than 500 exercises, then the list is refused', () => {
    const exercises = Array.from({ length: 501 }, () => ({ name: 'A', duration: 5 }));
    expect(fieldsOf({ name: 'W', exercises })).toHaveProperty('exercises');
  });
});
