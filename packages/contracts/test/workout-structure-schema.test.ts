import { DEMO_MESSAGES, playedSeconds } from '../src';
import { exerciseTemplateInputSchema, workoutInputSchema } from '../src/schemas';

const validate = (body: unknown) => workoutInputSchema.validate(body, { abortEarly: false, stripUnknown: true });
const fieldsOf = (body: unknown) => Object.fromEntries((validate(body).error?.details ?? []).map((d) => [d.path.join('.'), d.message]));
const block = (name: string, extra: Record<string, unknown> = {}) => ({ name, duration: 30, restTime: 10, ...extra });
const upload = '/api/uploads/0b7d0c0e-6f5d-4a3c-9a59-3b0d4c7a9e11';

describe('workoutInputSchema: structure (issue 18)', () => {
  test('when a workout has a round group, an each-side block and a breath-paced hold, then all are kept and the played seconds count them', () => {
    const body = {
      name: 'Flow',
      exercises: [
        block('Squat'),
        block('Lunge', { eachSide: true, sideSwitchSec: 5 }),
        block('Breathe', { duration: 0, breathing: { breaths: 5, inhaleSec: 4, holdSec: 7, exhaleSec: 8 } }),
      ],
      groups: [{ start: 0, count: 2, rounds: 3, restBetweenRoundsSec: 60 }],
      sound: { cueProfile: 'gentle', flash: true },
    };
    const { value, error } = validate(body);
    expect(error).toBeUndefined();
    expect(value!.groups).toEqual([{ start: 0, count: 2, rounds: 3, restBetweenRoundsSec: 60 }]);
    expect(value!.sound).toEqual({ cueProfile: 'gentle', halfwayCue: false, voice: false, flash: true });
    expect(value!.exercises[2]!.breathing).toEqual({ breaths: 5, inhaleSec: 4, holdSec: 7, exhaleSec: 8 });
    // 3 rounds × (Squat 40 + Lunge 30+5+30+10) + 2 rests of 60 + 5 breaths × 19 + 10.
    expect(playedSeconds(value!.exercises, value!.groups)).toBe(3 * 115 + 120 + 95 + 10);
  });

  test('when a workout counts in on the beat, then the sound keeps it; anything but true or false is refused (issue 27)', () => {
    const sound = (beatCountIn: unknown) => validate({ name: 'Step', exercises: [block('Step')], sound: { cueProfile: 'standard', beatCountIn } });
    expect(sound(true).value!.sound).toEqual({ cueProfile: 'standard', halfwayCue: false, voice: false, flash: false, beatCountIn: true });
    expect(sound('loud').error?.message).toMatch(/beatCountIn/);
  });

  test('when a workout crossfades, then the sound keeps 0–8 s in half seconds; more, less or a finer step is refused (issue 27)', () => {
    const sound = (crossfadeSeconds: unknown) => validate({ name: 'Mix', exercises: [block('Step')], sound: { cueProfile: 'standard', crossfadeSeconds } });
    expect(sound(2.5).value!.sound).toMatchObject({ crossfadeSeconds: 2.5 });
    expect(sound(0).value!.sound).toMatchObject({ crossfadeSeconds: 0 });
    expect(sound(8).value!.sound).toMatchObject({ crossfadeSeconds: 8 });
    for (const bad of [8.5, -1, 1.25, 'long']) expect(sound(bad).error?.message).toMatch(/crossfadeSeconds/);
    expect(validate({ name: 'Mix', exercises: [block('Step')], sound: { cueProfile: 'standard' } }).value!.sound).not.toHaveProperty('crossfadeSeconds');
  });

  test('when a block carries its own click tempo, then 40–240 whole BPM is kept and anything else refused (issue 27)', () => {
    const withClick = (clickBpm: unknown) => validate({ name: 'Counts', exercises: [{ ...block('March'), clickBpm }] });
    expect(withClick(96).value!.exercises[0]).toMatchObject({ clickBpm: 96 });
    expect(withClick(null).error).toBeUndefined();
    for (const bad of [39, 241, 120.5, 'fast']) expect(Object.keys(fieldsOf({ name: 'Counts', exercises: [{ ...block('March'), clickBpm: bad }] }))).toEqual(['exercises.0.clickBpm']);
  });

  test('when groups overlap, run past the last block, or have rounds outside 2–50, then the field says so', () => {
    const exercises = [block('A'), block('B'), block('C')];
    expect(fieldsOf({ name: 'W', exercises, groups: [{ start: 0, count: 2, rounds: 2 }, { start: 1, count: 1, rounds: 2 }] })).toEqual({
      groups: 'Round group 2 overlaps the group before it or is out of order',
    });
    expect(fieldsOf({ name: 'W', exercises, groups: [{ start: 2, count: 2, rounds: 2 }] })).toEqual({ groups: 'Round group 1 reaches past the last block' });
    expect(Object.keys(fieldsOf({ name: 'W', exercises, groups: [{ start: 0, count: 1, rounds: 51 }] }))).toEqual(['groups.0.rounds']);
    expect(Object.keys(fieldsOf({ name: 'W', exercises, groups: [{ start: 0, count: 1, rounds: 1 }] }))).toEqual(['groups.0.rounds']);
  });

  test('when a side switch, a breath part or a hold is out of range, then that field is named', () => {
    const fields = fieldsOf({
      name: 'W',
      exercises: [block('A', { eachSide: true, sideSwitchSec: 16, breathing: { breaths: 101, inhaleSec: 1, holdSec: 1, exhaleSec: 21 } })],
    });
    expect(Object.keys(fields).sort()).toEqual(
      ['exercises.0.sideSwitchSec', 'exercises.0.breathing.breaths', 'exercises.0.breathing.inhaleSec', 'exercises.0.breathing.holdSec', 'exercises.0.breathing.exhaleSec'].sort(),
    );
    expect(fields['exercises.0.breathing.holdSec']).toBe('"exercises[0].breathing.holdSec" must be 0 or from 2 to 20 seconds');
  });

  test('when a block is a breath-paced hold, then its duration is not held to 5–600 s (the breaths decide it)', () => {
    expect(fieldsOf({ name: 'W', exercises: [block('B', { duration: 2000, breathing: { breaths: 100, inhaleSec: 20, exhaleSec: 20 } })] })).toEqual({});
    expect(Object.keys(fieldsOf({ name: 'W', exercises: [block('B', { duration: 2000 })] }))).toEqual(['exercises.0.duration']);
  });

  test('when a demo is given, then an image must be our upload and a video a YouTube or https .mp4/.webm link', () => {
    const demo = (type: string, url: string) => fieldsOf({ name: 'W', exercises: [block('A', { demo: { type, url } })] })['exercises.0.demo.url'];
    expect(demo('image', upload)).toBeUndefined();
    expect(demo('image', 'https://example.com/cat.gif')).toBe(DEMO_MESSAGES.image);
    expect(demo('video', 'https://youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(demo('video', 'https://cdn.example.com/squat.mp4')).toBeUndefined();
    expect(demo('video', 'javascript:alert(1)//x.mp4')).toBe(DEMO_MESSAGES.video);
    expect(demo('video', 'http://cdn.example.com/squat.mp4')).toBe(DEMO_MESSAGES.video);
  });

  test('when a template carries a demo, then the same rules apply', () => {
    expect(exerciseTemplateInputSchema.validate({ name: 'P', demo: { type: 'image', url: upload } }).value?.demo).toEqual({ type: 'image', url: upload });
    expect(exerciseTemplateInputSchema.validate({ name: 'P', demo: { type: 'image', url: 'x' } }).error?.message).toBe(DEMO_MESSAGES.image);
  });
});
