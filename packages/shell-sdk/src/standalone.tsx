import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
// By package name, so these are the same (shared) instances the remote's pages use.
import { createQueryClient, ThemeProvider, ToastProvider } from '@blockbeat/shell-sdk';

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
}

/**
 * Development only (`npm run dev -w mf-x`): renders a remote's pages without the shell, with the
 * providers the shell would give them. /api is proxied to the gateway, so sign in there first.
 */
export function renderStandalone(routes: StandaloneRoute[]): void {
  const root = document.body.appendChild(document.createElement('div'));
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider>
          <ToastProvider>
            <BrowserRouter>
              <Routes>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={r.element} />
                ))}
              </Routes>
            </BrowserRouter>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
