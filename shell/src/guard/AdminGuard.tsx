import { useSubscription } from '@blockbeat/shell-sdk';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../common/NotFoundPage';
import { ScreenLoading } from '../common/LoadingScreen';

/**
 * /admin/* is for admins (docs/product.md#admin). The services refuse everyone else; here the others
 * see the page they would see at any address that is not theirs, not the admin layout, and the
 * admin remote is not even loaded for them.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data, isPending } = useSubscription();
  if (isPending) return <ScreenLoading />;
  return data?.admin ? children : <NotFoundPage />;
}
