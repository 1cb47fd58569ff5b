import { Link } from 'react-router-dom';
import { useSupportNotifications } from './supportNotifications';

/** Leads to /support; a dot marks unread staff replies. */
export function SupportBell() {
  const { data } = useSupportNotifications();
  const unread = data?.hasUnread === true;
  return (
    <Link
      to="/support"
      className="icon-button bell"
      aria-label="Support notifications"
      aria-describedby={unread ? 'support-unread' : undefined}
      data-unread={unread ? 'true' : 'false'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {unread && (
        <>
          <span className="bell-dot" aria-hidden="true" />
          <span id="support-unread" hidden>
            You have unread support replies
          </span>
        </>
      )}
    </Link>
  );
}
