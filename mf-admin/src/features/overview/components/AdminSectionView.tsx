import { Card } from '@blockbeat/ui';
import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_SECTIONS, sectionFor } from './adminSections';

export function AdminSectionView() {
  const { pathname } = useLocation();
  const section = sectionFor(pathname);
  return (
    <>
      <nav aria-label="Admin sections" className="admin-nav">
        {ADMIN_SECTIONS.map((s) => (
          <NavLink key={s.path} to={s.path} end>
            {s.label}
          </NavLink>
        ))}
      </nav>
      <Card title={section.label}>
        <p>{section.description}</p>
        <p className="muted-text">This admin screen is not available yet; it arrives in a later update. Access is checked by the services.</p>
      </Card>
    </>
  );
}
