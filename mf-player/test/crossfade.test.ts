import type { Exercise } from '@blockbeat/contracts';
import { buildTimeline, type Timeline, type TimerItem } from '@blockbeat/timer-engine';
import { alignToBeat, type GridOf } from '../src/shared/player/beat/alignToBeat';
import { BEATS_PER_BAR, beatLengthMs, distanceToBeatMs, type TrackGrid } from '../src/shared/player/beat/beatGrid';
import { crossfadeAt, crossfadeGains, planCrossfades, tempoMatches } from '../src/shared/player/beat/crossfade';
import { musicAt } from '../src/shared/player/model/musicPlan';

const A = '/api/uploads/11111111-1111-4111-8111-111111111111';
const B = '/api/uploads/22222222-2222-4222-8222-222222222222';
const C = '/api/uploads/33333333-3333-4333-8333-333333333333';
const FADE_MS = 4000;

const block = (name: string, duration: number, musicUrl: string, extra: Partial<Exercise> = {}): Exercise => ({
  name,
  duration,
  restTime: 0,
  musicUrl,
  musicType: 'upload',
  ...extra,
});
const plan = (items: TimerItem<Exercise>[]) => buildTimeline(items, { leadInSeconds: 5 });
const gridsOf = (grids: Record<string, TrackGrid>, crossfadeMs = FADE_MS): GridOf => Object.assign((url: string) => grids[url] ?? null, { crossfadeMs });

/** The player's audio clock runs beside the plan from `audioStartS` (seconds, as Web Audio counts): an offset there, in ms. */
const onAudioClock = (audioStartS: number, offsetMs: number) => (audioStartS + offsetMs / 1000) * 1000;

describe('which changes crossfade', () => {
  test('when one upload hands over to a different one, then the fade starts at the change and lasts the chosen seconds', () => {
    const timeline = plan([block('Step', 20, A), block('Knee', 20, B)]);
    expect(planCrossfades(timeline, FADE_MS, null)).toEqual([
      { blockIndex: 1, fromKey: `0|${A}`, toKey: `1|${B}`, startMs: 25_000, endMs: 29_000, beatMatched: false },
    ]);
  });

  test('when the crossfade is 0, then every change cuts as before', () => {
    expect(planCrossfades(plan([block('Step', 20, A), block('Knee', 20, B)]), 0, null)).toEqual([]);
  });

  test('when either side is an embed (YouTube, Spotify, SoundCloud), then the change cuts: their audio cannot be mixed', () => {
    const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const spotify = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
    expect(planCrossfades(plan([block('Step', 20, youtube, { musicType: 'youtube' }), block('Knee', 20, B)]), FADE_MS, null)).toEqual([]);
    expect(planCrossfades(plan([block('Step', 20, A), block('Knee', 20, spotify, { musicType: 'spotify' })]), FADE_MS, null)).toEqual([]);
  });

  test('when the same track carries on (rest 0) or starts again after a rest, then there is no crossfade', () => {
    expect(planCrossfades(plan([block('Step', 20, A), block('Knee', 20, A)]), FADE_MS, null)).toEqual([]);
    expect(planCrossfades(plan([block('Step', 20, A, { restTime: 10 }), block('Knee', 20, A)]), FADE_MS, null)).toEqual([]);
  });

  test('when a block has no music or its rest has none, then there is nothing to fade from', () => {
    expect(planCrossfades(plan([block('Step', 20, ''), block('Knee', 20, B)]), FADE_MS, null)).toEqual([]);
    expect(planCrossfades(plan([block('Step', 20, A), block('Knee', 20, ''), block('Jack', 20, B)]), FADE_MS, null)).toEqual([]);
  });

  test('when the outgoing block rests, then its music plays through the rest and the fade starts at the next work', () => {
    const [fade] = planCrossfades(plan([block('Step', 20, A, { restTime: 10 }), block('Knee', 20, B)]), FADE_MS, null);
    expect(fade).toMatchObject({ startMs: 35_000, endMs: 39_000 });
  });

  test('when the incoming block is shorter than the fade, then the fade ends with its work, before the next change', () => {
    const [first] = planCrossfades(plan([block('Step', 20, A), block('Knee', 3, B), block('Jack', 20, C)]), 8000, null);
    expect(first).toMatchObject({ startMs: 25_000, endMs: 28_000 });
  });

  test('when the fade is under way, then it is found only between its start and its end, for its two tracks', () => {
    const fades = planCrossfades(plan([block('Step', 20, A), block('Knee', 20, B)]), FADE_MS, null);
    expect(crossfadeAt(fades, `0|${A}`, `1|${B}`, 25_000)).toBe(fades[0]);
    expect(crossfadeAt(fades, `0|${A}`, `1|${B}`, 28_999)).toBe(fades[0]);
    expect(crossfadeAt(fades, `0|${A}`, `1|${B}`, 29_000)).toBeNull();
    expect(crossfadeAt(fades, `0|${A}`, `1|${B}`, 24_999)).toBeNull();
    expect(crossfadeAt(fades, `1|${B}`, `0|${A}`, 26_000)).toBeNull();
  });
});

describe('the fade on a fake audio clock', () => {
  const [fade] = planCrossfades(plan([block('Step', 20, A), block('Knee', 20, B)]), FADE_MS, null);

  test('when the fade runs, then the outgoing goes from full to silent and the incoming from silent to full, at equal power', () => {
    expect(crossfadeGains(fade!, 25_000)).toEqual({ outgoing: 1, incoming: 0 });
    const middle = crossfadeGains(fade!, 27_000);
    expect(middle.outgoing).toBeCloseTo(Math.SQRT1_2, 9);
    expect(middle.incoming).toBeCloseTo(Math.SQRT1_2, 9);
    const end = crossfadeGains(fade!, 29_000);
    expect(end.outgoing).toBeCloseTo(0, 9);
    expect(end.incoming).toBe(1);
    for (let at = 24_000; at <= 30_000; at += 137) {
      const { outgoing, incoming } = crossfadeGains(fade!, at);
      expect(outgoing ** 2 + incoming ** 2).toBeCloseTo(1, 9);
    }
  });

  test('when the gains are read late or out of order (a busy tab), then each depends only on the offset read: no drift', () => {
    const audioStartS = 100.1234;
    const offsets = [25_000, 27_345, 26_000, 28_999.5, 27_345];
    const gains = offsets.map((at) => crossfadeGains(fade!, onAudioClock(audioStartS, at) - audioStartS * 1000));
    expect(gains[1]!.incoming).toBeCloseTo(gains[4]!.incoming, 9);
    expect(gains[0]!.incoming).toBeCloseTo(0, 9);
    expect(gains[3]!.outgoing).toBeLessThan(0.001);
  });
});

describe('beat-matched crossfades', () => {
  const outgoing: TrackGrid = { bpm: 125, downbeatMs: 347 };
  const incoming: TrackGrid = { bpm: 128, downbeatMs: 120 };
  const items = [block('Step', 20, A), block('Knee', 20, B)];

  test('when both tempos are known and within 8%, then the change moves so the incoming first "one" lands on an outgoing "one", within 5 ms on the audio clock', () => {
    const planned = plan(items);
    const aligned = alignToBeat(planned, gridsOf({ [A]: outgoing, [B]: incoming }));
    const change = aligned.workStartsMs[1]!;
    expect(change).toBeGreaterThanOrEqual(25_000);
    expect(change - 25_000).toBeLessThan(BEATS_PER_BAR * beatLengthMs(outgoing.bpm));
    const audioStartS = 100.1234;
    const trackStart = onAudioClock(audioStartS, aligned.workStartsMs[0]!);
    const incomingOne = onAudioClock(audioStartS, change + incoming.downbeatMs);
    expect(distanceToBeatMs({ ...outgoing, bpm: outgoing.bpm / BEATS_PER_BAR }, trackStart, incomingOne)).toBeLessThan(5);
    // The incoming track plays from its start at the change, so its position there is 0.
    expect(musicAt(aligned, change)).toMatchObject({ url: B, positionMs: 0 });
    expect(aligned.totalDurationMs).toBe(planned.totalDurationMs);
    expect(planCrossfades(aligned, FADE_MS, gridsOf({ [A]: outgoing, [B]: incoming }))[0]).toMatchObject({ startMs: change, endMs: change + FADE_MS, beatMatched: true });
  });

  test('when there is no crossfade, then a change between two tracks stays where planned', () => {
    expect(alignToBeat(plan(items), gridsOf({ [A]: outgoing, [B]: incoming }, 0)).workStartsMs[1]).toBe(25_000);
  });

  test('when the tempos differ by 8% exactly they match; by more they do not, and the change stays put', () => {
    expect(tempoMatches(outgoing, { bpm: 135, downbeatMs: 0 })).toBe(true);
    expect(tempoMatches(outgoing, { bpm: 115, downbeatMs: 0 })).toBe(true);
    expect(tempoMatches(outgoing, { bpm: 135.2, downbeatMs: 0 })).toBe(false);
    expect(tempoMatches(outgoing, { bpm: 114.8, downbeatMs: 0 })).toBe(false);
    const far = gridsOf({ [A]: outgoing, [B]: { bpm: 135.2, downbeatMs: 120 } });
    const aligned = alignToBeat(plan(items), far);
    expect(aligned.workStartsMs[1]).toBe(25_000);
    expect(planCrossfades(aligned, FADE_MS, far)[0]).toMatchObject({ startMs: 25_000, beatMatched: false });
  });

  test('when the tempos match but no beat fits before the incoming block would lose its last second, then the change stays and the fade is a plain one', () => {
    const short = [block('Step', 20, A), block('Knee', 1, B)];
    const grids = gridsOf({ [A]: outgoing, [B]: incoming });
    const aligned = alignToBeat(plan(short), grids);
    expect(aligned.workStartsMs[1]).toBe(25_000);
    expect(planCrossfades(aligned, FADE_MS, grids)[0]).toMatchObject({ startMs: 25_000, endMs: 26_000, beatMatched: false });
  });

  test('when the incoming track\'s first downbeat comes after the fade is over (a long intro), then there is nothing to match: the change stays', () => {
    const intro = gridsOf({ [A]: outgoing, [B]: { bpm: 126, downbeatMs: 9000 } });
    const aligned = alignToBeat(plan(items), intro);
    expect(aligned.workStartsMs[1]).toBe(25_000);
    expect(planCrossfades(aligned, FADE_MS, intro)[0]).toMatchObject({ beatMatched: false });
  });

  test('when one tempo is unknown, then the fade is not beat-matched and the change stays put', () => {
    const half = gridsOf({ [A]: outgoing });
    expect(alignToBeat(plan(items), half).workStartsMs[1]).toBe(25_000);
    expect(planCrossfades(plan(items), FADE_MS, half)[0]).toMatchObject({ beatMatched: false });
  });

  test('when the incoming track carries on into more blocks, then their changes land on its own beat from where it really started', () => {
    const aligned = alignToBeat(plan([block('Step', 20, A), block('Knee', 20, B), block('Jack', 15, B)]), gridsOf({ [A]: outgoing, [B]: incoming }));
    const entered = aligned.workStartsMs[1]!;
    expect(entered).not.toBe(25_000);
    expect(distanceToBeatMs(incoming, entered, aligned.workStartsMs[2]!)).toBeLessThan(0.5);
  });

  test('when two hours alternate two tracks of near tempi, then every change is beat-matched within 5 ms on the audio clock and the total is unchanged', () => {
    const grids: Record<string, TrackGrid> = { [A]: outgoing, [B]: incoming, [C]: { bpm: 121.3, downbeatMs: 910 } };
    const urls = [A, B, C];
    const items: TimerItem<Exercise>[] = Array.from({ length: 400 }, (_, i) => block(`B${i}`, 15 + (i % 4), urls[i % 3]!, { restTime: i % 5 === 0 ? 7 : 0 }));
    const planned: Timeline = plan(items);
    const aligned = alignToBeat(planned, gridsOf(grids));
    expect(aligned.totalDurationMs).toBe(planned.totalDurationMs);
    const audioStartS = 3_600.777;
    const off = aligned.workStartsMs.slice(1).map((change, k) => {
      const into = grids[urls[(k + 1) % 3]!]!;
      const from = grids[urls[k % 3]!]!;
      const fromStart = onAudioClock(audioStartS, aligned.workStartsMs[k]!);
      return distanceToBeatMs(from, fromStart, onAudioClock(audioStartS, change + into.downbeatMs));
    });
    expect(off).toHaveLength(399);
    expect(Math.max(...off)).toBeLessThan(5);
    // Each change moved later by less than a bar of the outgoing track, never earlier.
    aligned.workStartsMs.forEach((at, i) => {
      expect(at - planned.workStartsMs[i]!).toBeGreaterThanOrEqual(0);
      expect(at - planned.workStartsMs[i]!).toBeLessThan(BEATS_PER_BAR * beatLengthMs(121.3));
    });
  });
});
