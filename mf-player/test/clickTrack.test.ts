import type { Exercise } from '@blockbeat/contracts';
import { buildTimeline } from '@blockbeat/timer-engine';
import { distanceToBeatMs } from '../src/shared/player/beat/beatGrid';
import { CLICK_SOUNDS, planClicks } from '../src/shared/player/beat/clickTrack';
import { planSounds, soundsBetween, mergeSounds } from '../src/shared/player/model/cueSounds';

const TRACK = '/api/uploads/11111111-1111-4111-8111-111111111111';
const plain = (name: string, duration: number, restTime = 0): Exercise => ({ name, duration, restTime });

describe('click track', () => {
  test('when a block has no music, then it clicks every beat through its work and rest, "the one" accented, from its first instant', () => {
    const timeline = buildTimeline([plain('A', 4, 2)], { leadInSeconds: 5 });
    const clicks = planClicks(timeline, 120);
    expect(clicks.map((c) => c.atMs)).toEqual(Array.from({ length: 12 }, (_, k) => 5000 + k * 500));
    expect(clicks.map((c) => (c.sound === CLICK_SOUNDS.accent ? 'ONE' : 'beat'))).toEqual(['ONE', 'beat', 'beat', 'beat', 'ONE', 'beat', 'beat', 'beat', 'ONE', 'beat', 'beat', 'beat']);
  });

  test('when a block has music, or the tempo is off or out of range, then it does not click', () => {
    const timeline = buildTimeline([{ ...plain('A', 10), musicUrl: TRACK, musicType: 'upload' }, plain('B', 2)], { leadInSeconds: 0 });
    expect(planClicks(timeline, 60).map((c) => c.atMs)).toEqual([10_000, 11_000]);
    expect(planClicks(timeline, 0)).toEqual([]);
    expect(planClicks(timeline, 500)).toEqual([]);
  });

  test('when a silent block carries its own tempo, then it clicks at it even with the player click track off; the others keep the setting', () => {
    const timeline = buildTimeline([{ ...plain('March', 2), clickBpm: 90 }, plain('Walk', 2), { ...plain('Song', 2), musicUrl: TRACK, musicType: 'upload', clickBpm: 90 }], {
      leadInSeconds: 0,
    });
    const beat90 = 60_000 / 90;
    expect(planClicks(timeline, 0).map((c) => c.atMs)).toEqual([0, 1, 2].map((k) => k * beat90));
    expect(planClicks(timeline, 60).map((c) => c.atMs)).toEqual([0, beat90, 2 * beat90, 2000, 3000]);
    expect(planClicks(buildTimeline([{ ...plain('March', 2), clickBpm: 300 }], { leadInSeconds: 0 }), 60)).toEqual([]);
  });

  test('when an hour of silent blocks clicks at 127 BPM, then every click is still on the grid of its block (no drift), and each block opens on an accent', () => {
    const blocks = Array.from({ length: 120 }, (_, i) => plain(`B${i}`, 30));
    const timeline = buildTimeline(blocks, { leadInSeconds: 0 });
    const clicks = planClicks(timeline, 127);
    const last = clicks.filter((c) => c.atMs >= timeline.workStartsMs[119]!);
    expect(Math.max(...last.map((c) => distanceToBeatMs({ bpm: 127, downbeatMs: 0 }, timeline.workStartsMs[119]!, c.atMs)))).toBeLessThan(1e-6);
    timeline.workStartsMs.forEach((start) => expect(clicks.find((c) => c.atMs === start)?.sound).toBe(CLICK_SOUNDS.accent));
    expect(clicks.length).toBe(120 * Math.ceil(30 / (60 / 127)));
  });

  test('when the clicks join the workout tones, then a window of the merged plan holds both, in time order, each once', () => {
    const timeline = buildTimeline([plain('A', 4)], { leadInSeconds: 0 });
    const plan = mergeSounds(planSounds(timeline, { profile: 'standard', halfwayCue: false, breathSounds: false }), planClicks(timeline, 60));
    const windows = [soundsBetween(plan, 0, 1500), soundsBetween(plan, 1500, 3000), soundsBetween(plan, 3000, 4500)].flat();
    expect(windows).toEqual(plan);
    expect(windows.map((s) => s.atMs)).toEqual([0, 0, 1000, 1000, 2000, 2000, 3000, 3000, 4000]);
  });

  test('when the 8-count voice is on, then each beat says its count from "one" at the block\'s start, 1 to 8 and again, never longer than a beat, its tick kept as fallback', () => {
    // 12 s at 120 BPM and 3 s of rest at 180 BPM (its own tempo).
    const timeline = buildTimeline([plain('March', 10, 2), { ...plain('Step touch', 3), clickBpm: 180 }], { leadInSeconds: 0 });
    const clicks = planClicks(timeline, 120, { voice: true });
    const march = clicks.filter((c) => c.atMs < 12_000);
    expect(march.map((c) => c.atMs)).toEqual(Array.from({ length: 24 }, (_, k) => k * 500));
    expect(march.map((c) => ('count' in c.sound ? c.sound.count : null))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]);
    const stepTouch = clicks.filter((c) => c.atMs >= 12_000);
    expect(stepTouch[0]).toMatchObject({ atMs: 12_000, sound: { count: 1, fallback: CLICK_SOUNDS.accent } });
    expect(stepTouch[1]).toMatchObject({ sound: { count: 2, fallback: CLICK_SOUNDS.beat } });
    // 180 BPM: a beat is 333 ms, so each word is cut at 95% of it; at 120 BPM the whole 400 ms slot fits.
    expect(stepTouch[0]!.sound).toMatchObject({ durationS: expect.closeTo(0.3167, 3) });
    expect(march[0]!.sound).toMatchObject({ durationS: 0.4 });
    expect(planClicks(timeline, 120).every((c) => !('count' in c.sound))).toBe(true);
  });
});
