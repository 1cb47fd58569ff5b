import { randomBytes } from 'node:crypto';
import { demoUploadIds, sharedMusicUrl, uploadIdOf, type BeatGrid, type Exercise, type IdentityClaims, type ShareLink, type ShareState, type SharedWorkout } from '@blockbeat/contracts';
import { NotFoundError } from '@blockbeat/service-kit';
import type { WorkoutRecord, WorkoutRepository } from '../../workouts';
import type { BrandingUseCases } from '../../branding';
import type { BeatUseCases, StoredFile, UploadUseCases } from '../../uploads';
import { uploadNotFound, workoutNotFound } from '../../shared/errors';

/** 192 random bits (the bar is 128), URL-safe without escaping. */
const SHARE_TOKEN_BYTES = 24;

export interface SharingDeps {
  workouts: WorkoutRepository;
  uploads: UploadUseCases;
  beats: BeatUseCases;
  branding: BrandingUseCases;
  /** The public origin, without a trailing slash. */
  baseUrl: string;
}

const sharedNotFound = () => new NotFoundError('Shared workout not found');

export function sharingUseCases({ workouts, uploads, beats, branding, baseUrl }: SharingDeps) {
  async function findShared(token: string): Promise<WorkoutRecord & { shareToken: string }> {
    const workout = await workouts.findByShareToken(token);
    if (!workout?.shareToken) throw sharedNotFound();
    return { ...workout, shareToken: workout.shareToken };
  }

  const shareUrlOf = (shareToken: string) => `${baseUrl}/shared/${shareToken}`;

  /** An upload the shared workout uses, and its owner; anything else is not found. */
  async function sharedUpload(token: string, uploadId: string): Promise<{ ownerId: string; id: string }> {
    const workout = await workouts.findByShareToken(token);
    const id = uploadId.toLowerCase();
    if (!workout || !usedUploadIds(workout.exercises).has(id)) throw uploadNotFound();
    return { ownerId: workout.userId, id };
  }

  return {
    /** Created once: every later call, concurrent or not, answers the same token. */
    async share(identity: IdentityClaims, id: string): Promise<ShareLink> {
      const candidate = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
      const shareToken = await workouts.shareOwned(identity.sub, id, candidate);
      if (!shareToken) throw workoutNotFound();
      return { shareUrl: shareUrlOf(shareToken), shareToken };
    },

    /** Whether the caller's workout is shared, and its link when it is; creates nothing. */
    async state(identity: IdentityClaims, id: string): Promise<ShareState> {
      const found = await workouts.findOwnedShareToken(identity.sub, id);
      if (!found) throw workoutNotFound();
      return { shared: found.shareToken !== null, shareUrl: found.shareToken && shareUrlOf(found.shareToken) };
    },

    /** For anyone holding the link: what the player needs, and the owner's branding, nothing else about them. */
    async get(token: string): Promise<SharedWorkout> {
      const workout = await findShared(token);
      const { id, name, description, notes, category, difficulty, groups, sound, totalDuration, shareToken } = workout;
      const exercises = workout.exercises.map((e) => withSharedDemo(shareToken, e));
      const ownerBranding = await branding.forShare(workout.userId, token);
      return { id, name, description, notes, category, difficulty, exercises, groups, sound, totalDuration, shareToken, branding: ownerBranding };
    },

    /** The shared workout's owner's logo. */
    async logo(token: string): Promise<StoredFile> {
      return branding.logo((await findShared(token)).userId);
    },

    /**
     * An upload a visitor may fetch: music or a demo image the shared workout uses, and the
     * workout owner's own (naming someone else's upload id in a block does not publish it).
     */
    async upload(token: string, uploadId: string): Promise<StoredFile> {
      const { ownerId, id } = await sharedUpload(token, uploadId);
      return uploads.file(ownerId, id);
    },

    /** The tempo and downbeat of a track the shared workout uses, on the same terms as the file. */
    async uploadBeat(token: string, uploadId: string): Promise<BeatGrid> {
      const { ownerId, id } = await sharedUpload(token, uploadId);
      return beats.get(ownerId, id);
    },
  };
}

/** Uploads are private to their owner: a visitor's player fetches a demo image through the share, as it does music. */
function withSharedDemo(shareToken: string, exercise: Exercise): Exercise {
  const { demo } = exercise;
  if (demo?.type !== 'image') return exercise;
  return { ...exercise, demo: { ...demo, url: sharedMusicUrl(shareToken, demo.url) } };
}

/** The uploads a workout's blocks use: their music and their demo images. */
export function usedUploadIds(exercises: readonly Exercise[]): Set<string> {
  const music = exercises.map((e) => uploadIdOf(e.musicUrl)).filter((id): id is string => id !== null);
  return new Set([...music, ...demoUploadIds(exercises)]);
}

export type SharingUseCases = ReturnType<typeof sharingUseCases>;
