import { renderStandalone } from '@blockbeat/shell-sdk/standalone';
import BuilderPage from '../exposes/BuilderPage';

// Development only (`npm run dev -w mf-builder`): this remote's pages without the shell.
renderStandalone(
  [
    { path: '/builder/:id', element: <BuilderPage /> },
    { path: '/builder-simple/:id', element: <BuilderPage /> },
    { path: '*', element: <BuilderPage /> },
  ],
);
