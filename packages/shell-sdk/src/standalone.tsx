import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
// By package name, so these are the same (shared) instances the remote's pages use.
import { createQueryClient, ThemeProvider, ToastProvider, useTheme } from '@blockbeat/shell-sdk';

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
}

/**
 * Development only (`npm run dev -w mf-x`): renders a remote's pages without the shell, with the
 * providers the shell would give them. /api is proxied to the gateway, so sign in there first.
 * Remotes that use antd pass @blockbeat/ui's UiProvider; it gets the current theme like in the shell.
 */
type UiProviderType = ComponentType<{ mode: 'light' | 'dark'; children: ReactNode }>;

function Themed({ Ui, children }: { Ui?: UiProviderType; children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  return Ui ? <Ui mode={resolvedTheme}>{children}</Ui> : <>{children}</>;
}

export function renderStandalone(routes: StandaloneRoute[], Ui?: UiProviderType): void {
  const root = document.body.appendChild(document.createElement('div'));
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider>
          <ToastProvider>
            <Themed Ui={Ui}>
              <BrowserRouter>
                <Routes>
                  {routes.map((r) => (
                    <Route key={r.path} path={r.path} element={r.element} />
                  ))}
                </Routes>
              </BrowserRouter>
            </Themed>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
