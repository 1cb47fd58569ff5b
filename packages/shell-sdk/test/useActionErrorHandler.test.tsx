import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PAYWALL_PATH, ToastProvider, useActionErrorHandler, useToastState } from '../src';

let path = '';
function Spy() {
  path = useLocation().pathname;
  return null;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <MemoryRouter initialEntries={['/builder']}>
        <Routes>
          <Route path="*" element={<Spy />} />
        </Routes>
        {children}
      </MemoryRouter>
    </ToastProvider>
  );
}

describe('useActionErrorHandler', () => {
  test('when the server answers 402, then the paywall opens and the error counts as handled', () => {
    const { result } = renderHook(() => useActionErrorHandler(), { wrapper });
    let handled = false;
    act(() => {
      handled = result.current(new Error('402: {"error":{"code":"payment_required","message":"x"}}'));
    });
    expect(handled).toBe(true);
    expect(path).toBe(PAYWALL_PATH);
  });

  test('when the user is logged out, then the spec toast shows', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => ({ handle: useActionErrorHandler(), toasts: useToastState().toasts }), { wrapper });
    act(() => {
      expect(result.current.handle(new Error('401: Unauthorized'))).toBe(true);
    });
    expect(result.current.toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  test('when it is any other failure, then it is left to the caller', () => {
    const { result } = renderHook(() => useActionErrorHandler(), { wrapper });
    expect(result.current(new Error('500: Internal Server Error'))).toBe(false);
    expect(path).toBe('/builder');
  });
});
