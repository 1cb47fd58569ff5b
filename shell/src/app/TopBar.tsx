import { useAuth } from '@blockbeat/shell-sdk';
import { Link, NavLink } from 'react-router-dom';
import { BrandLogo } from '../landing/BrandLogo';
import { ThemeToggle } from '../theme/ThemeToggle';
import { AccountMenu } from './AccountMenu';
import { SupportBell } from './SupportBell';

/** The signed-in top bar (PRODUCT.md §2 "Dashboard"): it belongs to the shell, not to a remote. */
export function TopBar() {
  const { user } = useAuth();
  const displayName = user?.firstName || user?.email || 'User';
  return (
    <header className="topbar">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/dashboard" className="topbar-home" aria-label="BlockBeat dashboard">
        <BrandLogo />
      </Link>
      <nav aria-label="Main" className="topbar-nav">
        <NavLink to="/dashboard" className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
          Dashboard
        </NavLink>
        <NavLink to="/builder" className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
          Builder
        </NavLink>
      </nav>
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
