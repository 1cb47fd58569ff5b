import { useAuth, useSubscription } from '@blockbeat/shell-sdk';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../common/BrandLogo';
import { isLockedOut } from '../guard/ExpiredGuard';
import { ThemeToggle } from '../theme/ThemeToggle';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { SupportBell } from './SupportBell';

/** The signed-in top bar (docs/product.md#signed-in-frame "Dashboard"): it belongs to the shell, not to a remote. */
export function TopBar() {
  const { user } = useAuth();
  const { data: status } = useSubscription();
  // An expired user's home is /account: the dashboard would send them there anyway.
  const home = isLockedOut(status) ? { to: '/account', label: 'BlockBeat account' } : { to: '/dashboard', label: 'BlockBeat dashboard' };
  const displayName = user?.firstName || user?.email || 'User';
  return (
    <header className="topbar">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to={home.to} className="topbar-home" aria-label={home.label}>
        <BrandLogo />
      </Link>
      <MainNav />
      <div className="topbar-actions">
        <ThemeToggle />
        <SupportBell />
        <Link to="/account" className="profile-link">
          {user?.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" width={28} height={28} className="avatar" />
          ) : (
            <span className="avatar avatar-initial" aria-hidden="true">
              {displayName.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="profile-name">{displayName}</span>
        </Link>
        <AccountMenu />
      </div>
    </header>
  );
}
