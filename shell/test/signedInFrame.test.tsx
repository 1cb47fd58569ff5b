import { AUTH_USER_QUERY_KEY, ToastProvider } from '@blockbeat/shell-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthRoutes } from '../src/app/AuthRoutes';
import { mockApi } from './helpers';

jest.mock('../src/app/SignedInApp', () => ({ __esModule: true, default: () => <p>signed-in app</p> }));

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, onboardingCompleted: true };

test('when a signed-in user goes missing, then the signed-in frame stays (it says so and signs in again) instead of the landing', async () => {
  const routes: Parameters<typeof mockApi>[0] = { '/api/auth/user': { status: 200, body: user } };
  mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AuthRoutes />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('signed-in app')).toBeInTheDocument();

  routes['/api/auth/user'] = { status: 401, body: 'Unauthorized' };
  await act(() => client.refetchQueries({ queryKey: AUTH_USER_QUERY_KEY }));

  expect(client.getQueryData(AUTH_USER_QUERY_KEY)).toBeNull();
  expect(screen.getByText('signed-in app')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
});
