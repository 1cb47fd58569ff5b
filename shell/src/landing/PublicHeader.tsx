import { LOGIN_URL } from '@blockbeat/shell-sdk';
import { Link } from 'react-router-dom';
import { ThemeToggle } from '../theme/ThemeToggle';
import { BrandLogo } from '../common/BrandLogo';

/** Top bar of the signed-out pages. Login is a full-page navigation (docs/product.md#routes-and-who-may-open-them). */
export function PublicHeader() {
  return (
    <header className="topbar">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/" className="topbar-home" aria-label="BlockBeat home">
        <BrandLogo />
      </Link>
      <div className="topbar-actions">
        <ThemeToggle />
        <a className="btn btn-ghost" href={LOGIN_URL}>
          Log In
        </a>
        <a className="btn btn-primary" href={LOGIN_URL}>
          Get Started
        </a>
      </div>
    </header>
  );
}
