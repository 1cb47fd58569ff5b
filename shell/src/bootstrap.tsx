import { AUTH_USER_QUERY_KEY, createQueryClient, pageDataUrls, registerShellInstances, subscriptionQueryOptions } from '@blockbeat/shell-sdk';
import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadSignedInApp } from './app/AuthRoutes';
import { screenToFetchAhead } from './app/signedInScreens';
import './common/base.css';
import { installLazyLoadFallback } from './federation/lazyLoadFallback';
import { ensureRemotesRegistered, fetchScreenAhead } from './federation/remotes';
import { installPromptStore } from './pwa/installPrompt';
import { registerServiceWorker } from './pwa/registerServiceWorker';

const queryClient = createQueryClient();
// Remotes record theirs too; an e2e test compares identities to prove there is one of each.
registerShellInstances(React, queryClient);
installLazyLoadFallback();
// Listen for the browser's install offer from the start: it may come before the banner's screen.
installPromptStore();
// Only production builds have a service worker (the shell's build writes dist/sw.js).
if (process.env.NODE_ENV === 'production') registerServiceWorker();
// Ask for the remotes map now, in parallel with the sign-in check; screens wait for it and
// report a failure themselves (with Retry).
ensureRemotesRegistered().catch(() => undefined);
// A page loaded with a session cookie carries no sign-in answer (the gateway adds `null` only when
// there is no cookie): it is very probably signed in, so what its first screen waits for (the
// signed-in frame's code, the subscription status its route guard reads, the remote screen) is
// fetched alongside the sign-in check instead of one after another behind it (issue 13: the
// dashboard's grid 3.2 s → 1.5 s at 4× CPU, docs/frontend.md "The signed-in dashboard").
if (!pageDataUrls().includes(AUTH_USER_QUERY_KEY[0])) {
  preloadSignedInApp();
  void queryClient.prefetchQuery(subscriptionQueryOptions());
  const screen = screenToFetchAhead(location.pathname);
  if (screen) fetchScreenAhead(screen);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
