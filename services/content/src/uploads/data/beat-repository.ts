import { QueryTypes } from 'sequelize';
import type { ContentModels } from '../../database/models';

export type BeatRowStatus = 'pending' | 'found' | 'none' | 'failed';

/** An upload's stored beat (upload_beats, migration 013). */
export interface BeatRecord {
  uploadId: string;
  status: BeatRowStatus;
  bpm: number | null;
  downbeatMs: number | null;
  confidence: number | null;
  source: 'analysis' | 'tap';
  analyserVersion: number;
  attempts: number;
}

/** An upload the job should analyse now, claimed for this process. */
export interface ClaimedBeat {
  uploadId: string;
  userId: string;
  storageName: string;
  attempts: number;
}

export interface AnalysisResult {
  status: Exclude<BeatRowStatus, 'pending'>;
  bpm: number | null;
  downbeatMs: number | null;
  confidence: number | null;
}

const COLUMNS = `upload_id AS "uploadId", status, bpm, downbeat_ms AS "downbeatMs", confidence, source, analyser_version AS "analyserVersion", attempts`;

export function createBeatRepository(models: ContentModels) {
  const { Uploads } = models;
  const sequelize = Uploads.sequelize!;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const schema = quote(Uploads.options.schema!);
  const beats = `${schema}.${quote('upload_beats')}`;
  const uploads = `${schema}.${quote('uploads')}`;
  const select = <T extends object>(sql: string, replacements: Record<string, unknown>) => sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

  return {
    async find(uploadId: string): Promise<BeatRecord | null> {
      const [row] = await select<BeatRecord>(`SELECT ${COLUMNS} FROM ${beats} WHERE upload_id = :uploadId`, { uploadId });
      return row ?? null;
    },

    async findMany(uploadIds: readonly string[]): Promise<BeatRecord[]> {
      if (uploadIds.length === 0) return [];
      return select<BeatRecord>(`SELECT ${COLUMNS} FROM ${beats} WHERE upload_id IN (:uploadIds)`, { uploadIds: [...uploadIds] });
    },

    /** A 'pending' row for a new upload (nothing when it has one). */
    async addPending(uploadId: string, analyserVersion: number): Promise<void> {
      await sequelize.query(`INSERT INTO ${beats} (upload_id, status, analyser_version) VALUES (:uploadId, 'pending', :analyserVersion) ON CONFLICT (upload_id) DO NOTHING`, {
        replacements: { uploadId, analyserVersion },
      });
    },

    /** 'pending' rows for audio uploads that have none (uploaded before beats were analysed), at most `limit`. */
    async addMissing(audioTypes: readonly string[], analyserVersion: number, limit: number): Promise<number> {
      const [, count] = await sequelize.query(
        `INSERT INTO ${beats} (upload_id, status, analyser_version)
         SELECT u.id, 'pending', :analyserVersion FROM ${uploads} u
         WHERE u.mime_type IN (:audioTypes) AND NOT EXISTS (SELECT 1 FROM ${beats} b WHERE b.upload_id = u.id)
         ORDER BY u.created_at LIMIT :limit
         ON CONFLICT (upload_id) DO NOTHING`,
        { replacements: { audioTypes: [...audioTypes], analyserVersion, limit } },
      );
      return typeof count === 'number' ? count : 0;
    },

    /**
     * Claims `uploadId` for an analysis when nobody holds it (no claim, or one older than
     * `leaseMs`: its process died); null when it is held, gone, or a tap.
     */
    async claim(uploadId: string, leaseMs: number): Promise<ClaimedBeat | null> {
      const [row] = await select<ClaimedBeat>(
        `UPDATE ${beats} b SET claimed_at = now(), attempts = b.attempts + 1
         FROM ${uploads} u
         WHERE b.upload_id = :uploadId AND u.id = b.upload_id AND b.source = 'analysis'
           AND (b.claimed_at IS NULL OR b.claimed_at < now() - make_interval(secs => :leaseSeconds))
         RETURNING b.upload_id AS "uploadId", u.user_id AS "userId", u.storage_name AS "storageName", b.attempts`,
        { uploadId, leaseSeconds: leaseMs / 1000 },
      );
      return row ?? null;
    },

    /** Rows the job should take up: pending ones nobody holds, then analyses by an older analyser; oldest first. */
    async due(analyserVersion: number, leaseMs: number, limit: number): Promise<string[]> {
      const rows = await select<{ uploadId: string }>(
        `SELECT upload_id AS "uploadId" FROM ${beats}
         WHERE source = 'analysis' AND (status = 'pending' OR analyser_version < :analyserVersion)
           AND (claimed_at IS NULL OR claimed_at < now() - make_interval(secs => :leaseSeconds))
         ORDER BY (status = 'pending') DESC, updated_at LIMIT :limit`,
        { analyserVersion, leaseSeconds: leaseMs / 1000, limit },
      );
      return rows.map((r) => r.uploadId);
    },

    /** The analysis's answer; a tap that came in meanwhile stays. */
    async saveAnalysis(uploadId: string, result: AnalysisResult, analyserVersion: number): Promise<void> {
      await sequelize.query(
        `UPDATE ${beats} SET status = :status, bpm = :bpm, downbeat_ms = :downbeatMs, confidence = :confidence,
           analyser_version = :analyserVersion, claimed_at = NULL, updated_at = now()
         WHERE upload_id = :uploadId AND source = 'analysis'`,
        { replacements: { uploadId, analyserVersion, ...result } },
      );
    },

    /** Lets go of a claim without an answer (the pool was busy): the job tries again, not counting this attempt. */
    async release(uploadId: string): Promise<void> {
      await sequelize.query(`UPDATE ${beats} SET claimed_at = NULL, attempts = GREATEST(0, attempts - 1) WHERE upload_id = :uploadId`, { replacements: { uploadId } });
    },

    /** The user's tapped tempo and nudged downbeat: found, sure, and never re-analysed. */
    async saveTap(uploadId: string, bpm: number, downbeatMs: number, analyserVersion: number): Promise<BeatRecord> {
      const [row] = await select<BeatRecord>(
        `INSERT INTO ${beats} (upload_id, status, bpm, downbeat_ms, confidence, source, analyser_version)
         VALUES (:uploadId, 'found', :bpm, :downbeatMs, 1, 'tap', :analyserVersion)
         ON CONFLICT (upload_id) DO UPDATE SET status = 'found', bpm = :bpm, downbeat_ms = :downbeatMs, confidence = 1,
           source = 'tap', claimed_at = NULL, updated_at = now()
         RETURNING ${COLUMNS}`,
        { uploadId, bpm, downbeatMs, analyserVersion },
      );
      return row!;
    },
  };
}

export type BeatRepository = ReturnType<typeof createBeatRepository>;
