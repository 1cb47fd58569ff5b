import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { LandingPage } from '../landing/LandingPage';
import { PublicFrame } from '../landing/PublicFrame';
import { legalRoutes } from '../legal/legalRoutes';

/**
 * PRODUCT.md §2, signed out: landing for / and any unknown path. Without a session cookie the
 * gateway serves the landing and legal pages pre-rendered instead; these routes serve them when
 * the single-page app is already running (e.g. a session that expired).
 */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/shared/:shareToken" element={<RemoteScreen id="mf_player/SharedPlayerPage" />} />
      <Route path="/import/:id" element={<RemoteScreen id="mf_player/ImportPage" />} />
      {legalRoutes((page) => <PublicFrame>{page}</PublicFrame>)}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
