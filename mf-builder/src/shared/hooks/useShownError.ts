import { useShownErrors } from '@blockbeat/ui';
import { useAppSelector } from '../state/store';

/**
 * A field's error as the builder shows it: its own once the user has left the field or tried to
 * save, else what the server refused on the last save.
 */
export function useShownError(own: string | undefined | null, server?: string) {
  const shown = useShownErrors<'own'>({ attempted: useAppSelector((s) => s.builder.saveAttempted) });
  return { error: (shown.shows('own') && own) || server, onLeave: () => shown.leave('own') };
}
