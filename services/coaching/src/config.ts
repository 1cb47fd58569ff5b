import { baseUrlSchema, loadConfig, serviceEnvSchema, type ServiceEnv } from '@blockbeat/service-kit';
import { COACHING_LIMITS } from '@blockbeat/contracts';
import Joi from 'joi';

export interface CoachingConfig {
  port: number;
  /** Where to listen: HOST, default 127.0.0.1. */
  host: string;
  databaseUrl: string;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: client links point there. */
  baseUrl: string;
  /** Where content listens, without a trailing slash: workouts are read there. */
  contentUrl: string;
  /** Where support listens, without a trailing slash: the weekly summary and client link mails go to its outbox. */
  supportUrl: string;
  /** The key of content's /internal/coaching. */
  internalApiSecret: string;
  /** Clients one instructor may have, archived ones included. */
  maxClients: number;
  /** Minutes between the weekly summary job's runs; 0: only POST /internal/weekly-summary/run. */
  summaryRunMinutes: number;
}

interface CoachingEnv extends ServiceEnv {
  BASE_URL: string;
  CONTENT_URL: string;
  SUPPORT_URL: string;
  INTERNAL_API_SECRET: string;
  COACHING_MAX_CLIENTS: number;
  COACHING_SUMMARY_RUN_MINUTES: number;
}

export const configSchema = serviceEnvSchema(3009).append<CoachingEnv>({
  BASE_URL: baseUrlSchema('client links are built on it'),
  CONTENT_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://127.0.0.1:3002')
    .description("where content listens (the coaching service reads an instructor's workouts there)"),
  SUPPORT_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://127.0.0.1:3004')
    .description("where support listens (the instructors' weekly summary mails and the clients' link mails go to its outbox)"),
  INTERNAL_API_SECRET: Joi.string().min(32).required().description("shared with content, whose /internal/coaching answers an instructor's workouts, and support, whose /internal/mail takes the weekly summaries and the clients' link mails; it also keys the summary mail's unsubscribe links and the sealed client links, and guards /internal/weekly-summary/run"),
  COACHING_MAX_CLIENTS: Joi.number()
    .integer()
    .min(1)
    .max(10_000)
    .default(COACHING_LIMITS.clientsMaxDefault)
    .description('clients one instructor may have, archived ones included (the roster is measured at 500: bench:clients)'),
  COACHING_SUMMARY_RUN_MINUTES: Joi.number()
    .integer()
    .min(0)
    .max(24 * 60)
    .default(60)
    .description("minutes between the weekly summary job's runs (each hands over last week's summaries not handed over yet); 0 runs it only on POST /internal/weekly-summary/run, as the e2e stack does"),
});

/**
 * PORT (default 3009), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default
 * info), BASE_URL (default http://localhost:3000), CONTENT_URL (default http://127.0.0.1:3002), SUPPORT_URL
 * (default http://127.0.0.1:3004),
 * INTERNAL_API_SECRET (required), COACHING_MAX_CLIENTS (default 500), COACHING_SUMMARY_RUN_MINUTES (default 60).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): CoachingConfig {
  const vars = loadConfig(configSchema, env);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    identityPublicKey: vars.IDENTITY_PUBLIC_KEY,
    baseUrl: vars.BASE_URL.replace(/\/+$/, ''),
    contentUrl: vars.CONTENT_URL.replace(/\/+$/, ''),
    supportUrl: vars.SUPPORT_URL.replace(/\/+$/, ''),
    internalApiSecret: vars.INTERNAL_API_SECRET,
    maxClients: vars.COACHING_MAX_CLIENTS,
    summaryRunMinutes: vars.COACHING_SUMMARY_RUN_MINUTES,
  };
}
