import type { ErrorBody, ErrorCode } from '@blockbeat/contracts';

function parseBody(text: string): ErrorBody | null {
  try {
    const parsed = JSON.parse(text) as Partial<ErrorBody> | null;
    return parsed && typeof parsed.error === 'object' && parsed.error !== null ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * A non-OK answer. Its message is the product's "<status>: <body text or status text>"
 * (docs/product.md, "Errors"); the status and the service's error body stay readable as data, so
 * nobody parses them back out of the message.
 */
export class ApiError extends Error {
  readonly body: ErrorBody | null;

  /** `message` replaces the usual one where the product words a call's failure its own way. */
  constructor(
    readonly status: number,
    text: string,
    statusText = '',
    message = `${status}: ${text || statusText}`,
  ) {
    super(message);
    this.name = 'ApiError';
    this.body = parseBody(text);
  }

  get code(): ErrorCode | null {
    return this.body?.error.code ?? null;
  }

  /** What the service said, for showing to the user; null when it said nothing usable. */
  get serviceMessage(): string | null {
    return this.body?.error.message || null;
  }

  static async from(res: Response): Promise<ApiError> {
    return new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  }
}

/** The status of a failed call, or null for anything that is not an answer (offline, a bug). */
export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/** The service's `{error:{code,message,fields?}}`, or null. */
export const errorBodyOf = (error: unknown): ErrorBody | null => (error instanceof ApiError ? error.body : null);

/** The message the service put in its error body, or `fallback`. */
export const serviceMessageOf = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.serviceMessage) || fallback;

/** Signed out: the product recognises "401: …Unauthorized…" (docs/product.md, "Errors"). */
export const isUnauthorizedError = (error: unknown): boolean => statusOf(error) === 401 && (error as Error).message.includes('Unauthorized');

/** No access to create or edit (402 payment_required). */
export const isPaymentRequiredError = (error: unknown): boolean => statusOf(error) === 402;

export const isNotFoundError = (error: unknown): boolean => statusOf(error) === 404;

/** A 4xx: asking again unchanged will not help. */
export const isClientError = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== null && status >= 400 && status < 500;
};
