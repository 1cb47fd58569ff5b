import { LIVE_CODE_ALPHABET, normaliseLiveCode } from '../src';
import { feedbackInputSchema, liveActionInputSchema } from '../src/schemas';

describe('live class codes and inputs', () => {
  test('when the alphabet is read, then it has no letters or digits that are easily confused', () => {
    for (const ambiguous of ['I', 'L', 'O', '0', '1']) expect(LIVE_CODE_ALPHABET).not.toContain(ambiguous);
  });

  test('when a code is typed in lower case with spaces or a dash, then it reads as the code; anything else is no code', () => {
    expect(normaliseLiveCode(' abc-d23 ')).toBe('ABCD23');
    expect(normaliseLiveCode('ABCD2')).toBeNull();
    expect(normaliseLiveCode('ABCDO1')).toBeNull();
  });

  test('when a jump has no block, or another action names one, then the field is refused', () => {
    expect(liveActionInputSchema.validate({ type: 'jump', atMs: 1 }).error?.details[0]?.path).toEqual(['blockIndex']);
    expect(liveActionInputSchema.validate({ type: 'pause', atMs: 1, blockIndex: 2 }).error?.details[0]?.path).toEqual(['blockIndex']);
    expect(liveActionInputSchema.validate({ type: 'jump', atMs: 1, blockIndex: 2 }).error).toBeUndefined();
  });

  test('when feedback has an effort outside 1–10 or a note over 500 characters, then those fields are refused', () => {
    const { error } = feedbackInputSchema.validate({ done: true, effort: 11, note: 'x'.repeat(501) }, { abortEarly: false });
    expect(error?.details.map((d) => d.path.join('.'))).toEqual(['effort', 'note']);
  });
});
