import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { AdminGuard } from '../guard/AdminGuard';
import { ExpiredGuard } from '../guard/ExpiredGuard';
import { legalRoutes } from '../legal/legalRoutes';
import { InstallBanner } from '../pwa/InstallBanner';
import { TrialNotices } from '../trial/TrialNotices';
import { useIncompleteRefresh } from '../trial/useIncompleteRefresh';
import { CompletionQueueFlusher } from './CompletionQueueFlusher';
import { SessionWatch } from './SessionWatch';
import { HOME_SCREEN, SIGNED_IN_SCREENS } from './signedInScreens';
import { TopBar } from './TopBar';
import './signed-in.css';


/**
 * docs/product.md#signed-in-frame signed in. The top bar stays usable whatever a remote does. No antd here: a
 * screen that draws with it (through @blockbeat/ui) mounts its own UiProvider, so the dashboard's
 * first paint does not wait for antd.
 */
export default function SignedInApp() {
  useIncompleteRefresh();
  return (
    <div className="page">
      <TopBar />
      <main id="main" className="signed-in-main">
        <ExpiredGuard>
          <Routes>
            {SIGNED_IN_SCREENS.map(({ path, id, adminOnly }) => (
              <Route
                key={path}
                path={path}
                element={
                  adminOnly ? (
                    <AdminGuard>
                      <RemoteScreen id={id} />
                    </AdminGuard>
                  ) : (
                    <RemoteScreen id={id} />
                  )
                }
              />
            ))}
            {legalRoutes()}
            <Route path="*" element={<RemoteScreen id={HOME_SCREEN} />} />
          </Routes>
        </ExpiredGuard>
      </main>
      <InstallBanner />
      <TrialNotices />
      <SessionWatch />
      <CompletionQueueFlusher />
    </div>
  );
}
