import type { Migration } from '@blockbeat/service-kit';

/**
 * Issue 19: live classes, their action logs, who follows them (per process), and feedback.
 * - A code is unique among classes still running, so an ended class's code may be drawn again.
 * - live_actions' (class_id, seq) key makes the log's order the database's, whichever replica wrote it.
 * - live_presence holds one row per process and class: how many it streams to, refreshed by a
 *   heartbeat, so the followers count is the sum of fresh rows and a dead process drops out.
 * - feedback keeps only a keyed hash of the sender's IP (the key lives in feedback_ip_key, made once
 *   per database with gen_random_uuid's cryptographic randomness), enough to count per IP and no more.
 */
export const createLiveClassesAndFeedback: Migration = {
  name: '012-create-live-classes-and-feedback',
  async up({ queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await queryInterface.sequelize.query(`
      CREATE TABLE ${s}.live_classes (
        id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
        code TEXT NOT NULL,
        user_id TEXT NOT NULL,
        workout_id UUID NULL REFERENCES ${s}.workouts (id) ON DELETE SET NULL,
        workout JSONB NOT NULL,
        allow_follower_audio BOOLEAN NOT NULL DEFAULT false,
        last_seq INTEGER NOT NULL DEFAULT 0,
        started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_activity_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        ended_at TIMESTAMPTZ NULL
      );
      CREATE UNIQUE INDEX live_classes_running_code_key ON ${s}.live_classes (code) WHERE ended_at IS NULL;
      CREATE INDEX live_classes_code_started_at_idx ON ${s}.live_classes (code, started_at DESC);
      CREATE INDEX live_classes_user_id_workout_id_idx ON ${s}.live_classes (user_id, workout_id);
      CREATE INDEX live_classes_idle_idx ON ${s}.live_classes (last_activity_at) WHERE ended_at IS NULL;

      CREATE TABLE ${s}.live_actions (
        class_id UUID NOT NULL REFERENCES ${s}.live_classes (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        type TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        block_index INTEGER NULL,
        PRIMARY KEY (class_id, seq)
      );

      CREATE TABLE ${s}.live_presence (
        process_id UUID NOT NULL,
        class_id UUID NOT NULL REFERENCES ${s}.live_classes (id) ON DELETE CASCADE,
        followers INTEGER NOT NULL,
        heartbeat_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, process_id)
      );

      CREATE TABLE ${s}.feedback (
        id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id TEXT NOT NULL,
        workout_id UUID NULL REFERENCES ${s}.workouts (id) ON DELETE SET NULL,
        workout_name TEXT NOT NULL,
        class_id UUID NULL REFERENCES ${s}.live_classes (id) ON DELETE SET NULL,
        share_token TEXT NULL,
        done BOOLEAN NOT NULL,
        effort SMALLINT NULL,
        note TEXT NULL,
        first_name TEXT NULL,
        ip_hash TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX feedback_user_id_workout_id_idx ON ${s}.feedback (user_id, workout_id, created_at DESC);
      CREATE INDEX feedback_class_id_created_at_idx ON ${s}.feedback (class_id, created_at) WHERE class_id IS NOT NULL;
      CREATE INDEX feedback_share_token_created_at_idx ON ${s}.feedback (share_token, created_at) WHERE share_token IS NOT NULL;

      CREATE TABLE ${s}.feedback_ip_key (
        id BOOLEAN PRIMARY KEY DEFAULT true CHECK (id),
        key TEXT NOT NULL DEFAULT gen_random_uuid()::text || gen_random_uuid()::text
      );
      INSERT INTO ${s}.feedback_ip_key DEFAULT VALUES;
    `);
  },
  async down({ queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await queryInterface.sequelize.query(`
      DROP TABLE ${s}.feedback_ip_key;
      DROP TABLE ${s}.feedback;
      DROP TABLE ${s}.live_presence;
      DROP TABLE ${s}.live_actions;
      DROP TABLE ${s}.live_classes;
    `);
  },
};
