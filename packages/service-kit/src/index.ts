export { rateLimitSchema, baseUrlSchema, dataDirSchema, storageUrlSchema, loadConfig, pemSchema, logLevelSchema, serviceEnvSchema, LOG_LEVELS, type ServiceEnv } from './config';
export { createLogger } from './logger';
export type { Logger } from 'pino';
export {
  HttpError,
  ValidationError,
  UnauthenticatedError,
  PaymentRequiredError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  TooLargeError,
  UnavailableError,
  RateLimitedError,
} from './errors';
export { createFairPool, FairPoolRefused, type FairPool, type FairPoolOptions, type FairPoolRefusal, type PoolTask } from './fair-pool';
export { beginPoolTask, type PoolSignals } from './pool-worker';
export { errorHandler, isDatabaseUnavailable } from './error-handler';
export { validate } from './validate';
export {
  signIdentity,
  requireIdentity,
  optionalIdentity,
  identityOf,
  generateIdentityKeys,
  type IdentityKeys,
  type IdentityOptions,
} from './identity';
export { createSequelize, ensureDatabase, dropDatabase, type SequelizeOptions } from './database';
export { migrate, type Migration, type MigrationContext } from './migrate';
export { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres';
export { createServiceApp, type ServiceAppOptions } from './service-app';
export { accountDataRoutes, type AccountData } from './account-data-routes';
export { requestLogger } from './request-logger';
export { runService, type RunServiceOptions } from './run-service';
export { runMigrations } from './run-migrations';
export { startService, type StartServiceOptions, type ServiceConfig, type ServiceDeps } from './start-service';
export { clientGoneSignal } from './client-gone';
export { DRAIN_MAX_BYTES, DRAIN_MAX_MS, receiveSingleFile, type IncomingFile, type SingleFileOptions } from './multipart';
export { imagePixelProblem, IMAGE_HEAD_BYTES } from './image-dimensions';
export { listenForNotices, type NoticeHandlers, type NoticeListener } from './pg-listener';
export { readCookie } from './cookies';
export { linkPage } from './link-page';
export { requireInternalSecret } from './internal-secret';
export { signedIdTokens, type SignedIdTokens } from './signed-id-token';
export { createSql, type Params, type Sql, type Tx } from './sql';
