import { expiryReason, type ExpiryReason } from '@blockbeat/contracts';
import { useSubscription } from '@blockbeat/shell-sdk';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { isLockedOut } from '../guard/ExpiredGuard';

const SECTIONS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/builder', label: 'Builder' },
  { to: '/history', label: 'History' },
  { to: '/clients', label: 'Clients' },
] as const;

const LOCKED_BECAUSE: Record<ExpiryReason, string> = {
  trial: 'Your free trial has ended.',
  ended: 'Your subscription has ended.',
  unpaid: 'Your last payment did not go through.',
};

/** Why the sections are locked, as the locked items describe themselves. */
export function lockedReason(reason: ExpiryReason): string {
  return `${LOCKED_BECAUSE[reason]} Subscribe to use the dashboard, the builder and your history again.`;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Expired users cannot use the dashboard or the builder (the route guard sends them to /account),
 * so the two items say so instead of leading there and bouncing: each is a button with a lock,
 * described by the reason, and pressing it shows the reason with a way to the plan. (Not
 * aria-disabled: it does something, it shows why.)
 */
function LockedNav({ reason }: { reason: ExpiryReason }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
  };
  return (
    <nav aria-label="Main" className="topbar-nav" onKeyDown={onKeyDown}>
      {SECTIONS.map(({ label }) => (
        <button
          key={label}
          type="button"
          className="nav-link nav-locked"
          aria-describedby={`${noteId}-reason`}
          aria-expanded={open}
          aria-controls={noteId}
          onClick={() => setOpen((o) => !o)}
        >
          <LockIcon />
          {label}
        </button>
      ))}
      <div id={noteId} className="nav-locked-note" hidden={!open}>
        <p id={`${noteId}-reason`}>{lockedReason(reason)}</p>
        <Link to="/subscription" onClick={() => setOpen(false)}>
          See the plan
        </Link>
      </div>
    </nav>
  );
}

/** The top bar's Dashboard and Builder: links, or locked with the reason for an expired user. */
export function MainNav() {
  const { data } = useSubscription();
  if (data && isLockedOut(data)) return <LockedNav reason={expiryReason(data.subscriptionStatus)} />;
  return (
    <nav aria-label="Main" className="topbar-nav">
      {SECTIONS.map(({ to, label }) => (
        <NavLink key={to} to={to} className={navLinkClass}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
