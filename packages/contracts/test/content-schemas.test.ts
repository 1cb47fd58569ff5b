import type Joi from 'joi';
import { canEditContent, DEFAULT_BLOCK_COLOR, exerciseFormErrors } from '../src';
import {
  completionInputSchema,
  customCategoryInputSchema,
  exerciseTemplateInputSchema,
  exerciseTemplatePatchSchema,
  storableString,
} from '../src/schemas';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;
const fieldsOf = (schema: Joi.Schema, body: unknown) =>
  Object.fromEntries((schema.validate(body, OPTIONS).error?.details ?? []).map((d) => [d.path.join('.') || 'body', d.message]));

describe('exerciseTemplateInputSchema', () => {
  test('when only a name is given, then the template form defaults apply (docs/product.md#data)', () => {
    expect(exerciseTemplateInputSchema.validate({ name: ' Plank ' }, OPTIONS).value).toEqual({
      name: 'Plank',
      duration: 30,
      restTime: 10,
      notes: '',
      musicType: 'youtube',
      musicUrl: '',
      blockColor: DEFAULT_BLOCK_COLOR,
      demo: null,
    });
  });

  test('when the limits are crossed, then each field carries its message', () => {
    expect(fieldsOf(exerciseTemplateInputSchema, { name: '', duration: 601, restTime: -1, blockColor: 'red', musicType: 'spotify', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      name: 'Exercise name is required',
      duration: 'Duration must be at most 600 seconds',
      restTime: 'Rest time must be at least 0 seconds',
      blockColor: '"blockColor" must be one of the eight block colours',
      musicUrl: 'Invalid Spotify URL - must be a track URL',
    });
  });

  test.each([
    ['empty', { name: '', duration: 4, restTime: 301 }],
    ['too long or too short', { name: 'n'.repeat(121), duration: 601, restTime: -1 }],
  ])('when the fields are %s, then each carries the template form’s own message', (_case, body) => {
    expect(fieldsOf(exerciseTemplateInputSchema, body)).toEqual(exerciseFormErrors(body));
    expect(fieldsOf(exerciseTemplatePatchSchema, body)).toEqual(exerciseFormErrors(body));
  });

  test('when a field is missing, sent empty or of the wrong type, then it reads as the form would say it or names the field as the form does', () => {
    expect(fieldsOf(exerciseTemplateInputSchema, { duration: null, restTime: '' })).toEqual({
      name: 'Exercise name is required',
      duration: 'Duration is required',
      restTime: 'Rest time is required',
    });
    expect(fieldsOf(exerciseTemplateInputSchema, { name: 42, duration: 'soon', restTime: 1.5 })).toEqual({
      name: 'Exercise name must be a string',
      duration: 'Duration must be a number',
      restTime: 'Rest time must be an integer',
    });
  });

  test('when no music type is given, then the URL is checked as YouTube (the default)', () => {
    expect(fieldsOf(exerciseTemplateInputSchema, { name: 'A', musicUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' })).toEqual({
      musicUrl: 'Invalid YouTube URL',
    });
  });
});

describe('exerciseTemplatePatchSchema', () => {
  test('when a patch carries some fields, then only those are in the value (no defaults)', () => {
    expect(exerciseTemplatePatchSchema.validate({ duration: 45, extra: 1 }, OPTIONS).value).toEqual({ duration: 45 });
  });

  test('when a patch carries a URL without its type, then the schema leaves the pair to the server', () => {
    expect(fieldsOf(exerciseTemplatePatchSchema, { musicUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' })).toEqual({});
    expect(fieldsOf(exerciseTemplatePatchSchema, { musicType: 'youtube', musicUrl: 'https://example.com' })).toEqual({ musicUrl: 'Invalid YouTube URL' });
  });
});

describe('customCategoryInputSchema', () => {
  test.each([['Yoga'], [' hiit '], ['CARDIO']])('when the name is the built-in %p, then it is refused', (name) => {
    expect(fieldsOf(customCategoryInputSchema, { name })).toEqual({ name: '"name" is already a built-in category' });
  });

  test('when the name is new, then it is trimmed; over 40 characters it is refused', () => {
    expect(customCategoryInputSchema.validate({ name: ' Barre ' }, OPTIONS).value).toEqual({ name: 'Barre' });
    expect(fieldsOf(customCategoryInputSchema, { name: 'x'.repeat(41) })).toHaveProperty('name');
  });
});

describe('completionInputSchema', () => {
  test('when exactly one of workoutId and shareToken is given with a whole number of seconds, then it is valid', () => {
    expect(fieldsOf(completionInputSchema, { workoutId: '0b7e2c1a-1f5e-4a2b-9c3d-2e4f6a8b0c1d', elapsedSeconds: 0 })).toEqual({});
    expect(fieldsOf(completionInputSchema, { shareToken: 'abc_DEF-123', elapsedSeconds: 86_400 })).toEqual({});
  });

  test('when both or neither are given, or the seconds are out of range, then it is refused', () => {
    expect(fieldsOf(completionInputSchema, { elapsedSeconds: 1 })).toHaveProperty('body');
    expect(fieldsOf(completionInputSchema, { workoutId: '0b7e2c1a-1f5e-4a2b-9c3d-2e4f6a8b0c1d', shareToken: 'abc', elapsedSeconds: 1 })).toHaveProperty('body');
    expect(fieldsOf(completionInputSchema, { shareToken: 'abc', elapsedSeconds: 86_401 })).toHaveProperty('elapsedSeconds');
  });
});

describe('storableString', () => {
  test.each([['a\u0000b'], ['\uD800'], ['x\uDC00y'], ['\uDBFF\uDBFF\uDC00']])('when the text is %j, then it is refused', (text) => {
    expect(storableString().validate(text).error?.message).toBe('"value" contains characters that cannot be stored');
  });

  test.each([['𝄞 music'], ['Straße'], ['🏋️‍♀️'], ['']])('when the text is %j, then it is kept as it is', (text) => {
    expect(storableString().allow('').validate(text)).toEqual({ value: text });
  });
});

describe('canEditContent', () => {
  test('when the caller has access or is an admin, then they may create and edit; otherwise not', () => {
    expect(canEditContent({ status: 'trial', canEdit: true, admin: false })).toBe(true);
    expect(canEditContent({ status: 'admin', canEdit: false, admin: true })).toBe(true);
    expect(canEditContent({ status: 'expired', canEdit: false, admin: false })).toBe(false);
  });
});
