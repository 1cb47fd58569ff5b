import type { EmailTemplate, EmailTemplateInput } from '@blockbeat/contracts';
import { UniqueConstraintError } from 'sequelize';
import type { Sql } from './sql';

interface Row extends EmailTemplateInput {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Another template already has the name (compared ignoring case). */
export const NAME_TAKEN = 'name taken';

const COLUMNS = `id, name, subject, body, created_at AS "createdAt", updated_at AS "updatedAt"`;

const toTemplate = ({ createdAt, updatedAt, ...row }: Row): EmailTemplate => ({ ...row, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() });

/** The unique index on lower(name) decides, so two admins saving the same name at once cannot both win. */
async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T | typeof NAME_TAKEN> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintError) return NAME_TAKEN;
    throw err;
  }
}

export function createEmailTemplateRepository(sql: Sql) {
  return {
    async list(): Promise<EmailTemplate[]> {
      const rows = await sql.rows<Row>(`SELECT ${COLUMNS} FROM support.email_templates ORDER BY lower(name), id`);
      return rows.map(toTemplate);
    },

    async find(id: string): Promise<EmailTemplate | null> {
      const row = await sql.one<Row>(`SELECT ${COLUMNS} FROM support.email_templates WHERE id = :id`, { id });
      return row && toTemplate(row);
    },

    create(input: EmailTemplateInput): Promise<EmailTemplate | typeof NAME_TAKEN> {
      return unlessNameTaken(async () => {
        const row = await sql.one<Row>(`INSERT INTO support.email_templates (name, subject, body) VALUES (:name, :subject, :body) RETURNING ${COLUMNS}`, { ...input });
        return toTemplate(row!);
      });
    },

    /** Null when there is no such template. */
    update(id: string, input: EmailTemplateInput): Promise<EmailTemplate | null | typeof NAME_TAKEN> {
      return unlessNameTaken(async () => {
        const row = await sql.one<Row>(
          `UPDATE support.email_templates SET name = :name, subject = :subject, body = :body, updated_at = now() WHERE id = :id RETURNING ${COLUMNS}`,
          { ...input, id },
        );
        return row && toTemplate(row);
      });
    },

    async remove(id: string): Promise<boolean> {
      const row = await sql.one<{ id: string }>(`DELETE FROM support.email_templates WHERE id = :id RETURNING id`, { id });
      return row !== null;
    },
  };
}

export type EmailTemplateRepository = ReturnType<typeof createEmailTemplateRepository>;
