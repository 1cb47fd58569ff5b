import type { Timeline } from '@blockbeat/timer-engine';
import { musicAt } from '../model/musicPlan';
import { distanceToBeatMs, nextBeatAtOrAfter, nextDownbeatAtOrAfter, type TrackGrid } from './beatGrid';

/** Two tempos are beat-matched when the incoming one is within this share of the outgoing one. */
export const BEAT_MATCH_TOLERANCE = 0.08;

/** A change put on the beat is within half a ms of it (whole ms on the plan). */
const ON_GRID_MS = 1;

/** One change of block where the outgoing upload fades out under the incoming one. */
export interface Crossfade {
  /** The played block the change leads into. */
  blockIndex: number;
  /** The tracks' keys (musicAt): the outgoing one is kept playing past the change until `endMs`. */
  fromKey: string;
  toKey: string;
  /** The change (timeline offset, ms): both tracks play from here, the incoming from its start. */
  startMs: number;
  endMs: number;
  /** Both tempos known and within ±8%, and the change where the incoming's first "one" lands on an outgoing beat (alignToBeat put it there). */
  beatMatched: boolean;
}

/** Whether two tracks can be mixed on the beat: the incoming tempo within ±8% of the outgoing one. */
export function tempoMatches(outgoing: TrackGrid, incoming: TrackGrid): boolean {
  return Math.abs(incoming.bpm / outgoing.bpm - 1) <= BEAT_MATCH_TOLERANCE + 1e-9;
}

/** Tempos that match, and the incoming's first downbeat heard before the outgoing has faded out. */
function matchable(outgoing: TrackGrid, incoming: TrackGrid, fadeMs: number): boolean {
  return tempoMatches(outgoing, incoming) && incoming.downbeatMs < fadeMs;
}

interface Handover {
  fromKey: string;
  toKey: string;
  fromUrl: string;
  toUrl: string;
  /** Where the outgoing track's position 0 falls on this plan's timeline. */
  fromOriginMs: number;
}

/**
 * The change into played block i when it hands one uploaded track over to a different one: the
 * outgoing track plays right up to the change (the block before's work or rest, no side switch
 * in between) and the incoming starts there. Embeds (YouTube, Spotify, SoundCloud) give no access
 * to their audio and cannot play two at once, so they never qualify; nor does a track that
 * carries on (same key) or starts again (same URL).
 */
function handoverInto(timeline: Timeline, i: number): Handover | null {
  const change = timeline.workStartsMs[i];
  if (i < 1 || change === undefined) return null;
  const before = musicAt(timeline, change - 1);
  const after = musicAt(timeline, change);
  if (!before || !after || before.type !== 'upload' || after.type !== 'upload' || before.url === after.url) return null;
  return { fromKey: before.key, toKey: after.key, fromUrl: before.url, toUrl: after.url, fromOriginMs: change - 1 - before.positionMs };
}

/**
 * Where a beat-matched change into block i goes (whole ms, on the timeline): the incoming track
 * starts from its beginning, so its first downbeat plays `downbeatMs` after the change; the change
 * is put where that downbeat lands on the outgoing track's next "one", else its next beat, at or
 * after the planned change and no later than `latestMs`; only when that downbeat comes while the
 * outgoing still sounds (within the fade), else there is nothing to match. The outgoing track started (position 0)
 * at `fromOriginMs` on the timeline. Null: not a beat-matched handover, or no beat fits. Each line
 * is computed from the outgoing track's start (beatGrid), never added up, so nothing drifts.
 */
export function beatMatchedChange(
  timeline: Timeline,
  i: number,
  gridOf: (url: string) => TrackGrid | null,
  { fromOriginMs, latestMs, fadeMs }: { fromOriginMs: number; latestMs: number; fadeMs: number },
): number | null {
  const handover = handoverInto(timeline, i);
  if (!handover) return null;
  const outgoing = gridOf(handover.fromUrl);
  const incoming = gridOf(handover.toUrl);
  if (!outgoing || !incoming || !matchable(outgoing, incoming, fadeMs)) return null;
  const planned = timeline.workStartsMs[i]!;
  const landing = planned + incoming.downbeatMs;
  const candidates = [nextDownbeatAtOrAfter(outgoing, fromOriginMs, landing), nextBeatAtOrAfter(outgoing, fromOriginMs, landing)].map((beat) =>
    Math.round(beat - incoming.downbeatMs),
  );
  return candidates.find((at) => at <= latestMs) ?? null;
}

/** The fade into block i: the chosen length, cut short to the block's work so it never reaches the next change. */
export function fadeLengthMs(timeline: Timeline, i: number, crossfadeMs: number): number {
  return Math.min(crossfadeMs, timeline.steps[i]!.workMs);
}

/**
 * The crossfades of a plan: at each handover between two different uploads, `crossfadeMs` from
 * the change, cut short to the incoming block's work so a fade never reaches the change after it.
 * `gridOf` says which are beat-matched (the plan, alignToBeat, already put those changes on the beat).
 */
export function planCrossfades(timeline: Timeline, crossfadeMs: number, gridOf: ((url: string) => TrackGrid | null) | null): Crossfade[] {
  if (!(crossfadeMs > 0)) return [];
  const fades: Crossfade[] = [];
  for (let i = 1; i < timeline.blocks.length; i += 1) {
    const handover = handoverInto(timeline, i);
    if (!handover) continue;
    const startMs = timeline.workStartsMs[i]!;
    const length = fadeLengthMs(timeline, i, crossfadeMs);
    const outgoing = gridOf?.(handover.fromUrl);
    const incoming = gridOf?.(handover.toUrl);
    const beatMatched =
      !!outgoing && !!incoming && matchable(outgoing, incoming, length) && distanceToBeatMs(outgoing, handover.fromOriginMs, startMs + incoming.downbeatMs) < ON_GRID_MS;
    fades.push({ blockIndex: i, fromKey: handover.fromKey, toKey: handover.toKey, startMs, endMs: startMs + length, beatMatched });
  }
  return fades;
}

/** The crossfade under way at this offset from `fromKey` into `toKey`, if any. */
export function crossfadeAt(fades: readonly Crossfade[], fromKey: string, toKey: string, offsetMs: number): Crossfade | null {
  return fades.find((f) => f.fromKey === fromKey && f.toKey === toKey && offsetMs >= f.startMs && offsetMs < f.endMs) ?? null;
}

/**
 * The two tracks' gains (0..1) at this offset: an equal-power curve (cos/sin), so two unrelated
 * tracks keep the loudness of one through the fade instead of dipping in the middle. Computed
 * from the offset each time, never stepped, so a late or skipped update cannot drift the fade.
 */
export function crossfadeGains(fade: Crossfade, offsetMs: number): { outgoing: number; incoming: number } {
  const length = fade.endMs - fade.startMs;
  const p = length <= 0 ? 1 : Math.min(1, Math.max(0, (offsetMs - fade.startMs) / length));
  return { outgoing: Math.cos((p * Math.PI) / 2), incoming: Math.sin((p * Math.PI) / 2) };
}
