import { remoteModuleId, type RemoteModuleId } from '@blockbeat/contracts';
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
      <Route path="/shared/:shareToken" element={<StandaloneScreen id={remoteModuleId('player', 'SharedPlayerPage')} />} />
      <Route path="/import/:id" element={<StandaloneScreen id={remoteModuleId('player', 'ImportPage')} />} />
      <Route path="/live" element={<StandaloneScreen id={remoteModuleId('player', 'LiveJoinPage')} />} />
      <Route path="/live/:code" element={<StandaloneScreen id={remoteModuleId('player', 'LiveClassPage')} />} />
      {legalRoutes((page) => <PublicFrame>{page}</PublicFrame>)}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}

/**
 * A remote's screen with no frame around it. The main landmark is the shell's to give, as the
 * signed-in frame and the public pages' frame give theirs; the screen only fills it.
 */
function StandaloneScreen({ id }: { id: RemoteModuleId }) {
  return (
    <main id="main">
      <RemoteScreen id={id} />
    </main>
  );
}
