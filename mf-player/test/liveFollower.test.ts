import { workoutItems, type Exercise, type LiveAction } from '@blockbeat/contracts';
import { snapshotAt } from '@blockbeat/timer-engine';
import { liveTimeline, followerSnapshot, replayActions, seeksIn } from '../src/features/live/model/followerPosition';
import { clockOffset } from '@blockbeat/timer-engine';
import { measureClockOffset } from '../src/features/live/model/clockOffset';
import { engineActionOf } from '../src/shared/player/model/engineActionOf';
import { LIVE_LEAD_IN_SECONDS } from '../src/shared/player/model/liveLeadIn';
import { initialPlayerState, reducePlayer, timelineOf, type PlayerAction, type PlayerState } from '../src/shared/player/model/playerState';
import { beatLengthMs, type TrackGrid } from '../src/shared/player/beat/beatGrid';

// Three blocks of 30 s work + 10 s rest, after the 5 s lead-in: block i's work starts at 5 + 40·i s.
const exercises: Exercise[] = [
  { name: 'Squats', duration: 30, restTime: 10 },
  { name: 'Lunges', duration: 30, restTime: 10 },
  { name: 'Plank', duration: 30, restTime: 10 },
];
const timeline = liveTimeline({ exercises });
const T0 = 1_800_000_000_000; // server clock (epoch ms) when the instructor pressed Play
const s = (seconds: number) => seconds * 1000;

let seq = 0;
const act = (type: LiveAction['type'], atMs: number, blockIndex?: number): LiveAction => ({ seq: ++seq, type, atMs, ...(blockIndex === undefined ? {} : { blockIndex }) });

describe('follower position (log → timer state → snapshot at server now)', () => {
  test('when a follower reads the class 12 s after Play, then it is in the first block with 23 s left', () => {
    const snap = followerSnapshot(timeline, [act('start', T0)], T0 + s(12));
    expect(snap.status).toBe('running');
    expect(snap.block?.name).toBe('Squats');
    expect(snap.phase).toBe('work');
    expect(snap.phaseRemainingMs).toBe(s(23));
  });

  test('when a follower joins late (100 s into the class), then it lands in the right block and second by construction', () => {
    const snap = followerSnapshot(timeline, [act('start', T0)], T0 + s(100));
    // 100 s = 5 lead-in + 80 (two blocks) + 15 into Plank's work.
    expect(snap.block?.name).toBe('Plank');
    expect(snap.phaseElapsedMs).toBe(s(15));
  });

  test('when the instructor pauses and resumes, then followers stand still through the pause and carry on from there', () => {
    const log = [act('start', T0), act('pause', T0 + s(20)), act('resume', T0 + s(50))];
    const duringPause = followerSnapshot(timeline, log.slice(0, 2), T0 + s(45));
    expect(duringPause.status).toBe('paused');
    expect(duringPause.totalElapsedMs).toBe(s(20));
    const after = followerSnapshot(timeline, log, T0 + s(60));
    expect(after.status).toBe('running');
    expect(after.totalElapsedMs).toBe(s(30));
  });

  test('when the instructor skips, goes back and jumps, then followers follow each move', () => {
    const log = [act('start', T0), act('next', T0 + s(10))];
    expect(followerSnapshot(timeline, log, T0 + s(11)).block?.name).toBe('Lunges');
    log.push(act('previous', T0 + s(12)));
    expect(followerSnapshot(timeline, log, T0 + s(13)).block?.name).toBe('Squats');
    log.push(act('jump', T0 + s(14), 2));
    const jumped = followerSnapshot(timeline, log, T0 + s(16));
    expect(jumped.block?.name).toBe('Plank');
    expect(jumped.phaseElapsedMs).toBe(s(2));
    log.push(act('stop', T0 + s(17)));
    expect(followerSnapshot(timeline, log, T0 + s(18)).status).toBe('idle');
  });

  test('when the log arrives out of order, then it is replayed in seq order', () => {
    const start = act('start', T0);
    const next = act('next', T0 + s(10));
    expect(replayActions(timeline, [next, start])).toEqual(replayActions(timeline, [start, next]));
  });

  test.each([-2000, 2000])('when a follower clock is off by %i ms but its offset estimate is right, then it shows what the instructor shows', (skew) => {
    // The instructor's player runs on its own clock; its actions carry server-clock instants.
    const instructorLocal = (serverMs: number) => serverMs - 123_456;
    const followerLocal = (serverMs: number) => serverMs + skew;
    const offsetEstimate = -skew; // serverClock ≈ followerLocal + offset
    const items = exercises;
    let state: PlayerState = initialPlayerState(LIVE_LEAD_IN_SECONDS);
    const log: LiveAction[] = [];
    const instructorDoes = (action: PlayerAction, serverMs: number) => {
      const move = engineActionOf(items, state, action);
      state = reducePlayer(items, state, action);
      if (move) log.push({ seq: log.length + 1, ...move, atMs: serverMs });
    };
    instructorDoes({ type: 'togglePlay', now: instructorLocal(T0), leadInSeconds: LIVE_LEAD_IN_SECONDS }, T0);
    instructorDoes({ type: 'next', now: instructorLocal(T0 + s(20)) }, T0 + s(20));
    instructorDoes({ type: 'togglePlay', now: instructorLocal(T0 + s(30)), leadInSeconds: LIVE_LEAD_IN_SECONDS }, T0 + s(30));
    instructorDoes({ type: 'togglePlay', now: instructorLocal(T0 + s(40)), leadInSeconds: LIVE_LEAD_IN_SECONDS }, T0 + s(40));
    expect(log.map((a) => a.type)).toEqual(['start', 'next', 'pause', 'resume']);

    const at = T0 + s(47);
    const instructorSees = snapshotAt(timeline, state.timer, instructorLocal(at));
    const followerSees = followerSnapshot(timeline, log, followerLocal(at) + offsetEstimate);
    expect(followerSees).toEqual(instructorSees);
    expect(followerSees.block?.name).toBe('Lunges');
  });

  test('when the offset estimate is 2 s wrong, then the follower is 2 s off, no more (the error does not grow)', () => {
    const log = [act('start', T0), act('pause', T0 + s(20)), act('resume', T0 + s(25))];
    const right = followerSnapshot(timeline, log, T0 + s(60));
    const ahead = followerSnapshot(timeline, log, T0 + s(62));
    expect(ahead.totalElapsedMs - right.totalElapsedMs).toBe(s(2));
  });

  test('when moves are counted for the music, then pause and resume are not seeks', () => {
    expect(seeksIn([act('start', T0), act('pause', T0 + 1), act('resume', T0 + 2), act('next', T0 + 3)])).toBe(2);
  });
});

describe('instructor moves (player command → engine action)', () => {
  const stateAfter = (...actions: PlayerAction[]) => actions.reduce((st, a) => reducePlayer(exercises, st, a), initialPlayerState(5));
  test('when the play button is pressed while stopped, running and paused, then it is a start, a pause and a resume', () => {
    const idle = stateAfter();
    expect(engineActionOf(exercises, idle, { type: 'togglePlay', now: 0, leadInSeconds: 5 })).toEqual({ type: 'start' });
    const running = stateAfter({ type: 'togglePlay', now: 0, leadInSeconds: 5 });
    expect(engineActionOf(exercises, running, { type: 'togglePlay', now: 1000, leadInSeconds: 5 })).toEqual({ type: 'pause' });
    const paused = stateAfter({ type: 'togglePlay', now: 0, leadInSeconds: 5 }, { type: 'pause', now: 1000 });
    expect(engineActionOf(exercises, paused, { type: 'togglePlay', now: 2000, leadInSeconds: 5 })).toEqual({ type: 'resume' });
  });

  test('when a command changes nothing (next while stopped), then nothing is sent', () => {
    expect(engineActionOf(exercises, stateAfter(), { type: 'next', now: 0 })).toBeNull();
    expect(engineActionOf(exercises, stateAfter(), { type: 'stop', now: 0 })).toBeNull();
  });

  test('when the instructor jumps to a block, then the move carries the block index', () => {
    expect(engineActionOf(exercises, stateAfter(), { type: 'jump', now: 0, blockIndex: 2, leadInSeconds: 5 })).toEqual({ type: 'jump', blockIndex: 2 });
  });
});

describe('clock offset (NTP-style)', () => {
  test('when samples have different round trips, then the one with the shortest round trip gives the offset', () => {
    const offset = clockOffset([
      { sentMs: 0, serverMs: 5_300, receivedMs: 400 }, // slow: says 5100
      { sentMs: 1000, serverMs: 6_010, receivedMs: 1020 }, // fast: says 5000
      { sentMs: 2000, serverMs: 7_250, receivedMs: 2300 },
    ]);
    expect(offset).toBe(5000);
  });

  test('when no exchange worked, then there is no estimate', () => {
    expect(clockOffset([])).toBeNull();
  });

  test('when the server is 2 s ahead and one exchange fails, then the measured offset is 2 s', async () => {
    let local = 50_000;
    let call = 0;
    const ask = async () => {
      call += 1;
      if (call === 2) throw new Error('lost');
      local += 10 + call; // a little network time on the way…
      const serverMs = local + 2000;
      local += 10 + call; // …and as much on the way back
      return serverMs;
    };
    expect(await measureClockOffset(ask, () => local, 4)).toBe(2000);
  });
});

describe('a live class on the beat (issue 27, item 7)', () => {
  // Two blocks of continuous music (one uploaded track, no rest between) at 128 BPM, downbeat at 0.25 s.
  const TRACK = '/api/uploads/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
  const grid: TrackGrid = { bpm: 128, downbeatMs: 250 };
  const gridOf = Object.assign((url: string) => (url === TRACK ? grid : null), { crossfadeMs: 0 });
  const onTheBeat: Exercise[] = [
    { name: 'March', duration: 20, restTime: 0, musicType: 'upload', musicUrl: TRACK },
    { name: 'Step touch', duration: 20, restTime: 0, musicType: 'upload', musicUrl: TRACK },
  ];

  test("when a follower plans the class with the track's stored grid, then its plan is the instructor's, and the change sits on the track's downbeat, not where the seconds put it", () => {
    const instructor = timelineOf(workoutItems(onTheBeat, null), { leadInSeconds: LIVE_LEAD_IN_SECONDS }, gridOf);
    const follower = liveTimeline({ exercises: onTheBeat }, gridOf);
    expect(follower.workStartsMs).toEqual(instructor.workStartsMs);
    const plain = liveTimeline({ exercises: onTheBeat });
    const changeMs = follower.workStartsMs[1]!;
    expect(changeMs).not.toBe(plain.workStartsMs[1]);
    // The track starts with the first block; its downbeats fall every bar (4 beats) from 0.25 s.
    const sinceDownbeat = changeMs - follower.workStartsMs[0]! - grid.downbeatMs;
    const bar = 4 * beatLengthMs(grid.bpm);
    expect(Math.abs(sinceDownbeat - Math.round(sinceDownbeat / bar) * bar)).toBeLessThanOrEqual(0.5);
  });

  test('when the class runs, then a follower changes block at the instant the instructor does: on the beat', () => {
    const follower = liveTimeline({ exercises: onTheBeat }, gridOf);
    const changeMs = follower.workStartsMs[1]!;
    const log = [act('start', T0)];
    expect(followerSnapshot(follower, log, T0 + changeMs - 1).block?.name).toBe('March');
    expect(followerSnapshot(follower, log, T0 + changeMs).block?.name).toBe('Step touch');
  });
});
