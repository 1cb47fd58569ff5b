import { buildTimeline, createTimer, cuesBetween, spokenDuration, type Cue } from '../src';
import { BLOCKS } from './fixtures';

const countdowns = (cues: readonly Cue[]) => cues.filter((c) => c.kind === 'countdown').map((c) => [c.secondsLeft, c.atMs]);

describe('the cues of a workout', () => {
  test('when the lead-in is on, then the cues are the lead-in’s, each phase start, the rest announcements and 3-2-1 before every change', () => {
    expect(buildTimeline(BLOCKS).cues).toEqual<Cue[]>([
      { kind: 'phaseStart', phase: 'getReady', blockIndex: 0, atMs: 0 },
      { kind: 'announce', text: 'Next: Squats, 30 seconds', blockIndex: 0, atMs: 0 },
      { kind: 'countdown', secondsLeft: 3, atMs: 2000 },
      { kind: 'countdown', secondsLeft: 2, atMs: 3000 },
      { kind: 'countdown', secondsLeft: 1, atMs: 4000 },
      { kind: 'phaseStart', phase: 'work', blockIndex: 0, atMs: 5000 },
      { kind: 'countdown', secondsLeft: 3, atMs: 32000 },
      { kind: 'countdown', secondsLeft: 2, atMs: 33000 },
      { kind: 'countdown', secondsLeft: 1, atMs: 34000 },
      { kind: 'phaseStart', phase: 'rest', blockIndex: 0, atMs: 35000 },
      { kind: 'announce', text: 'Next: Plank, 45 seconds', blockIndex: 1, atMs: 35000 },
      { kind: 'countdown', secondsLeft: 3, atMs: 42000 },
      { kind: 'countdown', secondsLeft: 2, atMs: 43000 },
      { kind: 'countdown', secondsLeft: 1, atMs: 44000 },
      { kind: 'phaseStart', phase: 'work', blockIndex: 1, atMs: 45000 },
      { kind: 'countdown', secondsLeft: 3, atMs: 87000 },
      { kind: 'countdown', secondsLeft: 2, atMs: 88000 },
      { kind: 'countdown', secondsLeft: 1, atMs: 89000 },
      { kind: 'phaseStart', phase: 'work', blockIndex: 2, atMs: 90000 },
      { kind: 'countdown', secondsLeft: 3, atMs: 107000 },
      { kind: 'countdown', secondsLeft: 2, atMs: 108000 },
      { kind: 'countdown', secondsLeft: 1, atMs: 109000 },
      { kind: 'phaseStart', phase: 'rest', blockIndex: 2, atMs: 110000 },
      { kind: 'announce', text: "Last rest, then you're done", blockIndex: null, atMs: 110000 },
      { kind: 'countdown', secondsLeft: 3, atMs: 122000 },
      { kind: 'countdown', secondsLeft: 2, atMs: 123000 },
      { kind: 'countdown', secondsLeft: 1, atMs: 124000 },
      { kind: 'phaseStart', phase: 'done', blockIndex: 2, atMs: 125000 },
    ]);
  });

  test('when the lead-in is off, then the first cue is block 0’s start at 0 and nothing is announced before it', () => {
    const { cues } = buildTimeline(BLOCKS, { leadInSeconds: 0 });
    expect(cues[0]).toEqual({ kind: 'phaseStart', phase: 'work', blockIndex: 0, atMs: 0 });
    expect(cues.filter((c) => c.atMs === 0)).toHaveLength(1);
    expect(cues.filter((c) => c.kind === 'announce').map((c) => c.atMs)).toEqual([30000, 105000]);
  });

  test('when a block has rest 0, then the countdown leads straight into the next block’s work and there is no announcement', () => {
    const { cues } = buildTimeline([{ name: 'A', duration: 10 }, { name: 'B', duration: 10 }], { leadInSeconds: 0 });
    expect(cues.map((c) => [c.kind, c.atMs])).toEqual([
      ['phaseStart', 0],
      ['countdown', 7000],
      ['countdown', 8000],
      ['countdown', 9000],
      ['phaseStart', 10000],
      ['countdown', 17000],
      ['countdown', 18000],
      ['countdown', 19000],
      ['phaseStart', 20000],
    ]);
  });

  test.each([
    [2, [[2, 10000], [1, 11000]]],
    [1, [[1, 10000]]],
    [3, [[3, 10000], [2, 11000], [1, 12000]]],
    [0.5, []],
  ])('when a rest lasts %d s, then it only gets the beeps that fall inside it', (restSeconds, beeps) => {
    const { cues } = buildTimeline([{ name: 'A', duration: 10, restTime: restSeconds }, { name: 'B', duration: 10 }], { leadInSeconds: 0 });
    const restEnd = 10000 + restSeconds * 1000;
    expect(countdowns(cues).filter(([s, at]) => at! + s! * 1000 === restEnd)).toEqual(beeps);
  });

  test('when a block lasts over a minute, then the announcement reads minutes and seconds', () => {
    const { cues } = buildTimeline([{ name: '  ', duration: 90 }]);
    expect(cues[1]).toMatchObject({ kind: 'announce', text: 'Next: Block 1, 1 minute 30 seconds' });
  });
});

describe('cuesBetween', () => {
  const timeline = buildTimeline(BLOCKS);

  test.each([
    ['the ms before it', 34999, 35000, []],
    ['exactly it', 35000, 35001, ['phaseStart', 'announce']],
    ['the ms after it', 35001, 35002, []],
  ])('when the window holds %s (a rest starting at 35000), then it lists the cues at 35000 only if it starts there', (_label, from, to, kinds) => {
    expect(cuesBetween(timeline, from, to).map((c) => c.kind)).toEqual(kinds);
  });

  test.each([
    [31999, 32000, 0],
    [32000, 32001, 1],
    [32000, 35000, 3],
    [32000, 35001, 5],
  ])('when the window is [%i, %i), then it holds %i cues', (from, to, count) => {
    expect(cuesBetween(timeline, from, to)).toHaveLength(count);
  });

  test('when windows are laid end to end, then together they list every cue exactly once', () => {
    const edges = [-1000, 0, 1, 4000, 4999, 5000, 35000, 44999.5, 90000, 124000, 125000, 125001, 200000];
    const listed = edges.slice(1).flatMap((to, i) => cuesBetween(timeline, edges[i]!, to));
    expect(listed).toEqual(timeline.cues);
  });

  test('when the window is empty or reversed, then it holds nothing', () => {
    expect(cuesBetween(timeline, 5000, 5000)).toEqual([]);
    expect(cuesBetween(timeline, 6000, 0)).toEqual([]);
  });

  test('when asked through the controller, then it lists the same cues whatever the timer is doing', () => {
    const timer = createTimer(BLOCKS);
    const before = timer.cuesBetween(0, 50000);
    timer.start(0);
    timer.pause(20000);
    expect(timer.cuesBetween(0, 50000)).toEqual(before);
    expect(before).toEqual(cuesBetween(timeline, 0, 50000));
  });
});

describe('spokenDuration', () => {
  test.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '1 minute 1 second'],
    [150, '2 minutes 30 seconds'],
    [600, '10 minutes'],
  ])('when a block lasts %i s, then it is read as "%s"', (seconds, text) => {
    expect(spokenDuration(seconds)).toBe(text);
  });
});
