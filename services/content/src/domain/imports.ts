import { randomUUID } from 'node:crypto';
import { uploadIdOf, uploadUrl, type Exercise, type IdentityClaims, type ImportSummary, type Workout } from '@blockbeat/contracts';
import { NotFoundError } from '@blockbeat/service-kit';
import type { NewUpload, UploadFiles, UploadRepository, WorkoutRecord, WorkoutRepository } from '../data';

export interface ImportDeps {
  workouts: WorkoutRepository;
  uploads: UploadRepository;
  files: UploadFiles;
}

const notShared = () => new NotFoundError('This workout does not exist or is not shared');

/** The import screen: a shared workout's summary for anyone, and a copy for a signed-in user. */
export function importUseCases({ workouts, uploads, files }: ImportDeps) {
  async function findShared(id: string): Promise<WorkoutRecord> {
    const workout = await workouts.findShared(id);
    if (!workout) throw notShared();
    return workout;
  }

  /**
   * Uploads are private to their owner, so the copy gets its own copies of the uploaded music it
   * uses and its blocks point at those. A file that has gone missing is left out.
   */
  async function copyMusic(source: WorkoutRecord, userId: string) {
    const ids = [...new Set(source.exercises.map((e) => uploadIdOf(e.musicUrl)).filter((id): id is string => id !== null))];
    const copies: NewUpload[] = [];
    const renamed = new Map<string, string>();
    try {
      for (const original of await uploads.findAllOwned(source.userId, ids)) {
        const storageName = await files.copy(original.storageName);
        if (!storageName) continue;
        const id = randomUUID();
        const { originalName, mimeType, sizeBytes } = original;
        copies.push({ id, userId, storageName, originalName, mimeType, sizeBytes });
        renamed.set(original.id, id);
      }
    } catch (err) {
      await discard(copies);
      throw err;
    }
    const exercises = source.exercises.map((e): Exercise => {
      const copy = renamed.get(uploadIdOf(e.musicUrl) ?? '');
      return copy ? { ...e, musicUrl: uploadUrl(copy) } : e;
    });
    return { exercises, copies };
  }

  const discard = (copies: NewUpload[]) => Promise.all(copies.map((c) => files.remove(c.storageName)));

  return {
    async summary(id: string): Promise<ImportSummary> {
      const workout = await findShared(id);
      const { name, description, exercises, totalDuration } = workout;
      return { id: workout.id, name, description, blockCount: exercises.length, totalDuration };
    },

    /** A new workout owned by the caller, same name, not shared; the original is untouched. */
    async copy(identity: IdentityClaims, id: string): Promise<Workout> {
      const source = await findShared(id);
      const { exercises, copies } = await copyMusic(source, identity.sub);
      const { name, description, notes, category, difficulty, totalDuration } = source;
      try {
        return await workouts.createWithUploads(
          { userId: identity.sub, name, description, notes, category, difficulty, exercises, totalDuration },
          copies,
        );
      } catch (err) {
        await discard(copies);
        throw err;
      }
    },
  };
}

export type ImportUseCases = ReturnType<typeof importUseCases>;
