import {
  BLOCK_COLORS,
  LIMITS,
  spotifyTemplateName,
  spotifyTrackId,
  spotifyTrackSeconds,
  type Exercise,
  type ExerciseTemplateInput,
  type IdentityClaims,
  type SpotifyFillRequest,
  type SpotifyFillResult,
  type SpotifyTemplatesResult,
  type SpotifyTrack,
} from '@blockbeat/contracts';
import type { TemplateRepository } from '../../templates';
import type { WorkoutRepository } from '../../workouts';
import { workoutNotFound } from '../../shared/errors';
import { workoutContent } from '../../workouts';
import type { SpotifyPlaylists } from './spotify-playlists';

/** A workout's most blocks (contracts workoutInputSchema). */
const MAX_BLOCKS = 500;

const colourAt = (i: number) => BLOCK_COLORS[i % BLOCK_COLORS.length]!;

function trackTemplate(track: SpotifyTrack, colour: number): ExerciseTemplateInput {
  return {
    name: spotifyTemplateName(track, LIMITS.workoutNameMax),
    duration: LIMITS.defaultDuration,
    restTime: LIMITS.defaultRest,
    notes: '',
    musicType: 'spotify',
    musicUrl: track.url,
    blockColor: colourAt(colour),
  };
}

function trackBlock(track: SpotifyTrack, matchTrackLength: boolean, position: number): Exercise {
  const block = trackTemplate(track, position);
  return matchTrackLength ? { ...block, duration: spotifyTrackSeconds(track.durationMs) } : block;
}

/** Playlist sync: every track read first, then one transaction writes everything or nothing. */
export function spotifySync({ playlists, templates, workouts }: { playlists: SpotifyPlaylists; templates: TemplateRepository; workouts: WorkoutRepository }) {
  return {
    /**
     * One template per track (all of them, or the chosen ones), in playlist order with the eight
     * colours in turn; a track already in the library, or twice in the playlist, is skipped.
     */
    async createTemplates(identity: IdentityClaims, playlistId: string, trackIds?: string[]): Promise<SpotifyTemplatesResult> {
      const all = await playlists.allTracks(identity, playlistId);
      const wanted = trackIds && new Set(trackIds);
      const chosen = wanted ? all.filter((track) => wanted.has(track.id)) : all;
      const created = await templates.addSpotifyTemplates(identity.sub, (spotifyUrls) => {
        const inLibrary = new Set(spotifyUrls.map(spotifyTrackId));
        const fresh = new Map(chosen.filter((track) => !inLibrary.has(track.id)).map((track) => [track.id, track]));
        return [...fresh.values()].map((track, i) => trackTemplate(track, i));
      });
      return { created, skipped: chosen.length - created };
    },

    /**
     * The workout's blocks get the tracks in order (their names stay); with addBlocks, a block per
     * remaining track up to the workout's limit; with matchTrackLength, each filled or added
     * block lasts its track's length clamped to 5–600 s.
     */
    async fillWorkout(identity: IdentityClaims, playlistId: string, { workoutId, addBlocks, matchTrackLength }: SpotifyFillRequest): Promise<SpotifyFillResult> {
      if (!(await workouts.findOwned(identity.sub, workoutId))) throw workoutNotFound();
      const tracks = await playlists.allTracks(identity, playlistId);
      let result: SpotifyFillResult = { filled: 0, tracksLeft: 0, added: 0 };
      const changed = await workouts.changeOwned(identity.sub, workoutId, (current) => {
        const blocks = current.exercises;
        const filled = Math.min(blocks.length, tracks.length);
        const exercises = blocks.map((block, i): Exercise => {
          const track = tracks[i];
          if (!track) return block;
          return { ...block, musicType: 'spotify', musicUrl: track.url, ...(matchTrackLength && { duration: spotifyTrackSeconds(track.durationMs) }) };
        });
        const remaining = tracks.slice(filled);
        const toAdd = addBlocks ? remaining.slice(0, Math.max(0, MAX_BLOCKS - blocks.length)) : [];
        exercises.push(...toAdd.map((track, j) => trackBlock(track, matchTrackLength, blocks.length + j)));
        result = { filled, added: toAdd.length, tracksLeft: remaining.length - toAdd.length };
        return workoutContent({ ...current, exercises });
      });
      if (!changed) throw workoutNotFound();
      return result;
    },
  };
}

export type SpotifySync = ReturnType<typeof spotifySync>;
