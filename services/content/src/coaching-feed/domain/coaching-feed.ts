import type { CoachingWorkouts, CoachingWorkoutsRequest } from '@blockbeat/contracts';
import type { BrandingUseCases } from '../../branding';
import type { StoredFile, UploadUseCases } from '../../uploads';
import type { WorkoutRepository } from '../../workouts';

/**
 * What the coaching service may read of an instructor's content: the workouts it names that are
 * theirs (a client's schedule, a program's days), their branding, and the files those workouts
 * play and show (an upload of theirs, their logo), which the client page fetches through coaching.
 */
export function coachingFeedUseCases({ workouts, branding, uploads }: { workouts: WorkoutRepository; branding: BrandingUseCases; uploads: Pick<UploadUseCases, 'file'> }) {
  return {
    /** One of the instructor's uploads (a track, a demo image); coaching checks the client's plan uses it. */
    upload: (ownerId: string, id: string): Promise<StoredFile> => uploads.file(ownerId, id),

    /** The instructor's logo. */
    logo: (ownerId: string): Promise<StoredFile> => branding.logo(ownerId),

    async workoutsOf({ ownerId, ids }: CoachingWorkoutsRequest): Promise<CoachingWorkouts> {
      const [owned, colours] = await Promise.all([workouts.findOwnedMany(ownerId, ids), branding.forCoaching(ownerId)]);
      return { workouts: owned.map(({ createdAt: _c, updatedAt: _u, ...workout }) => workout), branding: colours };
    },
  };
}

export type CoachingFeedUseCases = ReturnType<typeof coachingFeedUseCases>;
