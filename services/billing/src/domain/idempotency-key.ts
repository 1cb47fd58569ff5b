import { createHash } from 'node:crypto';

export type KeyWindow = 'day' | 'minute';

/**
 * `<intent>:<userId>:<window>:<fingerprint>`, derived rather than stored: a retry after a crash
 * between Stripe's answer and our write lands on the same key with no state to keep or clean up.
 * The window is how long a repeat (a double click, a retried request) gets the same object back:
 * a UTC day for customers and Checkout Sessions (Stripe keeps keys at least 24 hours, and a
 * session lives 24 hours), a minute for portal sessions (their URLs expire within minutes).
 * The fingerprint of the parameters gives a new key when they change within the window (the trial
 * ended at noon, the e-mail changed), because Stripe refuses a key reused with other parameters.
 */
export function idempotencyKey(intent: string, userId: string, window: KeyWindow, params: unknown, now: Date): string {
  const iso = now.toISOString();
  const bucket = window === 'day' ? iso.slice(0, 10) : iso.slice(0, 16);
  const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
  return `${intent}:${userId}:${bucket}:${fingerprint}`;
}
