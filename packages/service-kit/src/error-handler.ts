import type { ErrorBody, ErrorCode } from '@blockbeat/contracts';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ConnectionError, UniqueConstraintError } from 'sequelize';
import { ConflictError, HttpError, retryAfterOf, TooLargeError, UnavailableError, ValidationError } from './errors';

const INTERNAL: ErrorBody = { error: { code: 'internal', message: 'Internal server error' } };
const PG_UNIQUE_VIOLATION = '23505';
/** SQLSTATE classes 08 (connection exception) and 57P (the server shutting down or starting up). */
const PG_UNAVAILABLE = /^(08|57P)/;
/** What node-postgres says when the server goes away in the middle of a query. */
const CONNECTION_LOST = /Connection terminated|ECONNREFUSED|ECONNRESET|connection is closed/i;

/** Codes for the 4xx errors Express and body-parser raise themselves (http-errors with `expose`). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  415: 'unsupported_media_type',
};

interface ExposedError {
  status: number;
  expose: true;
  type?: string;
  message: string;
}

/** The one place errors become responses: `{error:{code,message,fields?}}` (docs/architecture.md). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = toHttpError(err);
    if (known) {
      if (known instanceof UnavailableError) logger.warn({ err: (err as Error).message, method: req.method, path: req.path }, 'dependency unavailable');
      const retryAfter = retryAfterOf(known);
      if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
      res.status(known.status).json(known.toBody());
      return;
    }
    logger.error({ err, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json(INTERNAL);
  };
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (isUniqueViolation(err)) return new ConflictError();
  if (isDatabaseUnavailable(err)) return new UnavailableError();
  if (isMalformedUrl(err)) return new ValidationError({}, 'The address is not valid (bad percent-encoding)');
  if (!isExposed(err)) return null;
  if (err.status === 413) return new TooLargeError();
  if (err.type === 'entity.parse.failed') return new ValidationError({}, 'Malformed JSON body');
  const code = CODE_BY_STATUS[err.status];
  return code ? new HttpError(err.status, code, err.message) : new ValidationError({}, err.message);
}

/** pg errors sit on Sequelize's `parent`/`original`; raw pg errors are themselves the candidate. */
const causes = (err: unknown): unknown[] => [err, (err as { parent?: unknown })?.parent, (err as { original?: unknown })?.original];

function isUniqueViolation(err: unknown): boolean {
  if (err instanceof UniqueConstraintError) return true;
  return causes(err).some((e) => (e as { code?: unknown } | undefined)?.code === PG_UNIQUE_VIOLATION);
}

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  return causes(err).some((e) => {
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
    return (typeof code === 'string' && PG_UNAVAILABLE.test(code)) || (typeof message === 'string' && CONNECTION_LOST.test(message));
  });
}

/** The router's failure to decode a path parameter (`%ZZ`, overlong or truncated UTF-8). */
function isMalformedUrl(err: unknown): boolean {
  return err instanceof URIError;
}

function isExposed(err: unknown): err is ExposedError {
  const e = err as Partial<ExposedError> | null;
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose === true;
}
