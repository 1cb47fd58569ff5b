import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { LEGAL_DOCUMENTS } from './legalDocuments';
import { LegalPage } from './LegalPage';

/** The five legal pages as <Route>s; `frame` wraps each (signed-out pages add a header and footer). */
export function legalRoutes(frame: (page: ReactNode) => ReactNode = (page) => page) {
  return LEGAL_DOCUMENTS.map((doc) => <Route key={doc.path} path={doc.path} element={frame(<LegalPage document={doc} />)} />);
}
