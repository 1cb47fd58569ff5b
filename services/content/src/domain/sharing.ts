import { randomBytes } from 'node:crypto';
import { uploadIdOf, type IdentityClaims, type ShareLink, type SharedWorkout } from '@blockbeat/contracts';
import { NotFoundError } from '@blockbeat/service-kit';
import type { WorkoutRepository } from '../data';
import type { AudioFile, UploadUseCases } from './uploads';
import { uploadNotFound, workoutNotFound } from './errors';

/** 192 random bits (the bar is 128), URL-safe without escaping. */
const SHARE_TOKEN_BYTES = 24;

export interface SharingDeps {
  workouts: WorkoutRepository;
  uploads: UploadUseCases;
  /** The public origin, without a trailing slash. */
  baseUrl: string;
}

const sharedNotFound = () => new NotFoundError('Shared workout not found');

export function sharingUseCases({ workouts, uploads, baseUrl }: SharingDeps) {
  return {
    /** Created once: every later call, concurrent or not, answers the same token. */
    async share(identity: IdentityClaims, id: string): Promise<ShareLink> {
      const candidate = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
      const shareToken = await workouts.shareOwned(identity.sub, id, candidate);
      if (!shareToken) throw workoutNotFound();
      return { shareUrl: `${baseUrl}/shared/${shareToken}`, shareToken };
    },

    /** For anyone holding the link: what the player needs, nothing about the owner. */
    async get(token: string): Promise<SharedWorkout> {
      const workout = await workouts.findByShareToken(token);
      if (!workout?.shareToken) throw sharedNotFound();
      const { id, name, description, notes, category, difficulty, exercises, totalDuration, shareToken } = workout;
      return { id, name, description, notes, category, difficulty, exercises, totalDuration, shareToken };
    },

    /**
     * An upload a visitor may play: one the shared workout uses, and the workout owner's own
     * (naming someone else's upload id in a block does not publish it).
     */
    async music(token: string, uploadId: string): Promise<AudioFile> {
      const workout = await workouts.findByShareToken(token);
      const id = uploadId.toLowerCase();
      if (!workout?.exercises.some((e) => uploadIdOf(e.musicUrl) === id)) throw uploadNotFound();
      return uploads.file(workout.userId, id);
    },
  };
}

export type SharingUseCases = ReturnType<typeof sharingUseCases>;
