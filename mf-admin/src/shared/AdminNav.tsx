import { NavLink } from 'react-router-dom';
import { ADMIN_SECTIONS } from './adminSections';

/** The admin sections; a section's link stays current on its inner pages (a ticket under Support tickets). */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="admin-nav">
      {ADMIN_SECTIONS.map((s, i) => (
        <NavLink key={s.path} to={s.path} end={i === 0}>
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}
