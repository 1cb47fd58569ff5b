import { renderStandalone } from '@blockbeat/shell-sdk/standalone';
import DashboardPage from '../exposes/DashboardPage';
import FeedbackPage from '../exposes/FeedbackPage';
import HistoryPage from '../exposes/HistoryPage';
import SpotifySyncPage from '../exposes/SpotifySyncPage';

// Development only (`npm run dev -w mf-dashboard`): this remote's pages without the shell.
renderStandalone(
  [
    { path: '/spotify-playlist-sync', element: <SpotifySyncPage /> },
    { path: '/history', element: <HistoryPage /> },
    { path: '/feedback', element: <FeedbackPage /> },
    { path: '*', element: <DashboardPage /> },
  ],
);
