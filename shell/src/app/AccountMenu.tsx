import { LOGOUT_URL, useAuth, useSubscription } from '@blockbeat/shell-sdk';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router-dom';

/** 'press' (click, Enter, a tap) keeps it open and moves focus in; hover and focus only show it. */
type OpenedBy = 'hover' | 'focus' | 'press' | null;

const ITEM = '[role="menuitem"]';

/**
 * The profile control: avatar and name (a link to /account) with the arrow, and the account menu.
 * It opens on hover over the whole control (docs/product.md#signed-in-frame), when the keyboard
 * focus enters it, and by a tap on a touch screen: a first tap on the avatar opens the menu rather
 * than leaving the page, as there is no hover there. Admins find the admin console in it.
 * Log Out is a full-page navigation so the gateway can end the session.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const { data: status } = useSubscription();
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const lastPointer = useRef<string>('mouse');
  const displayName = user?.firstName || user?.email || 'User';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keyboard, click and tap users land on the first item; hovering or tabbing past must not move focus.
  useEffect(() => {
    if (openedBy === 'press') root.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, [openedBy]);

  const inside = (node: EventTarget | null) => node instanceof Node && (root.current?.contains(node) ?? false);
  const onFocus = (e: FocusEvent) => {
    if (!inside(e.relatedTarget)) setOpenedBy((by) => by ?? 'focus');
  };
  const onBlur = (e: FocusEvent) => {
    if (!inside(e.relatedTarget)) setOpenedBy((by) => (by === 'hover' ? by : null));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const items = Array.from(root.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' && open) {
      setOpenedBy(null);
      button.current?.focus();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && at >= 0) {
      e.preventDefault();
      items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (e.key === 'ArrowDown' && openedBy !== 'press') {
      e.preventDefault();
      setOpenedBy('press');
    }
  };

  // A mouse click arrives after the hover (or the focus) that already showed the menu: it keeps it open then.
  const onArrowClick = () => setOpenedBy((by) => (by === 'press' ? null : 'press'));
  const onProfileClick = (e: MouseEvent) => {
    if (lastPointer.current !== 'touch' || openedBy === 'press') return;
    e.preventDefault();
    setOpenedBy('press');
  };
  const close = () => setOpenedBy(null);

  return (
    <div
      ref={root}
      className="account-menu"
      onPointerDown={(e: ReactPointerEvent) => (lastPointer.current = e.pointerType)}
      onMouseEnter={() => setOpenedBy((by) => by ?? 'hover')}
      onMouseLeave={() => setOpenedBy((by) => (by === 'hover' ? null : by))}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link to="/account" className="profile-link" onClick={onProfileClick}>
        {user?.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" width={28} height={28} className="avatar" />
        ) : (
          <span className="avatar avatar-initial" aria-hidden="true">
            {displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="profile-name">{displayName}</span>
      </Link>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onArrowClick}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={menuId} role="menu" aria-label="Account" className="account-menu-list" hidden={!open}>
        <li role="none">
          <Link role="menuitem" to="/account" onClick={close}>
            Account Settings
          </Link>
        </li>
        {status?.admin && (
          <li role="none">
            <Link role="menuitem" to="/admin" onClick={close}>
              Admin console
            </Link>
          </li>
        )}
        <li role="none">
          <a role="menuitem" href={LOGOUT_URL}>
            Log Out
          </a>
        </li>
      </ul>
    </div>
  );
}
