/** What scheduling needs of a track's beat grid (contracts' BeatGrid once a tempo is usable). */
export interface TrackGrid {
  bpm: number;
  /** The first downbeat ("the one"), from the start of the file, in ms. */
  downbeatMs: number;
}

/** Beats in a bar: "the one" comes every 4 counts. */
export const BEATS_PER_BAR = 4;

/** A hair of slack so a time already on a beat (up to float error) counts as on it. */
const ON_BEAT_EPSILON_MS = 1e-6;

export function beatLengthMs(bpm: number): number {
  return 60_000 / bpm;
}

/**
 * The first grid line at or after `atMs` with lines every `stepBeats` beats from the downbeat,
 * on whatever clock `trackStartMs` and `atMs` share (a timeline offset, or the audio clock in
 * ms). Computed from the track's start each time, never by adding beats up, so nothing drifts
 * however far into the track the time is. Lines before the first downbeat (a pickup) count too.
 */
function nextLine(grid: TrackGrid, trackStartMs: number, atMs: number, stepBeats: number): number {
  const step = beatLengthMs(grid.bpm) * stepBeats;
  const first = trackStartMs + grid.downbeatMs;
  const k = Math.ceil((atMs - first - ON_BEAT_EPSILON_MS) / step);
  return first + k * step;
}

/** The next beat at or after `atMs`, for a track that started (position 0) at `trackStartMs`. */
export function nextBeatAtOrAfter(grid: TrackGrid, trackStartMs: number, atMs: number): number {
  return nextLine(grid, trackStartMs, atMs, 1);
}

/** The next downbeat of a bar ("the one") at or after `atMs`. */
export function nextDownbeatAtOrAfter(grid: TrackGrid, trackStartMs: number, atMs: number): number {
  return nextLine(grid, trackStartMs, atMs, BEATS_PER_BAR);
}

/** How far `atMs` is from the nearest beat, in ms (0 on a beat): what the tests measure. */
export function distanceToBeatMs(grid: TrackGrid, trackStartMs: number, atMs: number): number {
  const beat = beatLengthMs(grid.bpm);
  const from = (atMs - trackStartMs - grid.downbeatMs) / beat;
  return Math.abs(from - Math.round(from)) * beat;
}
