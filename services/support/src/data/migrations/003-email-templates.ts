import type { Migration } from '@blockbeat/service-kit';

/** The admins' e-mail templates (issue 15): a name unique whatever its case, subject and plain-text body. */
export const emailTemplates: Migration = {
  name: '003-email-templates',
  async up({ sequelize, schema }) {
    const s = `"${schema}"`;
    await sequelize.query(`
      CREATE TABLE ${s}.email_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sequelize.query(`CREATE UNIQUE INDEX email_templates_name_key ON ${s}.email_templates (lower(name))`);
  },
};
