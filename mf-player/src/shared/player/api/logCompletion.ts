import type { CompletionInput } from '@blockbeat/contracts';
import { postCompletion, sendCompletion, useAuth, type QueuedCompletion } from '@blockbeat/shell-sdk';
import { useCallback } from 'react';

/** What the page knows of a finished run; the player adds when it ended and the id that makes resending safe. */
export type FinishedRun = Pick<CompletionInput, 'workoutId' | 'shareToken' | 'elapsedSeconds'>;

/** A v4 UUID; crypto.randomUUID exists only in secure contexts (a LAN address over http has none). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /api/completions (signed in only): own workouts by workoutId, shared ones by shareToken.
 * The completion gets its clientId and completedAt when the run ends; a send that fails offline
 * or on a server error is queued on this device (shell-sdk's completion queue) and sent later.
 * The class is over: nothing here interrupts the completion screen.
 */
export function useLogCompletion(): (run: FinishedRun) => void {
  const userId = useAuth().user?.id ?? null;
  return useCallback(
    (run: FinishedRun) => {
      const completion: QueuedCompletion = { ...run, clientId: newClientId(), completedAt: new Date().toISOString() };
      // With the user not known yet there is no queue to keep it in: one try.
      if (userId === null) void postCompletion(completion).catch((err: unknown) => console.warn('Could not log the completed workout', err));
      else void sendCompletion(userId, completion);
    },
    [userId],
  );
}
