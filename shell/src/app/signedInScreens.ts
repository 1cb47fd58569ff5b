import { remoteModuleId, type RemoteModuleId } from '@blockbeat/contracts';
import { matchPath } from 'react-router-dom';
import { LEGAL_PAGES } from '../legal/legalPages';

export interface SignedInScreen {
  path: string;
  id: RemoteModuleId;
  /** Shown to admins only (the shell's AdminGuard); never fetched ahead for anyone else. */
  adminOnly?: true;
}

const builder = remoteModuleId('builder', 'BuilderPage');
const history = remoteModuleId('dashboard', 'HistoryPage');
const clients = remoteModuleId('dashboard', 'ClientsPage');
const programs = remoteModuleId('dashboard', 'ProgramsPage');

/** docs/product.md#signed-in-frame signed in: each path's remote screen. Any other path is the dashboard. */
export const SIGNED_IN_SCREENS: readonly SignedInScreen[] = [
  { path: '/builder', id: builder },
  { path: '/builder/:id', id: builder },
  { path: '/builder-simple', id: builder },
  { path: '/builder-simple/:id', id: builder },
  { path: '/player/:id', id: remoteModuleId('player', 'PlayerPage') },
  { path: '/shared/:shareToken', id: remoteModuleId('player', 'SharedPlayerPage') },
  { path: '/import/:id', id: remoteModuleId('player', 'ImportPage') },
  { path: '/live', id: remoteModuleId('player', 'LiveJoinPage') },
  { path: '/live/:code', id: remoteModuleId('player', 'LiveClassPage') },
  { path: '/account', id: remoteModuleId('account', 'AccountPage') },
  { path: '/subscription', id: remoteModuleId('account', 'SubscriptionPage') },
  { path: '/payment-setup', id: remoteModuleId('account', 'PaymentSetupPage') },
  { path: '/support', id: remoteModuleId('account', 'SupportPage') },
  { path: '/support/:ticketId', id: remoteModuleId('account', 'SupportPage') },
  { path: '/subscription-required', id: remoteModuleId('account', 'PaywallPage') },
  { path: '/spotify-playlist-sync', id: remoteModuleId('dashboard', 'SpotifySyncPage') },
  { path: '/history', id: history },
  { path: '/feedback', id: remoteModuleId('dashboard', 'FeedbackPage') },
  { path: '/clients', id: clients },
  { path: '/clients/:id', id: clients },
  { path: '/programs', id: programs },
  { path: '/programs/:id', id: programs },
  { path: '/admin/*', id: remoteModuleId('admin', 'AdminPage'), adminOnly: true },
];

export const HOME_SCREEN = remoteModuleId('dashboard', 'DashboardPage');

/**
 * The remote screen a signed-in page load at `pathname` will show, to fetch it while the sign-in
 * check runs; null for the legal pages (the shell's own) and the admin screens.
 */
export function screenToFetchAhead(pathname: string): RemoteModuleId | null {
  if (LEGAL_PAGES.some((page) => page.path === pathname.replace(/\/$/, ''))) return null;
  const screen = SIGNED_IN_SCREENS.find((s) => matchPath(s.path, pathname));
  if (!screen) return HOME_SCREEN;
  return screen.adminOnly ? null : screen.id;
}
