import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '../src/exposes/AccountPage';
import { mockApi, ok, quietJsdomPseudoElements, renderAt, status, user } from './helpers';

jest.mock('../src/shared/navigation', () => ({ assignLocation: jest.fn() }));

quietJsdomPseudoElements();

const MB = 1024 * 1024;
const api = (usage: Parameters<typeof mockApi>[0][string]) =>
  mockApi({
    '/api/auth/user': ok(user()),
    '/api/subscription/status': ok(status()),
    '/api/branding': ok({ logoUrl: null, primaryColor: null, accentColor: null }),
    '/api/uploads/usage': usage,
  });
const storageCard = async () => (await screen.findByRole('heading', { name: 'Storage' })).closest('.ant-card') as HTMLElement;

describe('storage on the account page', () => {
  test('when the usage loads, then the card says how much of the quota is used, with a progress bar', async () => {
    api(ok({ usedBytes: 12.4 * MB, quotaBytes: 500 * MB }));
    renderAt('/account', <AccountPage />);
    const card = await storageCard();
    expect(await within(card).findByText('Storage: 12.4 MB of 500 MB used')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Storage: 12.4 MB of 500 MB used' });
    expect(bar).toHaveAttribute('value', String(12.4 * MB));
    expect(bar).toHaveAttribute('max', String(500 * MB));
  });

  test('when less than 1 MB is used, then it is said in KB, not as 0 MB', async () => {
    api(ok({ usedBytes: 48 * 1024, quotaBytes: 500 * MB }));
    renderAt('/account', <AccountPage />);
    const card = await storageCard();
    expect(await within(card).findByText('Storage: 48 KB of 500 MB used')).toBeInTheDocument();
  });

  test('when the usage is on its way, then the card says it is loading until it comes', async () => {
    api(ok({ usedBytes: 0, quotaBytes: 500 * MB }));
    renderAt('/account', <AccountPage />);
    expect(screen.getByText('Loading your storage...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Storage: 0 KB of 500 MB used')).toBeInTheDocument();
    expect(screen.queryByText('Loading your storage...')).not.toBeInTheDocument();
  });

  test('when the usage cannot be read, then an error shows, and Retry reads it again', async () => {
    const mock = api({ status: 500, body: { error: { code: 'internal', message: 'Internal server error' } } });
    renderAt('/account', <AccountPage />);
    const card = await storageCard();
    expect(await within(card).findByText('Your storage use could not be loaded.')).toBeInTheDocument();
    mock.set('/api/uploads/usage', ok({ usedBytes: 0, quotaBytes: 500 * MB }));
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Storage: 0 KB of 500 MB used')).toBeInTheDocument();
    expect(mock.callsTo('/api/uploads/usage')).toHaveLength(2);
  });
});
