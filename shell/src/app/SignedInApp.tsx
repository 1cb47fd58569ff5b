import { useTheme } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { ExpiredGuard } from '../guard/ExpiredGuard';
import { legalRoutes } from '../legal/legalRoutes';
import { InstallBanner } from '../pwa/InstallBanner';
import { TrialNotices } from '../trial/TrialNotices';
import { useIncompleteRefresh } from '../trial/useIncompleteRefresh';
import { SessionWatch } from './SessionWatch';
import { TopBar } from './TopBar';
import './signed-in.css';

const screen = (id: string) => <RemoteScreen id={id} />;

/** PRODUCT.md §2, signed in. The top bar stays usable whatever a remote does. */
export default function SignedInApp() {
  const { resolvedTheme } = useTheme();
  useIncompleteRefresh();
  return (
    <UiProvider mode={resolvedTheme}>
      <div className="page">
        <TopBar />
        <main id="main" className="signed-in-main">
          <ExpiredGuard>
            <Routes>
              <Route path="/builder" element={screen('mf_builder/BuilderPage')} />
              <Route path="/builder/:id" element={screen('mf_builder/BuilderPage')} />
              <Route path="/builder-simple" element={screen('mf_builder/BuilderPage')} />
              <Route path="/builder-simple/:id" element={screen('mf_builder/BuilderPage')} />
              <Route path="/player/:id" element={screen('mf_player/PlayerPage')} />
              <Route path="/shared/:shareToken" element={screen('mf_player/SharedPlayerPage')} />
              <Route path="/import/:id" element={screen('mf_player/ImportPage')} />
              <Route path="/account" element={screen('mf_account/AccountPage')} />
              <Route path="/subscription" element={screen('mf_account/SubscriptionPage')} />
              <Route path="/payment-setup" element={screen('mf_account/PaymentSetupPage')} />
              <Route path="/support" element={screen('mf_account/SupportPage')} />
              <Route path="/subscription-required" element={screen('mf_account/PaywallPage')} />
              <Route path="/spotify-playlist-sync" element={screen('mf_dashboard/SpotifySyncPage')} />
              <Route path="/admin/*" element={screen('mf_admin/AdminPage')} />
              {legalRoutes()}
              <Route path="*" element={screen('mf_dashboard/DashboardPage')} />
            </Routes>
          </ExpiredGuard>
        </main>
        <InstallBanner />
        <TrialNotices />
        <SessionWatch />
      </div>
    </UiProvider>
  );
}
