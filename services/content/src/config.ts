import path from 'node:path';
import { baseUrlSchema, dataDirSchema, loadConfig, serviceEnvSchema, type ServiceEnv } from '@blockbeat/service-kit';
import Joi from 'joi';

export interface ContentConfig {
  port: number;
  databaseUrl: string;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: share links point there. */
  baseUrl: string;
  /** Absolute. */
  uploadDir: string;
  /** What each user may keep: their audio, imported tracks included. */
  storageQuotaBytes: number;
}

/** 500 MiB: about thirty full-size tracks. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;

interface ContentEnv extends ServiceEnv {
  BASE_URL: string;
  DATA_DIR: string;
  UPLOAD_DIR?: string;
  STORAGE_QUOTA_BYTES: number;
}

const schema = serviceEnvSchema(3002).append<ContentEnv>({
  BASE_URL: baseUrlSchema('share links are built on it'),
  DATA_DIR: dataDirSchema,
  UPLOAD_DIR: Joi.string().description('where uploaded audio and logos are stored; default <DATA_DIR>/uploads'),
  STORAGE_QUOTA_BYTES: Joi.number()
    .integer()
    .min(0)
    .default(DEFAULT_STORAGE_QUOTA_BYTES)
    .description("each user's storage quota in bytes: their audio uploads and imported tracks"),
});

/**
 * PORT (default 3002), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default
 * info), BASE_URL (default http://localhost:3000), DATA_DIR (default .data), UPLOAD_DIR (default
 * <DATA_DIR>/uploads), STORAGE_QUOTA_BYTES (default 500 MiB).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const vars = loadConfig(schema, env);
  return {
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    identityPublicKey: vars.IDENTITY_PUBLIC_KEY,
    baseUrl: vars.BASE_URL.replace(/\/+$/, ''),
    uploadDir: path.resolve(vars.UPLOAD_DIR ?? path.join(vars.DATA_DIR, 'uploads')),
    storageQuotaBytes: vars.STORAGE_QUOTA_BYTES,
  };
}
