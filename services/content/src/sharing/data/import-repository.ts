import { randomUUID } from 'node:crypto';
import type { Workout } from '@blockbeat/contracts';
import { Op, type Transaction } from 'sequelize';
import type { ContentModels } from '../../database/models';
import { isUuid } from '../../database/owned';
import { storageLocks } from '../../database/storage-locks';
import { toWorkout, type NewWorkout } from '../../workouts';

export interface ImportSource {
  /** The shared workout's owner, whose uploads the copy may reference. */
  ownerId: string;
  /** The upload ids its blocks use. */
  uploadIds: readonly string[];
}

export interface ImportTerms {
  /** The copy, given which of the owner's uploads became which of the importer's (original id → copy id). */
  build: (copied: ReadonlyMap<string, string>) => NewWorkout;
  /** Throws to refuse, given what the importer already uses and what the import adds. */
  admit: (usedBytes: number, addedBytes: number) => void;
}

export function createImportRepository(models: ContentModels) {
  const { Uploads, Workouts } = models;
  const sequelize = Uploads.sequelize!;
  const locks = storageLocks(models);
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const beats = `${quote(Uploads.options.schema!)}.${quote('upload_beats')}`;

  /** The tempo found for (or tapped on) the owner's track goes with the copy: an import never analyses again (issue 27). */
  async function copyBeats(copied: ReadonlyMap<string, string>, transaction: Transaction): Promise<void> {
    if (copied.size === 0) return;
    await sequelize.query(
      `INSERT INTO ${beats} (upload_id, status, bpm, downbeat_ms, confidence, source, analyser_version, updated_at)
       SELECT m.copy_id, b.status, b.bpm, b.downbeat_ms, b.confidence, b.source, b.analyser_version, now()
       FROM ${beats} b JOIN unnest(ARRAY[:originals]::uuid[], ARRAY[:copies]::uuid[]) AS m(original_id, copy_id) ON b.upload_id = m.original_id`,
      { replacements: { originals: [...copied.keys()], copies: [...copied.values()] }, transaction },
    );
  }

  return {
    /**
     * An import, all or nothing: the importer gets upload rows of their own that reference the
     * owner's files (no bytes are copied), and the workout that uses them. An upload the owner
     * deleted before the import could lock its file is left out.
     */
    async importWorkout(importerId: string, { ownerId, uploadIds }: ImportSource, { build, admit }: ImportTerms): Promise<Workout> {
      const where = { userId: ownerId, id: { [Op.in]: uploadIds.filter(isUuid) } };
      return sequelize.transaction(async (transaction) => {
        const seen = await Uploads.findAll({ where, attributes: ['storageName'], raw: true, transaction });
        await locks.lockBlobs(
          seen.map((u) => u.storageName),
          'KEY SHARE',
          transaction,
        );
        // Read again under the locks: a delete that went first is seen now, and none can start until we commit.
        const originals = await Uploads.findAll({ where, raw: true, transaction });
        await locks.lockStorageOf(importerId, transaction);
        admit(await locks.usedBytes(importerId, transaction), originals.reduce((sum, u) => sum + u.sizeBytes, 0));
        const copies = originals.map(({ storageName, originalName, mimeType, sizeBytes }) => ({
          id: randomUUID(),
          userId: importerId,
          storageName,
          originalName,
          mimeType,
          sizeBytes,
        }));
        await Uploads.bulkCreate(copies, { transaction });
        const copied = new Map(originals.map((original, i) => [original.id, copies[i]!.id]));
        await copyBeats(copied, transaction);
        const row = await Workouts.create(build(copied), { returning: true, transaction });
        return toWorkout(row.get({ plain: true }));
      });
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
