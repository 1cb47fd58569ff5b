import { useEffect, useRef, type PointerEvent } from 'react';
import { useToastState } from './ToastProvider';
import './toaster.css';

const SWIPE_THRESHOLD_PX = 50;

/**
 * Draws the one visible toast (docs/product.md#numbers-and-limits: swipe right past 50 px to dismiss, F8 focuses the
 * viewport), at the bottom of the window or at its top while a screen asks (useToastsAtTop).
 * Plain DOM and CSS: the shell draws it on every page, signed out too (no antd there), and so does
 * the shared player page the gateway serves to visitors.
 */
export function Toaster() {
  const { toasts, dismiss, placement } = useToastState();
  const viewport = useRef<HTMLOListElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') viewport.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (id: string) => (e: PointerEvent) => {
    if (swipeStart.current !== null && e.clientX - swipeStart.current > SWIPE_THRESHOLD_PX) dismiss(id);
    swipeStart.current = null;
  };

  return (
    <section aria-label="Notifications (F8)">
      <ol ref={viewport} tabIndex={-1} className={`toast-viewport toast-viewport-${placement}`}>
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <li
              key={t.id}
              className={`toast ${t.variant === 'destructive' ? 'toast-destructive' : ''}`}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp(t.id)}
            >
              {/* The live region is the text, not the list item: a list keeps its items (axe: listitem). */}
              <div className="toast-body" role={t.variant === 'destructive' ? 'alert' : 'status'} aria-atomic="true">
                <p className="toast-title">{t.title}</p>
                {t.description && <p className="toast-description">{t.description}</p>}
              </div>
              <button type="button" className="toast-close" aria-label="Close notification" onClick={() => dismiss(t.id)}>
                ×
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}
