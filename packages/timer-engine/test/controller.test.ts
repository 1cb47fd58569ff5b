import type { Exercise } from '@blockbeat/contracts';
import { buildTimeline, createTimer, IDLE_STATE, reduceTimer, snapshotAt, type PhaseKind } from '../src';
import { BLOCKS, T0 } from './fixtures';

/** A timer started at T0 on the fixture blocks (5 s lead-in unless told). */
function started(leadInSeconds?: number) {
  const timer = createTimer(BLOCKS, leadInSeconds === undefined ? {} : { leadInSeconds });
  timer.start(T0);
  return timer;
}

/** [phase, block index, phase remaining] at timeline offset `offset` of a run started at T0. */
function at(timer: ReturnType<typeof started>, offset: number): [PhaseKind, number, number] {
  const s = timer.snapshot(T0 + offset);
  return [s.phase, s.blockIndex, s.phaseRemainingMs];
}

describe('phases at the exact boundaries', () => {
  test.each<[number, PhaseKind, number, number]>([
    [0, 'getReady', 0, 5000],
    [1, 'getReady', 0, 4999],
    [4999, 'getReady', 0, 1],
    [5000, 'work', 0, 30000],
    [5001, 'work', 0, 29999],
    [34999, 'work', 0, 1],
    [35000, 'rest', 0, 10000],
    [35001, 'rest', 0, 9999],
    [44999, 'rest', 0, 1],
    [45000, 'work', 1, 45000],
    [45001, 'work', 1, 44999],
    [89999, 'work', 1, 1],
    [90000, 'work', 2, 20000],
    [90001, 'work', 2, 19999],
    [109999, 'work', 2, 1],
    [110000, 'rest', 2, 15000],
    [124999, 'rest', 2, 1],
    [125000, 'done', 2, 0],
    [125001, 'done', 2, 0],
  ])('when the lead-in is on and %i ms have passed, then it is %s of block %i with %i ms left', (offset, phase, block, left) => {
    expect(at(started(), offset)).toEqual([phase, block, left]);
  });

  test.each<[number, PhaseKind, number, number]>([
    [0, 'work', 0, 30000],
    [29999, 'work', 0, 1],
    [30000, 'rest', 0, 10000],
    [39999, 'rest', 0, 1],
    [40000, 'work', 1, 45000],
    [84999, 'work', 1, 1],
    [85000, 'work', 2, 20000],
    [119999, 'rest', 2, 1],
    [120000, 'done', 2, 0],
  ])('when the lead-in is off and %i ms have passed, then it is %s of block %i with %i ms left', (offset, phase, block, left) => {
    expect(at(started(0), offset)).toEqual([phase, block, left]);
  });

  test('when a block has rest 0, then the next block’s work follows its work directly', () => {
    const timer = started();
    expect(at(timer, 89999)).toEqual(['work', 1, 1]);
    expect(at(timer, 90000)).toEqual(['work', 2, 20000]);
  });
});

describe('snapshot', () => {
  test('when the timer is running, then the snapshot has every figure the player shows', () => {
    expect(started().snapshot(T0 + 15000)).toEqual({
      status: 'running',
      phase: 'work',
      phaseIndex: 1,
      blockIndex: 0,
      block: BLOCKS[0],
      nextBlock: BLOCKS[1],
      phaseRemainingMs: 20000,
      phaseElapsedMs: 10000,
      phaseDurationMs: 30000,
      phaseProgress: 10000 / 30000,
      totalElapsedMs: 15000,
      totalRemainingMs: 110000,
      totalDurationMs: 125000,
    });
  });

  test('when it is the lead-in, then the block is the first one (the one to get ready for)', () => {
    const s = started().snapshot(T0 + 1000);
    expect([s.phase, s.block?.name, s.nextBlock?.name]).toEqual(['getReady', 'Squats', 'Plank']);
  });

  test('when the timer was never started, then it shows the start of the workout whatever the clock says', () => {
    const timer = createTimer(BLOCKS);
    for (const now of [0, T0, T0 + 1e7]) {
      expect(timer.snapshot(now)).toMatchObject({ status: 'idle', phase: 'getReady', phaseRemainingMs: 5000, totalElapsedMs: 0, totalRemainingMs: 125000 });
    }
  });

  test('when the blocks carry more fields, then the snapshot gives the caller’s own block type back', () => {
    const blocks = [{ name: 'A', duration: 10, blockColor: 'red' }];
    const timer = createTimer(blocks);
    timer.start(0);
    expect(timer.snapshot(6000).block?.blockColor).toBe('red');
  });
});

describe('done', () => {
  test('when the run reaches the end, then it is done with nothing left and full progress', () => {
    expect(started().snapshot(T0 + 125000)).toEqual({
      status: 'done',
      phase: 'done',
      phaseIndex: 6,
      blockIndex: 2,
      block: BLOCKS[2],
      nextBlock: null,
      phaseRemainingMs: 0,
      phaseElapsedMs: 0,
      phaseDurationMs: 0,
      phaseProgress: 1,
      totalElapsedMs: 125000,
      totalRemainingMs: 0,
      totalDurationMs: 125000,
    });
  });

  test('when the clock is long past the end, then the elapsed time stays at the workout’s length', () => {
    expect(started().snapshot(T0 + 1e9)).toMatchObject({ status: 'done', totalElapsedMs: 125000, totalRemainingMs: 0 });
  });

  test('when done, then pause, resume, next, previous and restart change nothing', () => {
    const timer = started();
    const end = T0 + 130000;
    const before = timer.snapshot(end);
    for (const act of [timer.pause, timer.resume, timer.next, timer.previous, timer.restartBlock]) {
      expect(act(end)).toEqual(before);
    }
  });

  test('when start is pressed after the end, then the workout begins again from the top', () => {
    const timer = started();
    expect(timer.start(T0 + 200000)).toMatchObject({ status: 'running', phase: 'getReady', totalElapsedMs: 0 });
    expect(timer.snapshot(T0 + 205000)).toMatchObject({ phase: 'work', blockIndex: 0 });
  });

  test('when a workout has no blocks, then starting it is done at once', () => {
    const timer = createTimer([]);
    expect(timer.start(T0)).toMatchObject({ status: 'done', phase: 'done', blockIndex: -1, block: null, nextBlock: null, totalDurationMs: 0 });
  });
});

describe('start, pause and resume', () => {
  test('when start is pressed while running, then nothing changes', () => {
    const timer = started();
    timer.start(T0 + 20000);
    expect(timer.snapshot(T0 + 20000).totalElapsedMs).toBe(20000);
  });

  test('when paused, then the clock moving on does not move the timer', () => {
    const timer = started();
    timer.pause(T0 + 10000);
    for (const now of [T0 + 10000, T0 + 60000, T0 + 1e8]) {
      expect(timer.snapshot(now)).toMatchObject({ status: 'paused', phase: 'work', totalElapsedMs: 10000, phaseRemainingMs: 25000 });
    }
  });

  test('when resumed, then the time spent paused is not counted', () => {
    const timer = started();
    timer.pause(T0 + 10000);
    timer.resume(T0 + 70000);
    expect(timer.snapshot(T0 + 71000)).toMatchObject({ status: 'running', totalElapsedMs: 11000 });
    expect(timer.snapshot(T0 + 125000 + 60000 - 1).status).toBe('running');
    expect(timer.snapshot(T0 + 125000 + 60000).status).toBe('done');
  });

  test('when paused several times, then every paused stretch is left out', () => {
    const timer = started();
    timer.pause(T0 + 1000);
    timer.resume(T0 + 3000); // 2 s paused
    timer.pause(T0 + 50000);
    timer.resume(T0 + 80000); // 30 s paused
    timer.pause(T0 + 100000);
    timer.resume(T0 + 100500); // 0.5 s paused
    const paused = 2000 + 30000 + 500;
    expect(timer.snapshot(T0 + paused + 90000)).toMatchObject({ phase: 'work', blockIndex: 2, phaseElapsedMs: 0 });
    expect(timer.snapshot(T0 + paused + 125000 - 1).status).toBe('running');
    expect(timer.snapshot(T0 + paused + 125000).status).toBe('done');
  });

  test('when start is pressed while paused, then it resumes', () => {
    const timer = started();
    timer.pause(T0 + 10000);
    timer.start(T0 + 20000);
    expect(timer.snapshot(T0 + 21000)).toMatchObject({ status: 'running', totalElapsedMs: 11000 });
  });

  test('when pause or resume comes twice, then the second one changes nothing', () => {
    const timer = started();
    timer.pause(T0 + 10000);
    timer.pause(T0 + 20000);
    expect(timer.snapshot(T0 + 30000).totalElapsedMs).toBe(10000);
    timer.resume(T0 + 30000);
    timer.resume(T0 + 40000);
    expect(timer.snapshot(T0 + 40000).totalElapsedMs).toBe(20000);
  });

  test('when the timer is idle, then pause and resume do nothing', () => {
    const timer = createTimer(BLOCKS);
    timer.pause(T0);
    timer.resume(T0 + 1000);
    expect(timer.state).toEqual(IDLE_STATE);
  });
});

describe('next', () => {
  test.each<[string, number, number, PhaseKind, number]>([
    ['in the lead-in', 2000, 5000, 'work', 0],
    ['at the very start of block 0', 5000, 45000, 'work', 1],
    ['in the middle of block 0', 20000, 45000, 'work', 1],
    ['in the rest of block 0', 40000, 45000, 'work', 1],
    ['in block 1 (no rest)', 60000, 90000, 'work', 2],
  ])('when next is pressed %s, then the next block’s work starts from its beginning', (_where, offset, target, phase, block) => {
    const timer = started();
    const s = timer.next(T0 + offset);
    expect([s.totalElapsedMs, s.phase, s.blockIndex, s.phaseElapsedMs]).toEqual([target, phase, block, 0]);
    expect(timer.snapshot(T0 + offset + 1000).totalElapsedMs).toBe(target + 1000);
  });

  test.each([
    ['in the last block’s work', 95000],
    ['in the last block’s rest', 115000],
  ])('when next is pressed %s, then the workout is done', (_where, offset) => {
    const timer = started();
    expect(timer.next(T0 + offset)).toMatchObject({ status: 'done', phase: 'done', totalRemainingMs: 0 });
    expect(timer.snapshot(T0 + offset + 5000).status).toBe('done');
  });

  test('when next is pressed while paused, then it stays paused at the next block', () => {
    const timer = started();
    timer.pause(T0 + 20000);
    timer.next(T0 + 30000);
    expect(timer.snapshot(T0 + 90000)).toMatchObject({ status: 'paused', blockIndex: 1, phaseElapsedMs: 0 });
    timer.resume(T0 + 100000);
    expect(timer.snapshot(T0 + 101000)).toMatchObject({ status: 'running', blockIndex: 1, phaseElapsedMs: 1000 });
  });

  test('when next is pressed before the timer started, then nothing changes', () => {
    const timer = createTimer(BLOCKS);
    timer.next(T0);
    expect(timer.state).toEqual(IDLE_STATE);
  });
});

describe('previous', () => {
  test.each<[string, number, number]>([
    ['more than 3 s into block 1', 45000 + 3001, 45000],
    ['exactly 3 s into block 1', 45000 + 3000, 5000],
    ['1 s into block 1', 46000, 5000],
    ['at the very start of block 1', 45000, 5000],
    ['in the rest of block 0', 40000, 5000],
    ['1 s into block 2 (block 1 had no rest)', 91000, 45000],
    ['in the last block’s rest', 115000, 90000],
    ['1 s into the first block', 6000, 5000],
    ['more than 3 s into the first block', 10000, 5000],
    ['in the lead-in', 3000, 0],
  ])('when previous is pressed %s, then the timer goes to offset %i', (_where, offset, target) => {
    const timer = started();
    expect(timer.previous(T0 + offset).totalElapsedMs).toBe(target);
    expect(timer.snapshot(T0 + offset + 500).totalElapsedMs).toBe(target + 500);
  });

  test('when previous is pressed twice quickly, then it steps back two blocks', () => {
    const timer = started();
    timer.previous(T0 + 100000); // 10 s into block 2: restart block 2
    timer.previous(T0 + 100500); // 0.5 s into block 2: back to block 1
    expect(timer.snapshot(T0 + 100500)).toMatchObject({ blockIndex: 1, phaseElapsedMs: 0 });
    timer.previous(T0 + 101000);
    expect(timer.snapshot(T0 + 101000)).toMatchObject({ blockIndex: 0, phaseElapsedMs: 0 });
  });

  test('when previous is pressed while paused, then it stays paused', () => {
    const timer = started();
    timer.pause(T0 + 60000);
    timer.previous(T0 + 61000);
    expect(timer.snapshot(T0 + 99000)).toMatchObject({ status: 'paused', blockIndex: 1, phaseElapsedMs: 0 });
  });
});

describe('restartBlock', () => {
  test.each<[string, number, number]>([
    ['in the lead-in', 3000, 0],
    ['in block 0’s work', 20000, 5000],
    ['in block 0’s rest', 40000, 5000],
    ['1 s into block 1', 46000, 45000],
    ['in the last block’s rest', 120000, 90000],
  ])('when restart is pressed %s, then the block’s work starts again (offset %i)', (_where, offset, target) => {
    const timer = started();
    expect(timer.restartBlock(T0 + offset).totalElapsedMs).toBe(target);
    expect(timer.snapshot(T0 + offset + 2000).totalElapsedMs).toBe(target + 2000);
  });
});

describe('stop', () => {
  test('when stopped while running, then the timer is idle at the start of the workout', () => {
    const timer = started();
    expect(timer.stop(T0 + 60000)).toMatchObject({ status: 'idle', phase: 'getReady', totalElapsedMs: 0, totalRemainingMs: 125000 });
    expect(timer.snapshot(T0 + 90000).status).toBe('idle');
  });

  test('when stopped while paused or done, then it is idle too, and start begins afresh', () => {
    const paused = started();
    paused.pause(T0 + 1000);
    expect(paused.stop(T0 + 2000).status).toBe('idle');
    const done = started();
    expect(done.stop(T0 + 500000).status).toBe('idle');
    done.start(T0 + 600000);
    expect(done.snapshot(T0 + 610000)).toMatchObject({ phase: 'work', blockIndex: 0, phaseElapsedMs: 5000 });
  });
});

describe('pure state', () => {
  const timeline = buildTimeline(BLOCKS);

  test('when the state goes through JSON, then a timer restored from it is at the same place', () => {
    const timer = started();
    timer.pause(T0 + 50000);
    timer.resume(T0 + 65000);
    const restored = createTimer(BLOCKS, {}, JSON.parse(JSON.stringify(timer.state)) as typeof timer.state);
    expect(restored.snapshot(T0 + 80000)).toEqual(timer.snapshot(T0 + 80000));
  });

  test('when the reducer is applied, then the previous state is left as it was', () => {
    const running = reduceTimer(timeline, IDLE_STATE, { type: 'start', now: T0 });
    const frozen = JSON.stringify(running);
    reduceTimer(timeline, running, { type: 'pause', now: T0 + 1000 });
    reduceTimer(timeline, running, { type: 'next', now: T0 + 1000 });
    expect(JSON.stringify(running)).toBe(frozen);
    expect(snapshotAt(timeline, running, T0 + 2000).totalElapsedMs).toBe(2000);
  });

  test('when running, then each offset maps to the clock reading it falls at, and to none while paused', () => {
    const timer = started();
    timer.pause(T0 + 1000);
    expect(timer.instantOf(5000)).toBeNull();
    timer.resume(T0 + 11000);
    expect(timer.instantOf(5000)).toBe(T0 + 15000);
    expect(timer.offsetAt(T0 + 15000)).toBe(5000);
  });

  test('when the blocks are the contracts’ Exercise objects, then they are timer blocks as they are', () => {
    const blocks: Exercise[] = [{ name: 'A', duration: 5, restTime: 5, musicType: 'youtube', musicUrl: 'https://youtu.be/x', notes: 'n', blockColor: 'c' }];
    expect(createTimer(blocks).timeline.totalDurationMs).toBe(15000);
  });
});
