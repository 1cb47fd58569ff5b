import { remoteModuleId } from '@blockbeat/contracts';
import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { LandingPage } from '../landing/LandingPage';
import { PublicFrame } from '../landing/PublicFrame';
import { legalRoutes } from '../legal/legalRoutes';

/**
 * docs/product.md#signed-in-frame signed out: landing for / and any unknown path. Without a session cookie the
 * gateway serves the landing and legal pages pre-rendered instead; these routes serve them when
 * the single-page app is already running (e.g. a session that expired).
 */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/shared/:shareToken" element={<RemoteScreen id={remoteModuleId('player', 'SharedPlayerPage')} />} />
      <Route path="/import/:id" element={<RemoteScreen id={remoteModuleId('player', 'ImportPage')} />} />
      {legalRoutes((page) => <PublicFrame>{page}</PublicFrame>)}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
