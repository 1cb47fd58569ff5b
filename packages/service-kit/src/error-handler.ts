import type { ErrorBody, ErrorCode } from '@blockbeat/contracts';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { UniqueConstraintError } from 'sequelize';
import { ConflictError, HttpError, TooLargeError, ValidationError } from './errors';

const INTERNAL: ErrorBody = { error: { code: 'internal', message: 'Internal server error' } };
const PG_UNIQUE_VIOLATION = '23505';

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
  if (!isExposed(err)) return null;
  if (err.status === 413) return new TooLargeError();
  if (err.type === 'entity.parse.failed') return new ValidationError({}, 'Malformed JSON body');
  const code = CODE_BY_STATUS[err.status];
  return code ? new HttpError(err.status, code, err.message) : new ValidationError({}, err.message);
}

function isUniqueViolation(err: unknown): boolean {
  if (err instanceof UniqueConstraintError) return true;
  const candidates = [err, (err as { parent?: unknown })?.parent, (err as { original?: unknown })?.original];
  return candidates.some((e) => (e as { code?: unknown } | undefined)?.code === PG_UNIQUE_VIOLATION);
}

function isExposed(err: unknown): err is ExposedError {
  const e = err as Partial<ExposedError> | null;
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose === true;
}
