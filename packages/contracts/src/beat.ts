/**
 * Tempo and beat grid of an uploaded track (issue 27). Found once when the audio is uploaded and
 * stored with the upload, so the player, the builder, an import and a shared page never analyse
 * again; the owner may correct it by tapping (source 'tap'), which a re-analysis never overwrites.
 *
 * Routes:
 * - GET  /api/uploads/:id/beat                  → BeatGrid (the owner)
 * - PUT  /api/uploads/:id/beat   BeatTapInput   → BeatGrid, source 'tap' (the owner, with access)
 * - GET  /api/shared/:token/uploads/:id/beat    → BeatGrid (anyone holding the share link)
 * - GET  /api/uploads and POST /api/uploads answers carry `beat` for each audio file.
 */
export type BeatStatus = 'pending' | 'found' | 'none' | 'failed';

export interface BeatGrid {
  status: BeatStatus;
  /** Beats per minute (two decimals); null unless status is 'found'. */
  bpm: number | null;
  /** Time of the first downbeat ("the one") from the start of the file, in milliseconds. */
  downbeatMs: number | null;
  /** How sure the analysis is, 0–1; a tap is 1. */
  confidence: number | null;
  source: 'analysis' | 'tap';
  /** The analyser that produced it: a newer analyser re-analyses older rows in a job. */
  analyserVersion: number;
  /** What the user reads when no tempo is known or it is uncertain; null when there is nothing to say. */
  message: string | null;
}

/** Body of PUT /api/uploads/:id/beat: a tapped tempo and a nudged downbeat. */
export interface BeatTapInput {
  bpm: number;
  downbeatMs: number;
}

export const BPM_MIN = 40;
export const BPM_MAX = 240;
/** The latest first downbeat a tap may set: 10 minutes, longer than any track's intro. */
export const DOWNBEAT_MAX_MS = 10 * 60 * 1000;
/** Below this the player and the builder say the tempo is uncertain and ask for a tap. */
export const BEAT_LOW_CONFIDENCE = 0.5;
/** Taps needed before a tapped tempo is taken. */
export const TAP_MIN_TAPS = 8;
/** One press of "earlier"/"later" moves the downbeat this much. */
export const NUDGE_STEP_MS = 10;
/** Phrase lengths "Fit to the beat" offers, in counts (one count = one beat). */
export const PHRASE_COUNTS = [8, 16, 32] as const;

export const BEAT_MESSAGES = {
  none: 'No steady beat found: tap the tempo',
  failed: 'This file could not be read for its beat: tap the tempo',
  pending: 'Finding the tempo…',
  uncertain: 'Tempo uncertain: tap to confirm',
  embed: 'YouTube, Spotify and SoundCloud give no access to their audio: tap the tempo',
  bpmRange: `Tempo must be between ${BPM_MIN} and ${BPM_MAX} BPM`,
  downbeatRange: 'The first downbeat must be between 0 and 10 minutes into the track',
} as const;

/** "128 BPM" (whole beats; the grid keeps the decimals). */
export function formatBpm(bpm: number): string {
  return `${Math.round(bpm)} BPM`;
}

/** Seconds that `counts` beats last at `bpm`. */
export function countsToSeconds(counts: number, bpm: number): number {
  return (counts * 60) / bpm;
}

/** Beats in `seconds` at `bpm` (fractional). */
export function secondsToCounts(seconds: number, bpm: number): number {
  return (seconds * bpm) / 60;
}

/** A known tempo the player and builder may rely on: found or tapped, and sure enough. */
export function usableBpm(grid: BeatGrid | null | undefined): number | null {
  if (!grid || grid.bpm === null || grid.status !== 'found') return null;
  return grid.source === 'tap' || (grid.confidence ?? 0) >= BEAT_LOW_CONFIDENCE ? grid.bpm : null;
}
