import type { Exercise } from '@blockbeat/contracts';
import { buildTimeline, cuesBetween, type Timeline, type TimerItem } from '@blockbeat/timer-engine';
import { alignToBeat, MIN_ALIGNED_WORK_MS } from '../src/shared/player/beat/alignToBeat';
import { beatLengthMs, distanceToBeatMs, nextBeatAtOrAfter, nextDownbeatAtOrAfter, type TrackGrid } from '../src/shared/player/beat/beatGrid';
import { beatCountIns } from '../src/shared/player/beat/countIn';
import { planSounds } from '../src/shared/player/model/cueSounds';

const TRACK = '/api/uploads/11111111-1111-4111-8111-111111111111';
const OTHER = '/api/uploads/22222222-2222-4222-8222-222222222222';

/** A tick scheduler as the player's: samples every 150–250 ms, cues put on the audio clock 1.5 s ahead. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The work starts as the player puts their tones on a fake audio clock: both clocks run together
 * from `audioStartS` (the audio clock's reading when the run started), sampled with jitter, each
 * tone at `audioNow + (atMs − nowOffset) / 1000` as useCueAudio does. Returns audio-clock ms.
 */
function workStartsOnAudioClock(timeline: Timeline, audioStartS: number): Map<number, number> {
  const random = seeded(27);
  const starts = new Map<number, number>();
  let scheduledTo = 0;
  for (let now = 0; now < timeline.totalDurationMs; now += 150 + random() * 100) {
    const audioNow = audioStartS + now / 1000;
    for (const cue of cuesBetween(timeline, scheduledTo, now + 1500)) {
      if (cue.kind === 'phaseStart' && cue.phase === 'work') starts.set(cue.blockIndex, (audioNow + (cue.atMs - now) / 1000) * 1000);
    }
    scheduledTo = now + 1500;
  }
  return starts;
}

const block = (name: string, duration: number, extra: Partial<Exercise> = {}): Exercise => ({ name, duration, restTime: 0, musicUrl: TRACK, musicType: 'upload', ...extra });

describe('beat grid', () => {
  const grid: TrackGrid = { bpm: 128, downbeatMs: 250 };

  test('when a time is on a beat, then it is its own next beat, and the next one follows a beat later', () => {
    expect(nextBeatAtOrAfter(grid, 1000, 1250)).toBe(1250);
    expect(nextBeatAtOrAfter(grid, 1000, 1251)).toBeCloseTo(1250 + 468.75, 9);
    expect(nextDownbeatAtOrAfter(grid, 1000, 1251)).toBeCloseTo(1250 + 4 * 468.75, 9);
  });

  test('when a time falls before the first downbeat, then the pickup beats count (never a negative wait)', () => {
    const pickup = { bpm: 120, downbeatMs: 1300 };
    expect(nextBeatAtOrAfter(pickup, 0, 0)).toBeCloseTo(300, 9);
    expect(nextDownbeatAtOrAfter(pickup, 0, 0)).toBeCloseTo(1300, 9);
  });

  test('when the time is ten hours into the track, then the beat found is still within a microsecond of the grid', () => {
    const odd = { bpm: 127.37, downbeatMs: 347 };
    const at = nextBeatAtOrAfter(odd, 98_765.4321, 98_765.4321 + 36_000_000);
    expect(distanceToBeatMs(odd, 98_765.4321, at)).toBeLessThan(0.001);
    expect(beatLengthMs(odd.bpm)).toBeCloseTo(471.069, 3);
  });
});

describe('block changes on the beat', () => {
  const odd: TrackGrid = { bpm: 125, downbeatMs: 347 };
  const gridOf = (url: string) => (url === TRACK ? odd : null);

  test('when two hours of blocks share one track with no rest, then every change lands within 5 ms of a beat on the audio clock, and the total is unchanged', () => {
    // 15 s at 125 BPM is 31.25 counts: unaligned, the changes slide off the beat block by block.
    const items: TimerItem<Exercise>[] = Array.from({ length: 480 }, (_, i) => block(`B${i}`, 15 + (i % 3)));
    const planned = buildTimeline(items, { leadInSeconds: 5 });
    const aligned = alignToBeat(planned, gridOf);
    const audioStartS = 100.1234;
    const trackStartMs = (audioStartS + planned.workStartsMs[0]! / 1000) * 1000;

    const onAudio = workStartsOnAudioClock(aligned, audioStartS);
    const off = [...onAudio].filter(([i]) => i > 0).map(([, at]) => distanceToBeatMs(odd, trackStartMs, at));
    expect(off).toHaveLength(479);
    expect(Math.max(...off)).toBeLessThan(5);
    const before = [...workStartsOnAudioClock(planned, audioStartS)].filter(([i]) => i > 0).map(([, at]) => distanceToBeatMs(odd, trackStartMs, at));
    expect(Math.max(...before)).toBeGreaterThan(100);

    expect(aligned.totalDurationMs).toBe(planned.totalDurationMs);
    aligned.workStartsMs.forEach((start, i) => {
      expect(start).toBeGreaterThanOrEqual(planned.workStartsMs[i]!);
      expect(start - planned.workStartsMs[i]!).toBeLessThan(4 * beatLengthMs(odd.bpm));
    });
  });

  test('when a change moves, then the 3-2-1 and the new block tone move with it', () => {
    const aligned = alignToBeat(buildTimeline([block('A', 15), block('B', 15)], { leadInSeconds: 0 }), gridOf);
    const change = aligned.workStartsMs[1]!;
    // First "one" at or after 15 s: 347 ms + 8 bars of 1920 ms = 15 707 ms.
    expect(change).toBe(15_707);
    const cues = cuesBetween(aligned, 12_000, 16_000).map((c) => `${c.kind}@${c.atMs}`);
    expect(cues).toEqual(['countdown@12707', 'countdown@13707', 'countdown@14707', 'phaseStart@15707']);
    expect(aligned.phases.map((p) => [p.kind, p.startMs, p.endMs])).toEqual([
      ['work', 0, 15_707],
      ['work', 15_707, 30_000],
      ['done', 30_000, 30_000],
    ]);
  });

  test('when the music does not continue (a rest, another track, no tempo, a breathing hold), then the change stays where it was planned', () => {
    const cases: Exercise[][] = [
      [block('A', 15, { restTime: 5 }), block('B', 15)],
      [block('A', 15), block('B', 15, { musicUrl: OTHER })],
      [block('A', 15, { musicUrl: OTHER }), block('B', 15, { musicUrl: OTHER })],
      [block('A', 15), block('B', 15, { breathing: { breaths: 3, inhaleSec: 4, exhaleSec: 4 } })],
    ];
    for (const blocks of cases) {
      const planned = buildTimeline(blocks, { leadInSeconds: 0 });
      expect(alignToBeat(planned, gridOf)).toBe(planned);
    }
  });

  test('when the next "one" would leave a block less than a second, then the change goes to the next beat, or stays', () => {
    const slow: TrackGrid = { bpm: 60, downbeatMs: 0 };
    const toBeat = alignToBeat(buildTimeline([block('A', 2.2), block('B', 2), block('C', 1.5)], { leadInSeconds: 0 }), () => slow);
    // B planned at 2200: the next "one" is 4000 (leaves 200 ms), the next beat 3000 (leaves 1200 ms).
    expect(toBeat.workStartsMs[1]).toBe(3000);
    expect(4200 - 3000).toBeGreaterThanOrEqual(MIN_ALIGNED_WORK_MS);
    // C planned at 4200: the next "one" 8000 and the next beat 5000 are both past 5700 − 1000.
    expect(toBeat.workStartsMs[2]).toBe(4200);
  });

  test('when a round group and a side switch play on one track, then the changes between rounds and sides are on the beat too', () => {
    const items: TimerItem<Exercise>[] = [{ rounds: 3, blocks: [block('A', 15, { eachSide: true }), block('B', 20)] }];
    const planned = buildTimeline(items, { leadInSeconds: 0 });
    const aligned = alignToBeat(planned, gridOf);
    expect(aligned.blocks).toHaveLength(9);
    aligned.workStartsMs.slice(1).forEach((start) => expect(distanceToBeatMs(odd, 0, start)).toBeLessThanOrEqual(0.5));
    expect(aligned.cues.filter((c) => c.kind === 'switchSides').map((c) => c.atMs)).toEqual([aligned.workStartsMs[1], aligned.workStartsMs[4], aligned.workStartsMs[7]]);
  });
});

describe('count-in on the beat', () => {
  const grid: TrackGrid = { bpm: 120, downbeatMs: 0 };
  const block = (name: string, duration: number): Exercise => ({ name, duration, restTime: 0, musicUrl: TRACK, musicType: 'upload' });

  test('when a change sits on the beat, then its count-in is the last 4 beats before it; a change left off the beat keeps its seconds', () => {
    // Bars of 2 s from 0: B, planned at 15 s, moves to the "one" at 16 s; C (1.2 s at 30.2 s) is too short to move.
    const aligned = alignToBeat(buildTimeline([block('A', 15), block('B', 15.2), block('C', 1.2)], { leadInSeconds: 0 }), () => grid);
    expect(aligned.workStartsMs).toEqual([0, 16_000, 30_200]);
    expect(beatCountIns(aligned, () => grid)).toEqual([{ changeMs: 16_000, beatsMs: [14_000, 14_500, 15_000, 15_500] }]);
    const sounds = planSounds(aligned, { profile: 'standard', halfwayCue: false, breathSounds: false, countIns: beatCountIns(aligned, () => grid) });
    const beeps = sounds.filter((s) => s.sound.frequencyHz === 880).map((s) => s.atMs);
    // B's count-in on the beat; C's change keeps B's 3-2-1 in seconds; of the end's, only 1 falls inside C.
    expect(beeps).toEqual([14_000, 14_500, 15_000, 15_500, 27_200, 28_200, 29_200, 30_400]);
  });
});
