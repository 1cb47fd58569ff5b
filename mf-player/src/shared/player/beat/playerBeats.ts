import type { BeatGrid, BeatTapInput } from '@blockbeat/contracts';

/**
 * The tracks' beat grids a player plays with, and how a tapped tempo is kept: given by the page
 * (the app's pages read them with react-query; the visitor's page, which has none, gives none).
 */
export interface PlayerBeats {
  /** By music URL (trimmed). */
  grids: ReadonlyMap<string, BeatGrid>;
  /** The owner's: keeps a tapped tempo with the upload. Absent: a tap is used on the screen only. */
  save?: (musicUrl: string, input: BeatTapInput) => void;
  saving?: boolean;
}

export const NO_BEATS: PlayerBeats = { grids: new Map() };
