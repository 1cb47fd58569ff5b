import type { Exercise } from '@blockbeat/contracts';
import { snapshotAt } from '@blockbeat/timer-engine';
import { activeTimeMs, initialPlayerState, reducePlayer, timelineOf, type PlayerAction, type PlayerState } from '../src/shared/player/model/playerState';

const blocks: Exercise[] = [
  { name: 'A', duration: 30, restTime: 10 },
  { name: 'B', duration: 20, restTime: 0 },
  { name: 'C', duration: 10, restTime: 5 },
];
const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce((s, a) => reducePlayer(blocks, s, a), state);
const at = (state: PlayerState, now: number) => snapshotAt(timelineOf(blocks, state), state.timer, now);

describe('player reducer around the engine', () => {
  test('when play is pressed, then the run starts with the lead-in it was given', () => {
    const s = run(initialPlayerState(5), { type: 'play', now: 1000, leadInSeconds: 5 });
    expect(at(s, 1000)).toMatchObject({ status: 'running', phase: 'getReady', phaseRemainingMs: 5000 });
    expect(at(s, 6000)).toMatchObject({ phase: 'work', blockIndex: 0 });
    const noLeadIn = run(initialPlayerState(5), { type: 'play', now: 1000, leadInSeconds: 0 });
    expect(at(noLeadIn, 1000)).toMatchObject({ phase: 'work', blockIndex: 0, phaseRemainingMs: 30_000 });
  });

  test('when the lead-in preference changes mid-run, then only the next run uses it', () => {
    const running = run(initialPlayerState(5), { type: 'play', now: 0, leadInSeconds: 5 });
    expect(run(running, { type: 'setLeadIn', leadInSeconds: 0 })).toBe(running);
    expect(run(initialPlayerState(5), { type: 'setLeadIn', leadInSeconds: 0 }).leadInSeconds).toBe(0);
  });

  test('when paused and resumed, then the position holds and the pause is not active time', () => {
    let s = run(initialPlayerState(0), { type: 'play', now: 0, leadInSeconds: 0 }, { type: 'togglePlay', now: 10_000, leadInSeconds: 0 });
    expect(at(s, 50_000)).toMatchObject({ status: 'paused', phaseElapsedMs: 10_000 });
    s = run(s, { type: 'togglePlay', now: 60_000, leadInSeconds: 0 });
    expect(at(s, 65_000)).toMatchObject({ status: 'running', phaseElapsedMs: 15_000 });
    expect(activeTimeMs(timelineOf(blocks, s), s, 65_000)).toBe(15_000);
  });

  test('when a block is jumped to, then its work starts, whether idle, playing or paused', () => {
    const fromIdle = run(initialPlayerState(5), { type: 'jump', now: 0, blockIndex: 2, leadInSeconds: 5 });
    expect(at(fromIdle, 0)).toMatchObject({ status: 'running', phase: 'work', blockIndex: 2, phaseElapsedMs: 0 });
    const back = run(fromIdle, { type: 'jump', now: 1000, blockIndex: 0, leadInSeconds: 5 });
    expect(at(back, 1000)).toMatchObject({ phase: 'work', blockIndex: 0, phaseElapsedMs: 0 });
    const paused = run(back, { type: 'pause', now: 2000 }, { type: 'jump', now: 3000, blockIndex: 1, leadInSeconds: 5 });
    expect(at(paused, 9000)).toMatchObject({ status: 'paused', blockIndex: 1, phaseElapsedMs: 0 });
    expect(paused.seeks).toBeGreaterThan(back.seeks);
  });

  test('when the run reaches the end, then the active time stops there; next past the end finishes too', () => {
    const s = run(initialPlayerState(0), { type: 'play', now: 0, leadInSeconds: 0 });
    const timeline = timelineOf(blocks, s);
    expect(at(s, 200_000).status).toBe('done');
    expect(activeTimeMs(timeline, s, 200_000)).toBe(timeline.totalDurationMs);
    const skipped = run(s, { type: 'jump', now: 5000, blockIndex: 2, leadInSeconds: 0 }, { type: 'next', now: 6000 });
    expect(at(skipped, 7000).status).toBe('done');
    expect(activeTimeMs(timeline, skipped, 99_000)).toBe(6000);
  });

  test('when stopped, then the player is idle with a clean slate', () => {
    const s = run(initialPlayerState(5), { type: 'play', now: 0, leadInSeconds: 5 }, { type: 'stop', now: 4000 });
    expect(s).toMatchObject({ timer: { status: 'idle' }, activeMs: 0, runningSince: null, leadInSeconds: 5 });
  });
});
