import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen';
import { LandingPage } from '../landing/LandingPage';
import { PublicHeader } from '../landing/PublicHeader';
import { SiteFooter } from '../landing/SiteFooter';
import { legalRoutes } from '../legal/legalRoutes';

function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <PublicHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  );
}

/** PRODUCT.md §2, signed out: landing for / and any unknown path. */
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
