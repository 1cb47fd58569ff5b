import { DEFAULT_BLOCK_COLOR, readSeconds } from '@blockbeat/contracts';
import {
  formValuesFrom,
  serverFieldErrors,
  settleSeconds,
  TEMPLATE_FORM_DEFAULTS,
  validateTemplateForm,
  type TemplateFormValues,
} from '../src/features/templates/model/templateForm';
import { template } from './helpers';

const form = (over: Partial<TemplateFormValues> = {}): TemplateFormValues => ({ ...TEMPLATE_FORM_DEFAULTS, name: 'Plank', ...over });
const errorsOf = (values: TemplateFormValues) => {
  const result = validateTemplateForm(values);
  return result.ok ? {} : result.errors;
};

describe('template form', () => {
  test('when created, then the defaults are the spec’s: empty name, 30 s, 10 s, YouTube, purple', () => {
    expect(TEMPLATE_FORM_DEFAULTS).toEqual({
      name: '',
      duration: '30',
      restTime: '10',
      notes: '',
      musicType: 'youtube',
      musicUrl: '',
      blockColor: DEFAULT_BLOCK_COLOR,
      demoType: 'none',
      demoUrl: '',
    });
    expect(DEFAULT_BLOCK_COLOR).toBe('bg-gradient-to-br from-purple-500 to-purple-600');
  });

  test('when the name is empty or blank, then it is required', () => {
    expect(errorsOf(form({ name: '  ' }))).toEqual({ name: 'Exercise name is required' });
  });

  test.each([
    ['4', 'Duration must be at least 5 seconds'],
    ['5', undefined],
    ['600', undefined],
    ['601', 'Duration must be at most 600 seconds'],
    ['', 'Duration is required'],
  ])('when the duration is %p, then its error is %p', (duration, expected) => {
    expect(errorsOf(form({ duration })).duration).toBe(expected);
  });

  test.each([
    ['-1', 'Rest time must be at least 0 seconds'],
    ['0', undefined],
    ['300', undefined],
    ['301', 'Rest time must be at most 300 seconds'],
    ['', 'Rest time is required'],
  ])('when the rest time is %p, then its error is %p', (restTime, expected) => {
    expect(errorsOf(form({ restTime })).restTime).toBe(expected);
  });

  test('when duration or rest is not a number, then they fall back to 30 and 10', () => {
    expect(readSeconds('abc', 30)).toBe(30);
    expect(readSeconds('x1', 10)).toBe(10);
    expect(settleSeconds('abc', 30)).toBe('30');
    expect(settleSeconds('', 30)).toBe('');
    expect(readSeconds('45.7', 30)).toBe(45);
    const result = validateTemplateForm(form({ duration: 'abc', restTime: 'n/a' }));
    expect(result).toEqual({ ok: true, input: expect.objectContaining({ duration: 30, restTime: 10 }) });
  });

  test.each([
    ['youtube', 'https://example.com/video', 'Invalid YouTube URL'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', undefined],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ', undefined],
    ['spotify', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'Invalid Spotify URL - must be a track URL'],
    ['spotify', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', undefined],
    ['upload', 'https://example.com/song.flac', 'Unsupported music type'],
    ['upload', '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11', undefined],
    ['youtube', '', undefined],
  ] as const)('when the source is %s and the URL %p, then the URL error is %p', (musicType, musicUrl, expected) => {
    expect(errorsOf(form({ musicType, musicUrl })).musicUrl).toBe(expected);
  });

  test('when the form is valid, then the input is trimmed and typed for the API', () => {
    expect(validateTemplateForm(form({ name: ' Plank ', duration: '45', restTime: '0', notes: 'Hips level', musicUrl: ' https://youtu.be/dQw4w9WgXcQ ' }))).toEqual({
      ok: true,
      input: {
        name: 'Plank',
        duration: 45,
        restTime: 0,
        notes: 'Hips level',
        musicType: 'youtube',
        musicUrl: 'https://youtu.be/dQw4w9WgXcQ',
        blockColor: DEFAULT_BLOCK_COLOR,
        demo: null,
      },
    });
  });

  test('when a template is edited, then the form starts from its values', () => {
    const values = formValuesFrom(template({ name: 'Squat', duration: 45, restTime: 0, blockColor: 'bg-gradient-to-br from-red-500 to-red-600' }));
    expect(values).toMatchObject({ name: 'Squat', duration: '45', restTime: '0', blockColor: 'bg-gradient-to-br from-red-500 to-red-600' });
    expect(formValuesFrom(template({ blockColor: 'something-else' })).blockColor).toBe(DEFAULT_BLOCK_COLOR);
  });

  test('when the server names fields, then the known ones are kept for the form', () => {
    expect(serverFieldErrors({ name: '"name" is not allowed to be empty', other: 'x' })).toEqual({ name: '"name" is not allowed to be empty' });
    expect(serverFieldErrors({ other: 'x' })).toBeNull();
    expect(serverFieldErrors(undefined)).toBeNull();
  });
});

describe('template form: demo', () => {
  const IMAGE_URL = '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11';

  test.each([
    ['image', IMAGE_URL, undefined],
    ['image', 'https://example.com/cat.gif', 'The demo image must be an image uploaded to BlockBeat'],
    ['video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', undefined],
    ['video', 'https://cdn.example.com/squat.mp4', undefined],
    ['video', 'https://vimeo.com/12345', 'The demo video must be a YouTube link or an https link to an .mp4 or .webm file'],
    ['none', 'anything', undefined],
  ] as const)('when the demo is %s with %p, then its error is %p', (demoType, demoUrl, expected) => {
    expect(errorsOf(form({ demoType, demoUrl })).demoUrl).toBe(expected);
  });

  test('when a demo is chosen, then it is sent as the API stores it; with none, null removes a demo the template had', () => {
    const valid = validateTemplateForm(form({ demoType: 'video', demoUrl: ' https://youtu.be/dQw4w9WgXcQ ' }));
    expect(valid.ok && valid.input.demo).toEqual({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' });
    const none = validateTemplateForm(form());
    expect(none.ok && none.input.demo).toBeNull();
  });

  test('when a template with a demo is edited, then the form starts from it', () => {
    expect(formValuesFrom(template({ demo: { type: 'image', url: IMAGE_URL } }))).toMatchObject({ demoType: 'image', demoUrl: IMAGE_URL });
  });

  test('when the server refuses the demo or a part of it, then the error shows on the demo field', () => {
    expect(serverFieldErrors({ 'demo.url': 'Bad link' })).toEqual({ demoUrl: 'Bad link' });
    expect(serverFieldErrors({ demo: 'Bad demo' })).toEqual({ demoUrl: 'Bad demo' });
  });
});
