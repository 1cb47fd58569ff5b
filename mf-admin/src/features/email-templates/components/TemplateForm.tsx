import { templateFieldProblem, type EmailTemplateField, type EmailTemplateInput } from '@blockbeat/contracts';
import { errorBodyOf, isClientError, serviceMessageOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Button, Card, Field, Input } from '@blockbeat/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSaveEmailTemplate } from '../api/saveEmailTemplate';
import { TEXT_FIELD_IDS, usePlaceholderInsert, type TextField } from '../hooks/usePlaceholderInsert';
import { EMAIL_TEMPLATES_PATH } from '../model/paths';
import { PlaceholderChips } from './PlaceholderChips';
import { TemplatePreview } from './TemplatePreview';

const NOT_SAVED = 'The template could not be saved. Please try again.';
const FIELDS: EmailTemplateField[] = ['name', 'subject', 'body'];

type FieldErrors = Partial<Record<EmailTemplateField, string>>;

/** The service's reasons: by their fields when it names them, else one line above the buttons. */
function refusal(error: unknown): { fields: FieldErrors; form: string | null } {
  const fields = errorBodyOf(error)?.error.fields ?? {};
  const named = Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])) as FieldErrors;
  if (Object.keys(named).length > 0) return { fields: named, form: null };
  return { fields: {}, form: isClientError(error) ? serviceMessageOf(error, NOT_SAVED) : NOT_SAVED };
}

/** A field's problem as the form shows it: a missing value once a save was tried, anything else as soon as it is typed. */
const shownProblem = (field: EmailTemplateField, value: string, tried: boolean) => (tried || value.trim() !== '' ? templateFieldProblem(field, value) : null);

/** Name, subject and body with placeholder chips, and the live preview beside them. `id` null: a new template. */
export function TemplateForm({ id, initial }: { id: string | null; initial: EmailTemplateInput }) {
  const save = useSaveEmailTemplate(id);
  const handleActionError = useActionErrorHandler();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<EmailTemplateInput>(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: EmailTemplateField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const placeholders = usePlaceholderInsert(values, change);
  const errorOf = (field: EmailTemplateField) => serverErrors[field] ?? shownProblem(field, values[field], tried);

  const submit = async () => {
    if (save.isPending) return;
    setTried(true);
    setFormError(null);
    if (FIELDS.some((f) => templateFieldProblem(f, values[f]))) return;
    try {
      const saved = await save.mutateAsync({ name: values.name.trim(), subject: values.subject.trim(), body: values.body.trim() });
      toast({ title: id === null ? 'Template created' : 'Template saved', description: saved.name });
      navigate(EMAIL_TEMPLATES_PATH);
    } catch (err) {
      if (handleActionError(err)) return;
      const { fields, form } = refusal(err);
      setServerErrors(fields);
      setFormError(form);
    }
  };

  const textProps = (field: TextField) => ({ onFocus: placeholders.focusFor(field), value: values[field], onChange: (e: { target: { value: string } }) => change(field, e.target.value) });

  return (
    <div className="tpl-workspace">
      <Card title={id === null ? 'New template' : 'Edit template'}>
        <form
          className="tpl-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field label="Name" required error={errorOf('name')} hint="Only admins see it, when choosing a template.">
            {(control) => <Input {...control} value={values.name} onChange={(e) => change('name', e.target.value)} />}
          </Field>
          <Field label="Subject" required error={errorOf('subject')} id={TEXT_FIELD_IDS.subject}>
            {(control) => <Input {...control} {...textProps('subject')} />}
          </Field>
          <Field label="Body" required error={errorOf('body')} id={TEXT_FIELD_IDS.body} hint="Plain text. Leave a blank line between paragraphs.">
            {(control) => <Input.TextArea {...control} {...textProps('body')} rows={12} />}
          </Field>
          <PlaceholderChips target={placeholders.target} onInsert={placeholders.insert} />
          {formError && <Alert type="error" showIcon title={formError} />}
          <div className="tpl-buttons">
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {save.isPending ? 'Saving...' : id === null ? 'Create template' : 'Save changes'}
            </Button>
            <Link to={EMAIL_TEMPLATES_PATH}>Cancel</Link>
          </div>
        </form>
      </Card>
      <Card title="Preview">
        <TemplatePreview subject={values.subject} body={values.body} />
      </Card>
    </div>
  );
}
