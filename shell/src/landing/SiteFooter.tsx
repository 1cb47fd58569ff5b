import { Link } from 'react-router-dom';
import { LEGAL_PAGES, SUPPORT_EMAIL } from '../legal/legalPages';
import { BrandLogo } from '../common/BrandLogo';

/** Footer of the signed-out pages: the texts of docs/product.md#product-and-plan the five legal pages. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <BrandLogo />
          <p className="muted">Professional workout timer platform for fitness instructors</p>
          <p className="muted">
            Contact: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className="footer-links">
            {LEGAL_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="muted footer-note">Made for fitness professionals</p>
    </footer>
  );
}
