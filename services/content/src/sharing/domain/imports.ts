import { uploadIdOf, uploadUrl, type Exercise, type IdentityClaims, type ImportSummary, type Workout } from '@blockbeat/contracts';
import { NotFoundError } from '@blockbeat/service-kit';
import type { WorkoutRecord, WorkoutRepository } from '../../workouts';
import type { ImportRepository } from '../data/import-repository';
import { usedUploadIds } from './sharing';
import { overQuota } from '../../uploads';

export interface ImportDeps {
  workouts: WorkoutRepository;
  imports: ImportRepository;
  /** The importer's storage quota: the uploads an import references count against it. */
  quotaBytes: number;
}

const notShared = () => new NotFoundError('This workout does not exist or is not shared');

/** The import screen: a shared workout's summary for anyone, and a copy for a signed-in user. */
export function importUseCases({ workouts, imports, quotaBytes }: ImportDeps) {
  async function findShared(id: string): Promise<WorkoutRecord> {
    const workout = await workouts.findShared(id);
    if (!workout) throw notShared();
    return workout;
  }

  return {
    async summary(id: string): Promise<ImportSummary> {
      const workout = await findShared(id);
      const { name, description, exercises, totalDuration } = workout;
      return { id: workout.id, name, description, blockCount: exercises.length, totalDuration };
    },

    /**
     * A new workout owned by the caller, same name, not shared; the original is untouched.
     * Uploads (music and demo images) are private to their owner, so the copy's blocks point at
     * upload rows of the caller's own, which share the original's bytes: it keeps playing after
     * the owner deletes theirs. They count against the caller's quota.
     */
    async copy(identity: IdentityClaims, id: string): Promise<Workout> {
      const source = await findShared(id);
      const uploadIds = [...usedUploadIds(source.exercises)];
      const { name, description, notes, category, difficulty, groups, sound, totalDuration } = source;
      return imports.importWorkout(
        identity.sub,
        { ownerId: source.userId, uploadIds },
        {
          build: (copied) => {
            const exercises = source.exercises.map((e) => withCopiedUploads(e, copied));
            return { userId: identity.sub, name, description, notes, category, difficulty, exercises, groups, sound, totalDuration };
          },
          admit: (usedBytes, addedBytes) => {
            if (addedBytes > 0 && usedBytes + addedBytes > quotaBytes) throw overQuota('import', usedBytes, quotaBytes);
          },
        },
      );
    },
  };
}

/** The block with its music and demo image pointing at the importer's copies (original id → copy id). */
function withCopiedUploads(exercise: Exercise, copied: ReadonlyMap<string, string>): Exercise {
  const music = copied.get(uploadIdOf(exercise.musicUrl) ?? '');
  const demo = exercise.demo?.type === 'image' ? copied.get(uploadIdOf(exercise.demo.url) ?? '') : undefined;
  return {
    ...exercise,
    ...(music && { musicUrl: uploadUrl(music) }),
    ...(demo && { demo: { type: 'image' as const, url: uploadUrl(demo) } }),
  };
}

export type ImportUseCases = ReturnType<typeof importUseCases>;
