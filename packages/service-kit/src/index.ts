export { baseUrlSchema, dataDirSchema, storageUrlSchema, loadConfig, pemSchema, logLevelSchema, serviceEnvSchema, LOG_LEVELS, type ServiceEnv } from './config';
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
} from './errors';
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
