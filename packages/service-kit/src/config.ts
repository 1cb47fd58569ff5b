import Joi from 'joi';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Validates the environment once at start. Fails with one error naming every missing or invalid
 * variable, so a misconfigured deployment is fixed in one round (docs/architecture.md, "Rules kept by the code
 * and the tests").
 * Empty variables count as unset: `FOO=` in a shell or .env file means "use the default".
 */
export function loadConfig<T>(schema: Joi.ObjectSchema<T>, env: NodeJS.ProcessEnv = process.env): T {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const { value, error } = schema.validate(set, { abortEarly: false, convert: true, stripUnknown: true });
  if (error) {
    const problems = error.details.map((d) => d.message);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return value;
}

/**
 * A PEM key from the environment. Accepts literal "\n" escapes because many env files and
 * secret stores cannot hold multi-line values.
 */
export function pemSchema(kind: 'PUBLIC KEY' | 'PRIVATE KEY'): Joi.StringSchema {
  return Joi.string().custom((value: string, helpers) => {
    const pem = value.replace(/\\n/g, '\n').trim();
    const valid = pem.startsWith(`-----BEGIN ${kind}-----`) && pem.endsWith(`-----END ${kind}-----`);
    return valid ? `${pem}\n` : helpers.message({ custom: `{{#label}} must be a PEM ${kind}` });
  });
}

export const logLevelSchema = Joi.string()
  .valid(...LOG_LEVELS)
  .default('info')
  .description('pino log level');

/**
 * A per-user or per-address limit: RATE_LIMIT_<WHAT>_PER_<WINDOW>, a whole number ≥ 1 with its
 * default. Every service's limits use it, so the generated configuration table lists them together.
 */
export function rateLimitSchema(defaultLimit: number, what: string): Joi.NumberSchema {
  return Joi.number().integer().min(1).default(defaultLimit).description(what);
}

/** Variables every back-end service reads (docs/architecture.md), each with its default. */
export interface ServiceEnv {
  PORT: number;
  HOST: string;
  DATABASE_URL: string;
  IDENTITY_PUBLIC_KEY: string;
  LOG_LEVEL: string;
}

export function serviceEnvSchema(defaultPort: number): Joi.ObjectSchema<ServiceEnv> {
  return Joi.object<ServiceEnv>({
    PORT: Joi.number().port().default(defaultPort).description('port to listen on'),
    HOST: Joi.string()
      .default('127.0.0.1')
      .description('address to listen on: loopback behind a local gateway (npm start), 0.0.0.0 in a pod so other pods reach it'),
    DATABASE_URL: Joi.string()
      .uri({ scheme: ['postgres', 'postgresql'] })
      .required()
      .description('PostgreSQL URL; the service keeps its tables in its own schema'),
    IDENTITY_PUBLIC_KEY: pemSchema('PUBLIC KEY')
      .required()
      .description("the gateway's Ed25519 public key (SPKI PEM) that verifies identity tokens"),
    LOG_LEVEL: logLevelSchema,
  });
}

/** BASE_URL: the gateway's public origin, for links a service writes (share links, mail links). */
export function baseUrlSchema(usedFor: string): Joi.StringSchema {
  return Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:3000')
    .description(`the gateway's public origin; ${usedFor}`);
}

/** DATA_DIR: where a service keeps local state (files) by default. */
export const dataDirSchema = Joi.string().default('.data').description('where local state lives (relative to the working directory)');

/** STORAGE_URL: files in S3-compatible storage (s3://bucket or s3://bucket/prefix) instead of a local folder. */
export const storageUrlSchema = Joi.string()
  .pattern(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](?:\/.*)?$/, 's3://bucket[/prefix]')
  .description('S3-compatible storage for files, s3://bucket[/prefix] (endpoint, region and credentials by the AWS SDK\'s standard variables); default a local folder');
