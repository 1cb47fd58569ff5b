import { createContext, useContext } from 'react';

/** Lets a fallback module (created far from the screen) retry the screen it replaces. */
export const RemoteRetryContext = createContext<() => Promise<void>>(async () => undefined);

export function useRemoteRetry(): () => Promise<void> {
  return useContext(RemoteRetryContext);
}
