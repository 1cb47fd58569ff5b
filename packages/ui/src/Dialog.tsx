import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  /** The dialog's heading, which is also its accessible name. */
  title: ReactNode;
  /** Escape and the close button call it; the backdrop does not (a stray tap must not dismiss it). */
  onClose: () => void;
  children: ReactNode;
  /** The panel's largest width in px (it never gets wider than the screen). */
  width?: number;
  /** The close button's accessible name. */
  closeLabel?: string;
}

/**
 * Its own styles, not ui's shared sheet: this entry is not a shared module, so each app that
 * uses it carries it (~1.5 KB gzipped) and a screen without a dialog does not (see dialog.ts).
 * React hoists the `<style>` into the head once, whichever copy renders it.
 */
const DIALOG_CSS = `
.ui-dialog-layer { position: fixed; inset: 0; z-index: 1000; }
.ui-dialog-backdrop { position: absolute; inset: 0; background: rgb(0 0 0 / 0.55); }
.ui-dialog-scroller { position: absolute; inset: 0; overflow-y: auto; display: flex; align-items: flex-start; justify-content: center; padding: max(16px, 8vh) 16px 16px; }
.ui-dialog { position: relative; width: 100%; min-width: 0; padding: 20px 24px 24px; border-radius: 14px; border: 1px solid var(--border, #2c2c3d); background: var(--surface, #181824); color: var(--text, #f4f4f8); box-shadow: 0 20px 50px rgb(0 0 0 / 0.45); animation: ui-dialog-in 0.16s ease-out; }
.ui-dialog:focus { outline: none; }
.ui-dialog-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.ui-dialog-title { margin: 0; padding-top: 8px; font-size: 1.15rem; font-weight: 700; line-height: 1.35; overflow-wrap: anywhere; }
.ui-dialog-close { flex: none; display: inline-grid; place-items: center; width: 44px; height: 44px; margin: -4px -12px 0 0; border: 0; border-radius: 10px; background: transparent; color: var(--text-muted, #b4b4c6); cursor: pointer; }
.ui-dialog-close:hover { background: rgb(127 127 127 / 0.2); color: var(--text, #f4f4f8); }
@keyframes ui-dialog-in { from { opacity: 0; transform: translateY(8px); } }
@media (prefers-reduced-motion: reduce) { .ui-dialog { animation: none; } }
@media (max-width: 480px) { .ui-dialog { padding: 16px; } .ui-dialog-close { margin-right: -8px; } }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs of this copy (each app carries its own), innermost last: only that one answers Escape and keeps the focus. */
const openDialogs: HTMLElement[] = [];

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * A modal dialog without antd, in the product's look: the first-visit dialogs (trial welcome,
 * onboarding tutorial) use it so that a first visit does not load antd (~160 KB gzipped) for them.
 * The WAI-ARIA dialog pattern as antd's Modal gives it: `role="dialog"`, `aria-modal`, named by
 * its title; focus moves into it on opening, Tab and Shift+Tab stay inside it, Escape and the
 * close button close it, and the focus goes back to where it was once it closes.
 */
export function Dialog({ open, title, onClose, children, width = 520, closeLabel = 'Close' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the effect (callers pass a new function each render).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panel.focus();
    const isTop = () => openDialogs[openDialogs.length - 1] === panel;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that leaves by other means (a click outside, a screen reader's jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className="ui-dialog-layer">
      <style href="blockbeat-ui-dialog" precedence="default">
        {DIALOG_CSS}
      </style>
      <div className="ui-dialog-backdrop" />
      <div className="ui-dialog-scroller">
        <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="ui-dialog" style={{ maxWidth: width }}>
          <div className="ui-dialog-head">
            <h2 id={titleId} className="ui-dialog-title">
              {title}
            </h2>
            <button type="button" className="ui-dialog-close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
