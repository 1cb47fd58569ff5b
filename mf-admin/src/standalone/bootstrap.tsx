import { renderStandalone } from '@blockbeat/shell-sdk/standalone';
import AdminPage from '../exposes/AdminPage';

// Development only (`npm run dev -w mf-admin`): this remote's pages without the shell.
renderStandalone(
  [
    { path: '*', element: <AdminPage /> },
  ],
);
