import { Link } from 'react-router-dom';
import { LEGAL_DOCUMENTS } from '../legal/legalDocuments';
import { BrandLogo } from './BrandLogo';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <BrandLogo />
          <p className="muted">Professional workout timer platform for fitness instructors</p>
        </div>
        <nav aria-label="Legal">
          <ul className="footer-links">
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.path}>
                <Link to={doc.path}>{doc.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="muted footer-note">Made for fitness professionals</p>
    </footer>
  );
}
