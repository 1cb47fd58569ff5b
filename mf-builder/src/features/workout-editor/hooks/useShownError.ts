import { useState } from 'react';
import { useAppSelector } from '../state/store';

/**
 * A field's error as the builder shows it: its own once the user has left the field or tried to
 * save, else what the server refused on the last save.
 */
export function useShownError(own: string | undefined | null, server?: string) {
  const saveAttempted = useAppSelector((s) => s.builder.saveAttempted);
  const [left, setLeft] = useState(false);
  return { error: ((left || saveAttempted) && own) || server, onLeave: () => setLeft(true) };
}
