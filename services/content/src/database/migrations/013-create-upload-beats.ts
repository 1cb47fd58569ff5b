import type { Migration } from '@blockbeat/service-kit';

/**
 * Issue 27: the tempo and first downbeat of each uploaded track, found once and kept with it.
 * - One row per audio upload, gone with it (ON DELETE CASCADE): account deletion and a deleted
 *   upload need nothing more.
 * - analyser_version: a newer analyser re-analyses older 'analysis' rows in the background job; a
 *   tap (source 'tap') is the user's word and is never re-analysed.
 * - claimed_at and attempts make the job durable: a 'pending' row whose run was lost (the process
 *   died) is claimed again once its claim is old, and a file that fails every attempt is 'failed'.
 */
export const createUploadBeats: Migration = {
  name: '013-create-upload-beats',
  async up({ queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await queryInterface.sequelize.query(`
      CREATE TABLE ${s}.upload_beats (
        upload_id UUID PRIMARY KEY REFERENCES ${s}.uploads (id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'found', 'none', 'failed')),
        bpm DOUBLE PRECISION NULL,
        downbeat_ms INTEGER NULL,
        confidence REAL NULL,
        source TEXT NOT NULL DEFAULT 'analysis' CHECK (source IN ('analysis', 'tap')),
        analyser_version INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        claimed_at TIMESTAMPTZ NULL,
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX upload_beats_due_idx ON ${s}.upload_beats (analyser_version) WHERE source = 'analysis';
    `);
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'upload_beats', schema });
  },
};
