import { isNotFoundError } from '@blockbeat/shell-sdk';
import { Card, LoadFailed } from '@blockbeat/ui';
import { Link } from 'react-router-dom';
import { LoadingCard } from '../../../shared/LoadState';
import { useEmailTemplate } from '../api/getEmailTemplate';
import { EMAIL_TEMPLATES_PATH, NEW_TEMPLATE_ID } from '../model/paths';
import { TemplateForm } from './TemplateForm';

const EMPTY = { name: '', subject: '', body: '' };

function BackLink() {
  return (
    <Link to={EMAIL_TEMPLATES_PATH} className="tpl-back">
      ← All templates
    </Link>
  );
}

function ExistingTemplate({ id }: { id: string }) {
  const template = useEmailTemplate(id);
  if (template.isPending) {
    return (
      <Card>
        <LoadingCard label="Loading the template..." rows={6} />
      </Card>
    );
  }
  if (template.isError) {
    const missing = isNotFoundError(template.error);
    return (
      <LoadFailed
        title={missing ? 'This template could not be found. It may have been deleted.' : 'The template could not be loaded.'}
        onRetry={missing ? undefined : () => void template.refetch()}
      />
    );
  }
  return <TemplateForm id={id} initial={template.data} />;
}

/** /admin/email-templates/new and /admin/email-templates/{id}. */
export function TemplateEditor({ id }: { id: string }) {
  return (
    <div className="tpl-editor">
      <BackLink />
      {id === NEW_TEMPLATE_ID ? <TemplateForm id={null} initial={EMPTY} /> : <ExistingTemplate id={id} />}
    </div>
  );
}
