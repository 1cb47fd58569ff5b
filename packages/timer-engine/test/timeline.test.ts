import { buildTimeline, phaseIndexAt, totalDurationMs, type Phase } from '../src';
import { BLOCKS } from './fixtures';

const shape = (phases: readonly Phase[]) => phases.map((p) => [p.kind, p.blockIndex, p.startMs, p.endMs]);

describe('buildTimeline', () => {
  test('when the lead-in is on (default 5 s), then it comes first and every block has work then rest', () => {
    expect(shape(buildTimeline(BLOCKS).phases)).toEqual([
      ['getReady', 0, 0, 5000],
      ['work', 0, 5000, 35000],
      ['rest', 0, 35000, 45000],
      ['work', 1, 45000, 90000],
      ['work', 2, 90000, 110000],
      ['rest', 2, 110000, 125000],
      ['done', 2, 125000, 125000],
    ]);
  });

  test('when the lead-in is turned off, then the first block starts at 0', () => {
    expect(shape(buildTimeline(BLOCKS, { leadInSeconds: 0 }).phases)).toEqual([
      ['work', 0, 0, 30000],
      ['rest', 0, 30000, 40000],
      ['work', 1, 40000, 85000],
      ['work', 2, 85000, 105000],
      ['rest', 2, 105000, 120000],
      ['done', 2, 120000, 120000],
    ]);
  });

  test('when a block has rest 0 or no restTime, then it has no rest phase', () => {
    const { phases } = buildTimeline([{ name: 'A', duration: 10 }, { name: 'B', duration: 10, restTime: 0 }], { leadInSeconds: 0 });
    expect(phases.map((p) => p.kind)).toEqual(['work', 'work', 'done']);
  });

  test('when a lead-in length is given, then it is used', () => {
    expect(buildTimeline(BLOCKS, { leadInSeconds: 10 }).phases[0]).toEqual({ kind: 'getReady', blockIndex: 0, startMs: 0, endMs: 10000 });
  });

  test('when the timeline is built, then it records where each block’s work starts and the total', () => {
    const timeline = buildTimeline(BLOCKS);
    expect(timeline.workStartsMs).toEqual([5000, 45000, 90000]);
    expect(timeline.totalDurationMs).toBe(125000);
    expect(timeline.leadInMs).toBe(5000);
  });

  test('when the total is asked for, then it is the lead-in plus every duration and rest', () => {
    expect(totalDurationMs(BLOCKS)).toBe(5000 + (30 + 10 + 45 + 20 + 15) * 1000);
    expect(totalDurationMs(BLOCKS, { leadInSeconds: 0 })).toBe(120000);
  });

  test('when there are no blocks, then there is no lead-in and only the done phase', () => {
    const timeline = buildTimeline([]);
    expect(shape(timeline.phases)).toEqual([['done', -1, 0, 0]]);
    expect(timeline.totalDurationMs).toBe(0);
  });

  test('when a duration is given in fractions of a second, then it is kept to the millisecond', () => {
    expect(buildTimeline([{ name: 'A', duration: 0.25, restTime: 0.5 }], { leadInSeconds: 0 }).totalDurationMs).toBe(750);
  });

  test.each([
    ['a zero duration', [{ name: 'A', duration: 0 }], {}],
    ['a negative rest', [{ name: 'A', duration: 10, restTime: -1 }], {}],
    ['a duration that is not a number', [{ name: 'A', duration: Number.NaN }], {}],
    ['a negative lead-in', [{ name: 'A', duration: 10 }], { leadInSeconds: -5 }],
  ])('when a workout has %s, then building it fails with a RangeError', (_label, blocks, options) => {
    expect(() => buildTimeline(blocks, options)).toThrow(RangeError);
  });
});

describe('phaseIndexAt', () => {
  const timeline = buildTimeline(BLOCKS);

  test.each([
    [-10, 0],
    [0, 0],
    [4999, 0],
    [5000, 1],
    [44999, 2],
    [45000, 3],
    [90000, 4],
    [124999, 5],
    [125000, 6],
    [1e9, 6],
  ])('when the offset is %i ms, then the phase is number %i', (offset, index) => {
    expect(phaseIndexAt(timeline, offset)).toBe(index);
  });
});
