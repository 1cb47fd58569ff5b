import { COACHING_LIMITS } from '@blockbeat/contracts';
import { errorBodyOf, serviceMessageOf, useActionErrorHandler } from '@blockbeat/shell-sdk';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { useCreateClient } from '../api/createClient';
import { clientInput, validateClientForm, type ClientFormErrors, type ClientFormValues } from '../model/clientForm';

const EMPTY: ClientFormValues = { name: '', email: '', note: '' };

/** Add a client: name required, e-mail optional, a note only the instructor sees. Errors inline, under their field. */
export function AddClientForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateClient();
  const handleActionError = useActionErrorHandler();
  const set = (field: keyof ClientFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateClientForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    create.mutate(clientInput(values), {
      onSuccess: () => {
        setValues(EMPTY);
        onDone();
      },
      onError: (err) => {
        if (handleActionError(err)) return;
        const fields = errorBodyOf(err)?.error.fields ?? {};
        setErrors({ name: fields.name, email: fields.email ? `E-mail ${fields.email}` : undefined, note: fields.note });
        if (Object.keys(fields).length === 0) setFormError(serviceMessageOf(err, 'The client could not be added. Please try again.'));
      },
    });
  };

  const field = (name: keyof ClientFormValues, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement) => (
    <div className="coach-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input({ id: `${id}-${name}`, 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined })}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="coach-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="coach-card coach-form" aria-label="Add a client" onSubmit={submit} noValidate>
      <h2>Add a client</h2>
      {field('name', 'Name', (p) => (
        <input {...p} className="coach-input" value={values.name} maxLength={COACHING_LIMITS.clientNameMax} onChange={(e) => set('name')(e.target.value)} autoComplete="off" />
      ))}
      {field('email', 'E-mail (optional)', (p) => (
        <input {...p} type="email" className="coach-input" value={values.email} maxLength={COACHING_LIMITS.clientEmailMax} onChange={(e) => set('email')(e.target.value)} autoComplete="off" />
      ))}
      {field('note', 'Note (only you see it)', (p) => (
        <textarea {...p} className="coach-input" rows={2} value={values.note} maxLength={COACHING_LIMITS.clientNoteMax} onChange={(e) => set('note')(e.target.value)} />
      ))}
      {formError && (
        <p className="coach-error" role="alert">
          {formError}
        </p>
      )}
      <div className="coach-actions">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add client'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
