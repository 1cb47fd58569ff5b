import { loadConfig, serviceEnvSchema, type ServiceEnv } from '@blockbeat/service-kit';
import Joi from 'joi';

export interface BillingConfig {
  port: number;
  databaseUrl: string;
  identityPublicKey: string;
  /** Lower-cased. */
  adminEmails: string[];
}

const schema = serviceEnvSchema(3003).append<ServiceEnv & { ADMIN_EMAILS: string }>({
  ADMIN_EMAILS: Joi.string()
    .default('admin@example.com')
    .description('comma-separated e-mails whose status is admin; compared case-insensitively'),
});

/** PORT (default 3003), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default info), ADMIN_EMAILS. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const vars = loadConfig(schema, env);
  return {
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    identityPublicKey: vars.IDENTITY_PUBLIC_KEY,
    adminEmails: vars.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
  };
}
