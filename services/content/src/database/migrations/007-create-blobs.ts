import type { Migration } from '@blockbeat/service-kit';

/**
 * Stored audio files become shared: an import references the original's bytes instead of copying
 * them, so several upload rows may name one file. `blobs` has one row per audio file; its row
 * lock is what deleting and importing agree on, and the foreign key makes the database refuse a
 * file row that upload rows still use. A blob no upload names any more is garbage: its file is
 * removed, then its row.
 */
export const createBlobs: Migration = {
  name: '007-create-blobs',
  async up({ queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await queryInterface.sequelize.query(`
      CREATE TABLE ${s}.blobs (
        storage_name TEXT PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      INSERT INTO ${s}.blobs (storage_name, created_at) SELECT storage_name, created_at FROM ${s}.uploads;
      ALTER TABLE ${s}.uploads DROP CONSTRAINT uploads_storage_name_key;
      CREATE INDEX uploads_storage_name_idx ON ${s}.uploads (storage_name);
      ALTER TABLE ${s}.uploads ADD CONSTRAINT uploads_storage_name_fkey
        FOREIGN KEY (storage_name) REFERENCES ${s}.blobs (storage_name) ON DELETE RESTRICT;
    `);
  },
  // No down: once imports share files, uploads.storage_name cannot be unique again.
};
