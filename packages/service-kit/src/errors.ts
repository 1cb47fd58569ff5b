import type { ErrorBody, ErrorCode } from '@blockbeat/contracts';

/** An error whose status, code and message are safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    const fields = this.fields && Object.keys(this.fields).length > 0 ? this.fields : undefined;
    return { error: { code: this.code, message: this.message, ...(fields && { fields }) } };
  }
}

export class ValidationError extends HttpError {
  constructor(fields: Record<string, string>, message = 'Invalid request') {
    super(400, 'validation', message, fields);
  }
}

/** The browser recognises a logged-out user by "401: …Unauthorized…" (docs/product.md#errors). */
export class UnauthenticatedError extends HttpError {
  constructor() {
    super(401, 'unauthenticated', 'Unauthorized');
  }
}

export class PaymentRequiredError extends HttpError {
  constructor(message = 'An active BlockBeat Pro subscription or trial is required') {
    super(402, 'payment_required', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'Already exists') {
    super(409, 'conflict', message);
  }
}

export class TooLargeError extends HttpError {
  constructor(message = 'Request body too large') {
    super(413, 'too_large', message);
  }
}

/** Seconds a client should wait before trying again after a 503 that names none. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** A dependency (the database, another service, a busy checker) is briefly out of reach: try again shortly. */
export class UnavailableError extends HttpError {
  readonly retryAfterSeconds: number = UNAVAILABLE_RETRY_SECONDS;
  constructor(message = 'BlockBeat is briefly unavailable. Please try again in a moment.') {
    super(503, 'unavailable', message);
  }
}

/** A limit on the caller is reached: 429, with how long until the next try may pass (Retry-After). */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** The seconds an error asks the caller to wait (sent as Retry-After), when it names any. */
export function retryAfterOf(err: HttpError): number | undefined {
  const seconds = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? Math.max(1, Math.ceil(seconds)) : undefined;
}
