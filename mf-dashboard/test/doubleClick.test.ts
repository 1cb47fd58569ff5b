import { createDoubleClickDetector, isDoubleClick } from '../src/features/templates/model/doubleClick';

const at = (time: number, x = 100, y = 100) => ({ time, x, y });

describe('double-click detection (500 ms, 10 px)', () => {
  test.each([
    [499, true],
    [500, true],
    [501, false],
  ])('when the second click comes %p ms after the first, then it is a double-click: %p', (ms, expected) => {
    expect(isDoubleClick(at(1000), at(1000 + ms))).toBe(expected);
  });

  test.each([
    [9.9, 0, true],
    [10, 0, false],
    [0, 9.9, true],
    [6, 8, false],
    [6, 7.9, true],
  ])('when the clicks are %p px apart across and %p px down, then it is a double-click: %p', (dx, dy, expected) => {
    expect(isDoubleClick(at(0), at(200, 100 + dx, 100 + dy))).toBe(expected);
  });

  test('when the clock goes backwards, then it is not a double-click', () => {
    expect(isDoubleClick(at(1000), at(900))).toBe(false);
  });

  test('when three clicks come quickly, then only the second completes a double-click', () => {
    const detect = createDoubleClickDetector();
    expect([detect(at(0)), detect(at(100)), detect(at(200)), detect(at(300))]).toEqual([false, true, false, true]);
  });

  test('when a slow click follows, then it starts a new pair', () => {
    const detect = createDoubleClickDetector();
    expect([detect(at(0)), detect(at(600)), detect(at(900))]).toEqual([false, false, true]);
  });
});
