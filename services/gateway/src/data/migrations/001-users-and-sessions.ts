import type { Migration } from '@blockbeat/service-kit';

export const usersAndSessions: Migration = {
  name: '001-users-and-sessions',
  async up({ sequelize, schema }) {
    await sequelize.query(`
      CREATE TABLE ${schema}.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        issuer_sub text NOT NULL UNIQUE,
        email text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        onboarding_completed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX users_email_idx ON ${schema}.users (lower(email));
      CREATE TABLE ${schema}.sessions (
        sid text PRIMARY KEY,
        data jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_expires_idx ON ${schema}.sessions (expires_at);
    `);
  },
};
