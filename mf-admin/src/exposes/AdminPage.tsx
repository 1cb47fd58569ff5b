import { AdminSectionView } from '../features/overview/components/AdminSectionView';
import '../shared/admin.css';
import { useRegisterRemote } from '../shared/remote';

/** /admin and every /admin/* route. */
export default function AdminPage() {
  useRegisterRemote();
  return (
    <div>
      <h1 className="page-title">Admin</h1>
      <AdminSectionView />
    </div>
  );
}
