import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastInput, type ToastItem } from './toastState';

/** Where the visible toast is drawn: the bottom (the default), or the top while a screen asks for it. */
export type ToastPlacement = 'top' | 'bottom';

export interface ToastApi {
  toast: (input: ToastInput) => { id: string; dismiss: () => void };
  dismiss: (id?: string) => void;
}

interface ToastContextValue extends ToastApi {
  toasts: ToastItem[];
  placement: ToastPlacement;
  /** Asks for toasts at the top until the returned function is called. */
  holdTop: () => () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/**
 * Holds the toasts (state and timers only). The shell mounts it and draws the visible toast;
 * remotes reach it through useToast(), which works because shell-sdk is a shared singleton.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const [topHolders, setTopHolders] = useState(0);
  const holdTop = useCallback(() => {
    setTopHolders((n) => n + 1);
    return () => setTopHolders((n) => n - 1);
  }, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const schedule = useCallback((key: string, ms: number, fn: () => void) => {
    clearTimeout(timers.current.get(key));
    timers.current.set(key, setTimeout(() => {
      timers.current.delete(key);
      fn();
    }, ms));
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      dispatch({ type: 'dismiss', id });
      const key = `remove:${id ?? '*'}`;
      schedule(key, TOAST_REMOVE_DELAY_MS, () => dispatch({ type: 'remove', id }));
    },
    [schedule],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      counter.current += 1;
      const id = String(counter.current);
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      schedule(`close:${id}`, input.duration ?? TOAST_DURATION_MS, () => dismiss(id));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss, schedule],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const placement: ToastPlacement = topHolders > 0 ? 'top' : 'bottom';
  const value = useMemo(() => ({ toasts, toast, dismiss, placement, holdTop }), [toasts, toast, dismiss, placement, holdTop]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

function useToastContext(): ToastContextValue {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside the ToastProvider the shell mounts');
  return ctx;
}

export function useToast(): ToastApi {
  const { toast, dismiss } = useToastContext();
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}

/** For the component that draws toasts (Toaster). */
export function useToastState(): { toasts: ToastItem[]; dismiss: (id?: string) => void; placement: ToastPlacement } {
  const { toasts, dismiss, placement } = useToastContext();
  return { toasts, dismiss, placement };
}

/**
 * While the calling screen is mounted, toasts are drawn at the top of the window instead of the
 * bottom: the player keeps its controls at the bottom of the screen, and a toast (the 'Playback
 * Error' one) must never cover them.
 */
export function useToastsAtTop(): void {
  const { holdTop } = useToastContext();
  useEffect(() => holdTop(), [holdTop]);
}
