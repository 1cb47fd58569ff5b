import type { Migration } from '@blockbeat/service-kit';

/**
 * Clients, their links (only a sha256 of the token is kept), programs (weeks × 7 days in jsonb:
 * a program is read and written whole), assignments and completions. A completion keeps a
 * snapshot of the workout as it was played; its key is the device-made id within its client, so
 * a resend is logged once. Deleting a client takes their assignments and completions with it.
 */
export const createCoaching: Migration = {
  name: '001-create-coaching',
  async up({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`
      CREATE TABLE ${s}.instructors (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE ${s}.clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        instructor_id uuid NOT NULL,
        name text NOT NULL,
        email text,
        note text NOT NULL DEFAULT '',
        archived boolean NOT NULL DEFAULT false,
        link_hash bytea UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX clients_instructor_idx ON ${s}.clients (instructor_id, created_at);
      CREATE TABLE ${s}.programs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        instructor_id uuid NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        weeks integer NOT NULL CHECK (weeks BETWEEN 1 AND 52),
        days jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX programs_instructor_idx ON ${s}.programs (instructor_id, created_at);
      CREATE TABLE ${s}.assignments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES ${s}.clients (id) ON DELETE CASCADE,
        program_id uuid REFERENCES ${s}.programs (id) ON DELETE CASCADE,
        workout_id uuid,
        start_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((program_id IS NULL) <> (workout_id IS NULL))
      );
      CREATE INDEX assignments_client_idx ON ${s}.assignments (client_id);
      CREATE INDEX assignments_program_idx ON ${s}.assignments (program_id);
      CREATE TABLE ${s}.completions (
        client_id uuid NOT NULL REFERENCES ${s}.clients (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        workout_id uuid NOT NULL,
        date date NOT NULL,
        effort smallint NOT NULL CHECK (effort BETWEEN 1 AND 10),
        note text NOT NULL DEFAULT '',
        workout jsonb NOT NULL,
        completed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, id)
      );
      CREATE INDEX completions_client_date_idx ON ${s}.completions (client_id, date);
      CREATE TABLE ${s}.notices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        instructor_id uuid NOT NULL,
        kind text NOT NULL,
        client_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notices_instructor_idx ON ${s}.notices (instructor_id);
    `);
  },
  async down({ sequelize, queryInterface, schema }) {
    const s = queryInterface.quoteIdentifier(schema);
    await sequelize.query(`DROP TABLE ${s}.notices, ${s}.completions, ${s}.assignments, ${s}.programs, ${s}.clients, ${s}.instructors`);
  },
};
