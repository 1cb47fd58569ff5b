import type { EmailTemplate } from '@blockbeat/contracts';
import { Button } from '@blockbeat/ui';
import { Link } from 'react-router-dom';
import { AdminTable } from '../../../shared/AdminTable';
import { templatePath } from '../model/paths';

const changedAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One row per template; on a phone each row is a card of labelled lines. */
export function TemplateTable({ templates, onDelete }: { templates: EmailTemplate[]; onDelete: (template: EmailTemplate) => void }) {
  return (
    <AdminTable caption="Email templates" columns={['Name', 'Subject', 'Last changed']} actions="Actions" className="tpl-table">
      {templates.map((t) => (
        <tr key={t.id}>
          <td data-label="Name" className="admin-table-title tpl-name">
            {t.name}
          </td>
          <td data-label="Subject">
            {t.subject}
          </td>
          <td data-label="Last changed">{changedAt(t.updatedAt)}</td>
          <td className="admin-table-actions tpl-actions">
            <div className="tpl-action-buttons">
              <Link to={templatePath(t.id)} aria-label={`Edit ${t.name}`}>
                Edit
              </Link>
              <Button danger size="small" onClick={() => onDelete(t)} aria-label={`Delete ${t.name}`}>
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
