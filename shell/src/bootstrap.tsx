import { createQueryClient, registerShellInstances } from '@blockbeat/shell-sdk';
import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/base.css';
import { installLazyLoadFallback } from './federation/lazyLoadFallback';
import { ensureRemotesRegistered } from './federation/remotes';

const queryClient = createQueryClient();
// Remotes record theirs too; an e2e test compares identities to prove there is one of each.
registerShellInstances(React, queryClient);
installLazyLoadFallback();
// Ask for the remotes map now, in parallel with the sign-in check; screens wait for it and
// report a failure themselves (with Retry).
ensureRemotesRegistered().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
