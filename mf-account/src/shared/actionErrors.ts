import { errorBodyOf } from '@blockbeat/shell-sdk';

/** The message a service put in its error body, or `fallback` when there is none to show. */
export function serviceMessageOf(error: unknown, fallback: string): string {
  return errorBodyOf(error)?.error.message || fallback;
}

/** The status of a failed call, as the API client puts it at the start of the message. */
export function statusOf(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** 401 and 402 are answered by useActionErrorHandler (toast and sign in again, or the paywall); the screen explains the rest. */
export function needsExplaining(error: unknown): boolean {
  const status = statusOf(error);
  return status !== 401 && status !== 402;
}
