import { useSyncExternalStore } from 'react';

const noUpdates = () => () => undefined;

/**
 * False while React hydrates markup drawn on the server (its buttons are not wired up yet), true
 * once they work. A page rendered in the browser is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noUpdates,
    () => true,
    () => false,
  );
}
