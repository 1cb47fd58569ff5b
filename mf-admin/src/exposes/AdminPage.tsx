import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { AdminSectionView } from '../features/overview/components/AdminSectionView';
import '../shared/admin.css';
import { useRegisterRemote } from '../shared/remote';

/** /admin and every /admin/* route (the shell shows it to admins only). */
export default function AdminPage() {
  useRegisterRemote();
  return (
    <ThemedUi provider={UiProvider}>
      <div>
        <h1 className="page-title">Admin</h1>
        <AdminSectionView />
      </div>
    </ThemedUi>
  );
}
