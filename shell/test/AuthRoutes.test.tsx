import { render, screen, within } from '@testing-library/react';
import { AuthRoutes } from '../src/app/AuthRoutes';
import { mockApi, never, Providers } from './helpers';

jest.mock('../src/federation/RemoteScreen', () => ({ RemoteScreen: ({ id }: { id: string }) => <p>remote screen {id}</p> }));
jest.mock('../src/app/SignedInApp', () => ({ __esModule: true, default: () => <p>signed-in app</p> }));

const signedOut = { '/api/auth/user': { status: 401, body: 'Unauthorized' } };
const renderAt = (path: string) => render(<Providers path={path}><AuthRoutes /></Providers>);

test('when the sign-in state is loading, then a spinner named Loading shows', () => {
  mockApi({ '/api/auth/user': never });
  renderAt('/');
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('when signed out at /, then the landing shows and every login goes to /api/login', async () => {
  mockApi(signedOut);
  renderAt('/');
  expect(await screen.findByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/api/login');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
  for (const link of screen.getAllByRole('link', { name: /^Log In$/ })) expect(link).toHaveAttribute('href', '/api/login');
  expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
  for (const feature of ['Timed Intervals', 'Music Sync', 'Custom Branding', 'Easy Sharing']) {
    expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
  }
  expect(screen.getByText('Professional workout timer platform for fitness instructors')).toBeInTheDocument();
  expect(screen.getByText('Made for fitness professionals')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
});

test('when signed out at an unknown path, then the landing shows', async () => {
  mockApi(signedOut);
  renderAt('/dashboard');
  expect(await screen.findByRole('link', { name: 'Start Free Trial' })).toBeInTheDocument();
});

test.each([
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/acceptable-use', 'Acceptable Use Policy'],
])('when signed out at %s, then the legal page shows its date and support address', async (path, title) => {
  mockApi(signedOut);
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Last updated: August 9, 2025')).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'support@blockbeat.app' })).toHaveAttribute('href', 'mailto:support@blockbeat.app');
});

test.each([
  ['/shared/tok123', 'mf_player/SharedPlayerPage'],
  ['/import/w1', 'mf_player/ImportPage'],
])('when signed out at %s, then the %s remote screen shows', async (path, id) => {
  mockApi(signedOut);
  renderAt(path);
  expect(await screen.findByText(`remote screen ${id}`)).toBeInTheDocument();
});

test.each([['/shared/no-such-token'], ['/import/w1']])('when signed out at %s, then the remote screen is the page’s main landmark', async (path) => {
  mockApi(signedOut);
  renderAt(path);
  expect(within(await screen.findByRole('main')).getByText(/^remote screen /)).toBeInTheDocument();
});

test('when signed in, then the signed-in app loads', async () => {
  mockApi({ '/api/auth/user': { status: 200, body: { id: 'u1', email: 'a@b.c', firstName: null, lastName: null, profileImageUrl: null, onboardingCompleted: true } } });
  renderAt('/');
  expect(await screen.findByText('signed-in app')).toBeInTheDocument();
});
