import { ThemeProvider, Toaster, ToastProvider } from '@blockbeat/shell-sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthRoutes } from './AuthRoutes';

/** Providers every page needs, signed in or not; none of them loads antd. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <AuthRoutes />
          </BrowserRouter>
          <Toaster />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
