import { randomBytes } from 'node:crypto';
import { uploadIdOf, type IdentityClaims, type ShareLink, type SharedWorkout } from '@blockbeat/contracts';
import { NotFoundError } from '@blockbeat/service-kit';
import type { WorkoutRecord, WorkoutRepository } from '../data';
import type { BrandingUseCases } from './branding';
import type { StoredFile, UploadUseCases } from './uploads';
import { uploadNotFound, workoutNotFound } from './errors';

/** 192 random bits (the bar is 128), URL-safe without escaping. */
const SHARE_TOKEN_BYTES = 24;

export interface SharingDeps {
  workouts: WorkoutRepository;
  uploads: UploadUseCases;
  branding: BrandingUseCases;
  /** The public origin, without a trailing slash. */
  baseUrl: string;
}

const sharedNotFound = () => new NotFoundError('Shared workout not found');

export function sharingUseCases({ workouts, uploads, branding, baseUrl }: SharingDeps) {
  async function findShared(token: string): Promise<WorkoutRecord & { shareToken: string }> {
    const workout = await workouts.findByShareToken(token);
    if (!workout?.shareToken) throw sharedNotFound();
    return { ...workout, shareToken: workout.shareToken };
  }

  return {
    /** Created once: every later call, concurrent or not, answers the same token. */
    async share(identity: IdentityClaims, id: string): Promise<ShareLink> {
      const candidate = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
      const shareToken = await workouts.shareOwned(identity.sub, id, candidate);
      if (!shareToken) throw workoutNotFound();
      return { shareUrl: `${baseUrl}/shared/${shareToken}`, shareToken };
    },

    /** For anyone holding the link: what the player needs, and the owner's branding, nothing else about them. */
    async get(token: string): Promise<SharedWorkout> {
      const workout = await findShared(token);
      const { id, name, description, notes, category, difficulty, exercises, totalDuration, shareToken } = workout;
      const ownerBranding = await branding.forShare(workout.userId, token);
      return { id, name, description, notes, category, difficulty, exercises, totalDuration, shareToken, branding: ownerBranding };
    },

    /** The shared workout's owner's logo. */
    async logo(token: string): Promise<StoredFile> {
      return branding.logo((await findShared(token)).userId);
    },

    /**
     * An upload a visitor may play: one the shared workout uses, and the workout owner's own
     * (naming someone else's upload id in a block does not publish it).
     */
    async music(token: string, uploadId: string): Promise<StoredFile> {
      const workout = await workouts.findByShareToken(token);
      const id = uploadId.toLowerCase();
      if (!workout?.exercises.some((e) => uploadIdOf(e.musicUrl) === id)) throw uploadNotFound();
      return uploads.file(workout.userId, id);
    },
  };
}

export type SharingUseCases = ReturnType<typeof sharingUseCases>;
