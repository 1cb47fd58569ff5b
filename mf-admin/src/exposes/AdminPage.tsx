import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { EmailTemplatesAdmin } from '../features/email-templates/components/EmailTemplatesAdmin';
import { EMAIL_TEMPLATES_PATH } from '../features/email-templates/model/paths';
import { GroupEmailScreen } from '../features/group-email/components/GroupEmailScreen';
import { GROUP_EMAIL_PATH } from '../features/group-email/model/paths';
import { AdminOverview } from '../features/overview/components/AdminOverview';
import { StripeTest } from '../features/stripe-test/components/StripeTest';
import { STRIPE_TEST_PATH } from '../features/stripe-test/model/paths';
import { SupportAdmin } from '../features/support/components/SupportAdmin';
import { ADMIN_SUPPORT_PATH } from '../features/support/model/paths';
import { AdminUsers } from '../features/users/components/AdminUsers';
import { AdminNav } from '../shared/AdminNav';
import { sectionFor } from '../shared/adminSections';
import '../shared/admin.css';
import { useRegisterRemote } from '../shared/remote';

/** /admin: the business at a glance, then the users table (two features: neither imports the other). */
function OverviewScreen() {
  return (
    <>
      <AdminOverview />
      <AdminUsers />
    </>
  );
}

/** Each section's screen, by the section's path (sectionFor gives the overview for any other path). */
const SCREENS: Record<string, ComponentType> = {
  '/admin': OverviewScreen,
  [ADMIN_SUPPORT_PATH]: SupportAdmin,
  [EMAIL_TEMPLATES_PATH]: EmailTemplatesAdmin,
  [STRIPE_TEST_PATH]: StripeTest,
  [GROUP_EMAIL_PATH]: GroupEmailScreen,
};

function SectionScreen() {
  const section = sectionFor(useLocation().pathname);
  const Screen = SCREENS[section.path] ?? OverviewScreen;
  return <Screen />;
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
