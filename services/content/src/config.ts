import path from 'node:path';
import { baseUrlSchema, dataDirSchema, loadConfig, rateLimitSchema, storageUrlSchema, serviceEnvSchema, type ServiceEnv } from '@blockbeat/service-kit';
import { LIVE_LIMITS } from '@blockbeat/contracts';
import Joi from 'joi';
import { parseTokenKeys, type TokenKey } from './spotify';
import type { LiveTimings } from './live';
import { FEEDBACK_LIMITS, type FeedbackLimits } from './feedback';

export interface ContentConfig {
  port: number;
  /** Where to listen: HOST, default 127.0.0.1. */
  host: string;
  databaseUrl: string;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: share links point there. */
  baseUrl: string;
  /** Absolute. */
  uploadDir: string;
  /** s3://bucket[/prefix]: audio and logos there instead of uploadDir. */
  storageUrl?: string;
  /** What each user may keep: their audio, imported tracks included. */
  storageQuotaBytes: number;
  /** null when SPOTIFY_CLIENT_ID is unset: playlist sync explains how to set it up. */
  spotify: SpotifyConfig | null;
  live: LiveTimings;
  /** Anonymous feedback per sender address and per link, each per hour. */
  feedbackLimits: FeedbackLimits;
  /** The coaching service's key to /internal/coaching; unset, that route refuses every call. */
  internalApiSecret?: string;
}

export interface SpotifyConfig {
  clientId: string;
  /** Without a trailing slash. */
  accountsUrl: string;
  apiUrl: string;
  /** The first encrypts; every one decrypts (key rotation). */
  tokenKeys: TokenKey[];
  /** How long one call to Spotify may take. */
  timeoutMs: number;
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = { heartbeatMs: 10_000, presenceBeatMs: 10_000, sweepMs: 60_000, idleEndMs: LIVE_LIMITS.idleEndMs };

/** 500 MiB: about thirty full-size tracks. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;

interface ContentEnv extends ServiceEnv {
  BASE_URL: string;
  DATA_DIR: string;
  UPLOAD_DIR?: string;
  STORAGE_URL?: string;
  STORAGE_QUOTA_BYTES: number;
  SPOTIFY_CLIENT_ID?: string;
  SPOTIFY_ACCOUNTS_URL: string;
  SPOTIFY_API_URL: string;
  SPOTIFY_TOKEN_KEYS?: TokenKey[];
  SPOTIFY_TIMEOUT_MS: number;
  LIVE_HEARTBEAT_MS: number;
  LIVE_PRESENCE_BEAT_MS: number;
  LIVE_SWEEP_MS: number;
  RATE_LIMIT_FEEDBACK_PER_ADDRESS_PER_HOUR: number;
  RATE_LIMIT_FEEDBACK_PER_LINK_PER_HOUR: number;
  INTERNAL_API_SECRET?: string;
}

const tokenKeysSchema = Joi.string().custom((value: string, helpers) => {
  try {
    return parseTokenKeys(value);
  } catch (err) {
    return helpers.message({ custom: `{{#label}} ${(err as Error).message}` });
  }
});

export const configSchema = serviceEnvSchema(3002).append<ContentEnv>({
  BASE_URL: baseUrlSchema('share links are built on it'),
  DATA_DIR: dataDirSchema,
  UPLOAD_DIR: Joi.string().description('where uploaded audio and logos are stored; default <DATA_DIR>/uploads'),
  STORAGE_URL: storageUrlSchema,
  STORAGE_QUOTA_BYTES: Joi.number()
    .integer()
    .min(0)
    .default(DEFAULT_STORAGE_QUOTA_BYTES)
    .description("each user's storage quota in bytes: their audio uploads and imported tracks"),
  SPOTIFY_CLIENT_ID: Joi.string().description("the Spotify app's client id; unset, playlist sync says it is not set up"),
  SPOTIFY_ACCOUNTS_URL: Joi.string().uri({ scheme: ['http', 'https'] }).default('https://accounts.spotify.com').description("Spotify's accounts service"),
  SPOTIFY_API_URL: Joi.string().uri({ scheme: ['http', 'https'] }).default('https://api.spotify.com').description("Spotify's Web API"),
  SPOTIFY_TOKEN_KEYS: tokenKeysSchema
    .when('SPOTIFY_CLIENT_ID', { is: Joi.exist(), then: Joi.required() })
    .description('"kid:base64 of 32 bytes,kid2:…": the first encrypts Spotify tokens at rest, all decrypt'),
  SPOTIFY_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(10_000).description('how long one call to Spotify may take'),
  LIVE_HEARTBEAT_MS: Joi.number().integer().min(50).max(14_000).default(DEFAULT_LIVE_TIMINGS.heartbeatMs).description("a comment on each live class stream this often, inside the gateway's 15 s silence limit"),
  LIVE_PRESENCE_BEAT_MS: Joi.number().integer().min(50).default(DEFAULT_LIVE_TIMINGS.presenceBeatMs).description("how often this process re-stamps its followers counts (stale after three beats)"),
  LIVE_SWEEP_MS: Joi.number().integer().min(50).default(DEFAULT_LIVE_TIMINGS.sweepMs).description('how often classes idle for 4 h are looked for and ended'),
  RATE_LIMIT_FEEDBACK_PER_ADDRESS_PER_HOUR: rateLimitSchema(FEEDBACK_LIMITS.perIpPerHour, 'anonymous feedback one address may send through one link (a share or a class) per hour'),
  RATE_LIMIT_FEEDBACK_PER_LINK_PER_HOUR: rateLimitSchema(FEEDBACK_LIMITS.perLinkPerHour, 'anonymous feedback one link takes per hour from everyone'),
  INTERNAL_API_SECRET: Joi.string().min(32).description("shared with the coaching service, which reads an instructor's workouts for their clients' pages; unset, it cannot"),
});

/**
 * PORT (default 3002), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default
 * info), BASE_URL (default http://localhost:3000), DATA_DIR (default .data), UPLOAD_DIR (default
 * <DATA_DIR>/uploads), STORAGE_QUOTA_BYTES (default 500 MiB), SPOTIFY_CLIENT_ID (optional: unset,
 * playlist sync is not configured), SPOTIFY_ACCOUNTS_URL (default https://accounts.spotify.com),
 * SPOTIFY_API_URL (default https://api.spotify.com), SPOTIFY_TOKEN_KEYS (required with a client id),
 * SPOTIFY_TIMEOUT_MS (default 10000), LIVE_HEARTBEAT_MS (default 10000), LIVE_PRESENCE_BEAT_MS
 * (default 10000), LIVE_SWEEP_MS (default 60000).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const vars = loadConfig(configSchema, env);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    identityPublicKey: vars.IDENTITY_PUBLIC_KEY,
    baseUrl: vars.BASE_URL.replace(/\/+$/, ''),
    uploadDir: path.resolve(vars.UPLOAD_DIR ?? path.join(vars.DATA_DIR, 'uploads')),
    ...(vars.STORAGE_URL && { storageUrl: vars.STORAGE_URL }),
    storageQuotaBytes: vars.STORAGE_QUOTA_BYTES,
    spotify: spotifyConfig(vars),
    live: { heartbeatMs: vars.LIVE_HEARTBEAT_MS, presenceBeatMs: vars.LIVE_PRESENCE_BEAT_MS, sweepMs: vars.LIVE_SWEEP_MS, idleEndMs: LIVE_LIMITS.idleEndMs },
    feedbackLimits: { perIpPerHour: vars.RATE_LIMIT_FEEDBACK_PER_ADDRESS_PER_HOUR, perLinkPerHour: vars.RATE_LIMIT_FEEDBACK_PER_LINK_PER_HOUR },
    ...(vars.INTERNAL_API_SECRET && { internalApiSecret: vars.INTERNAL_API_SECRET }),
  };
}

function spotifyConfig(vars: ContentEnv): SpotifyConfig | null {
  if (!vars.SPOTIFY_CLIENT_ID || !vars.SPOTIFY_TOKEN_KEYS) return null;
  return {
    clientId: vars.SPOTIFY_CLIENT_ID,
    accountsUrl: vars.SPOTIFY_ACCOUNTS_URL.replace(/\/+$/, ''),
    apiUrl: vars.SPOTIFY_API_URL.replace(/\/+$/, ''),
    tokenKeys: vars.SPOTIFY_TOKEN_KEYS,
    timeoutMs: vars.SPOTIFY_TIMEOUT_MS,
  };
}
