import { statusOf } from '@blockbeat/shell-sdk';

/** 401 and 402 are answered by useActionErrorHandler (toast and sign in again, or the paywall); the screen explains the rest. */
export function needsExplaining(error: unknown): boolean {
  const status = statusOf(error);
  return status !== 401 && status !== 402;
}
