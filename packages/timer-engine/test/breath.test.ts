import { breathAt, breathingMs, type BreathPart, type Breathing } from '../src';

const FOUR_SEVEN_EIGHT: Breathing = { breaths: 2, inhaleSec: 4, holdSec: 7, exhaleSec: 8 };
const BOX: Breathing = { breaths: 3, inhaleSec: 4, holdSec: 4, exhaleSec: 4, holdAfterSec: 4 };
const FOUR_SIX: Breathing = { breaths: 5, inhaleSec: 4, exhaleSec: 6 };

describe('breathingMs', () => {
  test.each([
    ['4-7-8 × 2', FOUR_SEVEN_EIGHT, 38000],
    ['box 4-4-4-4 × 3', BOX, 48000],
    ['4-0-6 × 5', FOUR_SIX, 50000],
  ])('when the hold is %s, then it lasts breaths × cycle', (_label, breathing, ms) => {
    expect(breathingMs(breathing)).toBe(ms);
  });
});

describe('breathAt', () => {
  test.each<[number, number, BreathPart, number, number]>([
    [0, 1, 'inhale', 0, 0],
    [2000, 1, 'inhale', 0.5, 0.5],
    [4000, 1, 'hold', 0, 1],
    [10999, 1, 'hold', 6999 / 7000, 1],
    [11000, 1, 'exhale', 0, 1],
    [15000, 1, 'exhale', 0.5, 0.5],
    [18999, 1, 'exhale', 7999 / 8000, 1 - (1 - Math.cos((Math.PI * 7999) / 8000)) / 2],
    [19000, 2, 'inhale', 0, 0],
    [37999, 2, 'exhale', 7999 / 8000, 1 - (1 - Math.cos((Math.PI * 7999) / 8000)) / 2],
    [38000, 2, 'exhale', 1, 0],
    [99999, 2, 'exhale', 1, 0],
    [-50, 1, 'inhale', 0, 0],
  ])('when 4-7-8 is %i ms in, then it is breath %i, %s, %d through the part, guide at %d', (offset, breath, part, progress, scale) => {
    const at = breathAt(FOUR_SEVEN_EIGHT, offset);
    expect([at.breath, at.breathsTotal, at.part]).toEqual([breath, 2, part]);
    expect(at.partProgress).toBeCloseTo(progress, 12);
    expect(at.guideScale).toBeCloseTo(scale, 12);
  });

  test('when a pattern has no hold, then the exhale follows the inhale and the hold after is skipped', () => {
    expect([4000, 9999, 10000].map((ms) => [breathAt(FOUR_SIX, ms).part, breathAt(FOUR_SIX, ms).breath])).toEqual([
      ['exhale', 1],
      ['exhale', 1],
      ['inhale', 2],
    ]);
  });

  test('when box breathing holds after the exhale, then the guide stays empty until the next inhale', () => {
    expect(breathAt(BOX, 13000)).toMatchObject({ part: 'holdAfter', guideScale: 0, partStartMs: 12000, partDurationMs: 4000, partProgress: 0.25 });
    expect(breathAt(BOX, 16000)).toMatchObject({ part: 'inhale', breath: 2, guideScale: 0 });
  });

  test('when the guide follows a breath, then it only grows on the inhale, stays on the hold and only shrinks on the exhale', () => {
    let last = -1;
    let lastPart: BreathPart | null = null;
    for (let ms = 0; ms < 16000; ms += 50) {
      const { part, guideScale } = breathAt(BOX, ms);
      if (part === lastPart && part === 'inhale') expect(guideScale).toBeGreaterThan(last);
      if (part === lastPart && part === 'exhale') expect(guideScale).toBeLessThan(last);
      if (part === 'hold') expect(guideScale).toBe(1);
      if (part === 'holdAfter') expect(guideScale).toBe(0);
      expect(guideScale).toBeGreaterThanOrEqual(0);
      expect(guideScale).toBeLessThanOrEqual(1);
      last = guideScale;
      lastPart = part;
    }
  });

  test('when the pattern is out of range, then it fails with a RangeError', () => {
    expect(() => breathAt({ breaths: 2, inhaleSec: 1, exhaleSec: 4 }, 0)).toThrow(RangeError);
    expect(() => breathAt({ breaths: 0, inhaleSec: 4, exhaleSec: 4 }, 0)).toThrow(RangeError);
  });
});
