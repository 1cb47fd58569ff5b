import { useSubscription } from '@blockbeat/shell-sdk';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../common/BrandLogo';
import { isLockedOut } from '../guard/ExpiredGuard';
import { ThemeToggle } from '../theme/ThemeToggle';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { SupportBell } from './SupportBell';

/** The signed-in top bar (docs/product.md#signed-in-frame "Dashboard"): it belongs to the shell, not to a remote. */
export function TopBar() {
  const { data: status } = useSubscription();
  // An expired user's home is /account: the dashboard would send them there anyway.
  const home = isLockedOut(status) ? { to: '/account', label: 'BlockBeat account' } : { to: '/dashboard', label: 'BlockBeat dashboard' };
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
        <AccountMenu />
      </div>
    </header>
  );
}
