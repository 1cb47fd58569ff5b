import { createQueryClient, registerShellInstances } from '@blockbeat/shell-sdk';
import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startFromPage } from './app/startFromPage';
import './common/base.css';
import { installLazyLoadFallback } from './federation/lazyLoadFallback';
import { ensureRemotesRegistered } from './federation/remotes';
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
// The signed-in user's answers the page carries, and what the first screen needs besides them.
startFromPage(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
