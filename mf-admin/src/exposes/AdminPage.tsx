import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { useLocation } from 'react-router-dom';
import { AdminSectionView } from '../features/overview/components/AdminSectionView';
import { SupportAdmin } from '../features/support/components/SupportAdmin';
import { ADMIN_SUPPORT_PATH } from '../features/support/model/paths';
import { AdminNav } from '../shared/AdminNav';
import { sectionFor } from '../shared/adminSections';
import '../shared/admin.css';
import { useRegisterRemote } from '../shared/remote';

function SectionScreen() {
  const section = sectionFor(useLocation().pathname);
  return section.path === ADMIN_SUPPORT_PATH ? <SupportAdmin /> : <AdminSectionView section={section} />;
}

/** /admin and every /admin/* route (the shell shows it to admins only). */
export default function AdminPage() {
  useRegisterRemote();
  return (
    <ThemedUi provider={UiProvider}>
      <div>
        <h1 className="page-title">Admin</h1>
        <AdminNav />
        <SectionScreen />
      </div>
    </ThemedUi>
  );
}
