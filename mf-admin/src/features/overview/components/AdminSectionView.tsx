import { Card } from '@blockbeat/ui';
import type { AdminSection } from '../../../shared/adminSections';

/** A section whose screen has not been built yet. */
export function AdminSectionView({ section }: { section: AdminSection }) {
  return (
    <Card title={section.label}>
      <p>{section.description}</p>
      <p className="muted-text">This admin screen is not available yet; it arrives in a later update. Access is checked by the services.</p>
    </Card>
  );
}
