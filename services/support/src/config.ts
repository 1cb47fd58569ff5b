import path from 'node:path';
import { baseUrlSchema, dataDirSchema, loadConfig, rateLimitSchema, storageUrlSchema, serviceEnvSchema, type ServiceEnv } from '@blockbeat/service-kit';
import Joi from 'joi';
import addressparser from 'nodemailer/lib/addressparser';
import { DEFAULT_HOURLY_LIMITS, type HourlyLimits } from './domain/hourly-limits';
import type { GroupEmailConfig } from './wiring/group-email';

export interface SupportConfig {
  port: number;
  /** Where to listen: HOST, default 127.0.0.1. */
  host: string;
  databaseUrl: string;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: mails link to tickets there. */
  baseUrl: string;
  /** Absolute; created on the first attachment. */
  uploadDir: string;
  /** s3://bucket[/prefix]: ticket images there instead of uploadDir. */
  storageUrl?: string;
  mail: MailConfig;
  /** Null without INTERNAL_API_SECRET (development only): group e-mail is off. */
  groupEmail: GroupEmailConfig | null;
  limits: HourlyLimits;
}

export interface MailConfig {
  /** null: mail is queued but nobody sends it (development without the launcher's catcher). */
  smtpUrl: string | null;
  /** The From header, e.g. `BlockBeat <no-reply@blockbeat.app>`. */
  from: string;
  /** The right-hand side of our Message-IDs: the From address's domain. */
  messageIdDomain: string;
  /** Where each new ticket is announced. */
  supportEmail: string;
  /** The longest wait between two attempts at a mail (they start 5 s apart and double). */
  retryMaxMs: number;
}

export const DEFAULT_MAIL_FROM = 'BlockBeat <no-reply@blockbeat.app>';
export const DEFAULT_SUPPORT_EMAIL = 'support@blockbeat.app';

interface SupportEnv extends ServiceEnv {
  NODE_ENV: string;
  BASE_URL: string;
  DATA_DIR: string;
  SUPPORT_UPLOAD_DIR?: string;
  STORAGE_URL?: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  SUPPORT_EMAIL: string;
  SUPPORT_MAIL_RETRY_MAX_MS: number;
  INTERNAL_API_SECRET?: string;
  BILLING_URL: string;
  GROUP_EMAIL_PER_SECOND: number;
  RATE_LIMIT_TICKETS_PER_HOUR: number;
  RATE_LIMIT_REPLIES_PER_HOUR: number;
}

export const configSchema = serviceEnvSchema(3004).append<SupportEnv>({
  NODE_ENV: Joi.string().default('development'),
  BASE_URL: baseUrlSchema('mails link to tickets there'),
  DATA_DIR: dataDirSchema,
  SUPPORT_UPLOAD_DIR: Joi.string().description('where ticket images are stored; default <DATA_DIR>/support-uploads'),
  STORAGE_URL: storageUrlSchema,
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .when('NODE_ENV', { is: 'production', then: Joi.required() })
    .description('smtp://user:pass@host:587 or smtps://…:465; required in production'),
  MAIL_FROM: Joi.string()
    .default(DEFAULT_MAIL_FROM)
    .custom((value: string, helpers) => (fromAddress(value) ? value : helpers.message({ custom: '{{#label}} must be an address like "BlockBeat <no-reply@example.com>"' }))),
  SUPPORT_EMAIL: Joi.string().email({ tlds: false }).default(DEFAULT_SUPPORT_EMAIL),
  SUPPORT_MAIL_RETRY_MAX_MS: Joi.number()
    .integer()
    .min(1000)
    .default(15 * 60_000)
    .description('the longest wait between two attempts at sending a mail (the e2e stack sets 2000)'),
  INTERNAL_API_SECRET: Joi.string()
    .min(32)
    .when('NODE_ENV', { is: 'production', then: Joi.required() })
    .description("shared with billing (group e-mail reads its audiences) and coaching (its weekly summaries and clients' link mails come in through /internal/mail), and the key of unsubscribe links; required in production"),
  BILLING_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://127.0.0.1:3003')
    .description('where billing listens (group e-mail asks it who is in an audience)'),
  GROUP_EMAIL_PER_SECOND: Joi.number().integer().min(1).max(1000).default(20).description('group e-mail recipients moved to the outbox per second'),
  RATE_LIMIT_TICKETS_PER_HOUR: rateLimitSchema(DEFAULT_HOURLY_LIMITS.ticketsPerHour, 'support tickets one user may open per hour'),
  RATE_LIMIT_REPLIES_PER_HOUR: rateLimitSchema(DEFAULT_HOURLY_LIMITS.repliesPerHour, 'messages one user may send on their tickets per hour'),
});

/** The single mailbox of a From value, or null. */
function fromAddress(value: string): string | null {
  const parsed = addressparser(value);
  const [first] = parsed;
  return parsed.length === 1 && first?.address && /^[^@\s]+@[^@\s]+$/.test(first.address) ? first.address : null;
}

/**
 * PORT (default 3004), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default
 * info), BASE_URL (default http://localhost:3000), DATA_DIR (default .data), SUPPORT_UPLOAD_DIR
 * (default <DATA_DIR>/support-uploads), SMTP_URL (required with NODE_ENV=production), MAIL_FROM,
 * SUPPORT_EMAIL, SUPPORT_MAIL_RETRY_MAX_MS (default 900000), INTERNAL_API_SECRET (required with
 * NODE_ENV=production; unset, group e-mail is off), BILLING_URL (default http://127.0.0.1:3003),
 * GROUP_EMAIL_PER_SECOND (default 20).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): SupportConfig {
  const vars = loadConfig(configSchema, env);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    identityPublicKey: vars.IDENTITY_PUBLIC_KEY,
    baseUrl: vars.BASE_URL.replace(/\/+$/, ''),
    uploadDir: path.resolve(vars.SUPPORT_UPLOAD_DIR ?? path.join(vars.DATA_DIR, 'support-uploads')),
    ...(vars.STORAGE_URL && { storageUrl: vars.STORAGE_URL }),
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM,
      messageIdDomain: fromAddress(vars.MAIL_FROM)!.split('@')[1]!,
      supportEmail: vars.SUPPORT_EMAIL,
      retryMaxMs: vars.SUPPORT_MAIL_RETRY_MAX_MS,
    },
    groupEmail: vars.INTERNAL_API_SECRET
      ? { internalApiSecret: vars.INTERNAL_API_SECRET, billingUrl: vars.BILLING_URL.replace(/\/+$/, ''), perSecond: vars.GROUP_EMAIL_PER_SECOND }
      : null,
    limits: { ticketsPerHour: vars.RATE_LIMIT_TICKETS_PER_HOUR, repliesPerHour: vars.RATE_LIMIT_REPLIES_PER_HOUR },
  };
}
