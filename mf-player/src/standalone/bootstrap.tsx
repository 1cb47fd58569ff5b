import { renderStandalone } from '@blockbeat/shell-sdk/standalone';
import ImportPage from '../exposes/ImportPage';
import PlayerPage from '../exposes/PlayerPage';
import SharedPlayerPage from '../exposes/SharedPlayerPage';

// Development only (`npm run dev -w mf-player`): this remote's pages without the shell.
renderStandalone(
  [
    { path: '/shared/:shareToken', element: <SharedPlayerPage /> },
    { path: '/import/:id', element: <ImportPage /> },
    { path: '/player/:id', element: <PlayerPage /> },
    { path: '*', element: <PlayerPage /> },
  ],
);
