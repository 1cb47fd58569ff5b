import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ScreenLoading } from '../common/LoadingScreen';
import { LEGAL_PAGES } from './legalPages';

// The texts are a chunk of their own: the single-page app's first load does not carry them.
const LegalPage = lazy(() => import('./LegalPage').then((m) => ({ default: m.LegalPage })));

/** The five legal pages as <Route>s; `frame` wraps each (signed-out pages add a header and footer). */
export function legalRoutes(frame: (page: ReactNode) => ReactNode = (page) => page) {
  return LEGAL_PAGES.map(({ path }) => (
    <Route
      key={path}
      path={path}
      element={frame(
        <Suspense fallback={<ScreenLoading />}>
          <LegalPage path={path} />
        </Suspense>,
      )}
    />
  ));
}
