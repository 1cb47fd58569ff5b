import { flushCompletionQueue, useAuth } from '@blockbeat/shell-sdk';
import { useEffect } from 'react';

/**
 * Sends the workout completions the player queued while the network was down: once the app
 * starts with the user known, and again whenever the browser comes back online.
 */
export function CompletionQueueFlusher() {
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const flush = () => void flushCompletionQueue(userId);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [userId]);
  return null;
}
