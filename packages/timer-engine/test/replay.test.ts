import { buildTimeline, clockOffset, createTimer, replayLog, snapshotAt, type LoggedAction } from '../src';

const blocks = [
  { name: 'A', duration: 20, restTime: 10 },
  { name: 'B', duration: 30, restTime: 0 },
  { name: 'C', duration: 15, restTime: 5 },
];

describe('replaying a log of actions (live class)', () => {
  test('when a log is replayed at any later instant, then the phase and countdown are the timer\'s own that took the same actions', () => {
    const timeline = buildTimeline(blocks);
    const T0 = 1_700_000_000_000;
    const log: LoggedAction[] = [
      { type: 'start', atMs: T0 },
      { type: 'pause', atMs: T0 + 7000 },
      { type: 'resume', atMs: T0 + 12_000 },
      { type: 'next', atMs: T0 + 15_000 },
      { type: 'jump', atMs: T0 + 20_000, blockIndex: 2 },
    ];
    const timer = createTimer(blocks);
    timer.start(T0);
    timer.pause(T0 + 7000);
    timer.resume(T0 + 12_000);
    timer.next(T0 + 15_000);
    timer.jump(T0 + 20_000, 2);
    for (const at of [T0 + 20_000, T0 + 26_500, T0 + 60_000]) {
      expect(snapshotAt(timeline, replayLog(timeline, log), at)).toEqual(timer.snapshot(at));
    }
    expect(snapshotAt(timeline, replayLog(timeline, log), T0 + 26_500)).toMatchObject({ block: { name: 'C' }, phase: 'work', phaseRemainingMs: 8500 });
  });

  test('when clock samples are taken, then the one with the shortest round trip decides the offset', () => {
    expect(clockOffset([])).toBeNull();
    expect(clockOffset([{ sentMs: 0, serverMs: 2600, receivedMs: 400 }, { sentMs: 1000, serverMs: 3020, receivedMs: 1040 }])).toBe(2000);
  });
});
