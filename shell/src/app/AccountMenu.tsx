import { LOGOUT_URL } from '@blockbeat/shell-sdk';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

type OpenedBy = 'hover' | 'press' | null;

/**
 * Opens on hover (docs/product.md#signed-in-frame) and also by click or keyboard, so it works without a mouse.
 * Log Out is a full-page navigation so the gateway can end the session.
 */
export function AccountMenu() {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keyboard and click users land on the first item; hovering must not move focus.
  useEffect(() => {
    if (openedBy === 'press') root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [openedBy]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpenedBy(null);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      setOpenedBy('press');
    }
  };

  // A mouse click arrives after the hover that already opened the menu: keep it open then.
  const onClick = () => setOpenedBy((by) => (by === 'press' ? null : 'press'));

  return (
    <div
      ref={root}
      className="account-menu"
      onMouseEnter={() => setOpenedBy((by) => by ?? 'hover')}
      onMouseLeave={() => setOpenedBy((by) => (by === 'hover' ? null : by))}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={menuId} role="menu" aria-label="Account" className="account-menu-list" hidden={!open}>
        <li role="none">
          <Link role="menuitem" to="/account" onClick={() => setOpenedBy(null)}>
            Account Settings
          </Link>
        </li>
        <li role="none">
          <a role="menuitem" href={LOGOUT_URL}>
            Log Out
          </a>
        </li>
      </ul>
    </div>
  );
}
