import type { EmailTemplate } from '@blockbeat/contracts';
import { Card, LoadFailed } from '@blockbeat/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, LoadingCard } from '../../../shared/LoadState';
import { useEmailTemplates } from '../api/getEmailTemplates';
import { NEW_TEMPLATE_ID, templatePath } from '../model/paths';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { TemplateTable } from './TemplateTable';

function NewTemplateLink({ label = 'New template' }: { label?: string }) {
  return (
    <Link to={templatePath(NEW_TEMPLATE_ID)} className="tpl-button-link">
      {label}
    </Link>
  );
}

function ListBody({ onDelete }: { onDelete: (template: EmailTemplate) => void }) {
  const templates = useEmailTemplates();
  if (templates.isPending) return <LoadingCard label="Loading the templates..." />;
  if (templates.isError) return <LoadFailed title="The templates could not be loaded." onRetry={() => void templates.refetch()} />;
  if (templates.data.templates.length === 0) {
    return (
      <EmptyState
        title="No templates yet"
        description={<>A template is a subject and a message with placeholders such as {'{{firstName}}'}; group e-mail sends them.</>}
        action={<NewTemplateLink label="Create the first template" />}
      />
    );
  }
  return <TemplateTable templates={templates.data.templates} onDelete={onDelete} />;
}

/** /admin/email-templates: every template, with Edit and Delete. */
export function TemplateList() {
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  return (
    <Card title="Email templates" extra={<NewTemplateLink />}>
      <ListBody onDelete={setDeleting} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
