import { serviceMessageOf, statusOf, useActionErrorHandler, useAuth } from '@blockbeat/shell-sdk';
import { Alert, Button, Field, Input, Modal } from '@blockbeat/ui';
import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../../shared/contact';
import { needsExplaining } from '../../../shared/actionErrors';
import { useDeleteAccount } from '../api/deleteAccount';

/** The gateway compares the typed address trimmed and without regard to case; so does the button. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

function explain(error: unknown): string {
  if (statusOf(error) === 400) return serviceMessageOf(error, 'Type your e-mail address exactly to confirm.');
  return `Your account could not be deleted completely. Please try again; if it keeps failing, write to ${SUPPORT_EMAIL}.`;
}

/** Typed confirmation (the user's e-mail), then DELETE /api/account and a fresh start at /. */
export function DeleteAccount() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const handleActionError = useActionErrorHandler();
  if (!user) return null;
  const confirmed = confirmsEmail(typed, user.email);
  // After a 204 the browser is leaving for /: stay busy until it has.
  const busy = remove.isPending || remove.isSuccess;
  const failure = remove.isError && needsExplaining(remove.error) ? explain(remove.error) : null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    remove.reset();
  };
  const submit = () => {
    if (!confirmed || busy) return;
    remove.mutate(typed.trim(), { onError: (error) => void handleActionError(error) });
  };

  return (
    <div className="data-action">
      <div>
        <h3 className="list-heading">Delete my account</h3>
        <p className="muted-text">Removes your workouts, templates, uploads and support tickets for good, and ends any subscription.</p>
      </div>
      <Button danger onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal open={open} title="Delete your account?" onCancel={close} footer={null} width={480} mask={{ closable: !busy }}>
        <form
          className="delete-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p>
            This permanently deletes your BlockBeat account: every workout, exercise template, uploaded audio file and support
            ticket. A running subscription is cancelled at once. This cannot be undone.
          </p>
          <Field
            label={
              <>
                Type your e-mail address <strong>{user.email}</strong> to confirm
              </>
            }
          >
            {(control) => <Input {...control} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} disabled={busy} />}
          </Field>
          {failure && <Alert className="inline-alert" type="error" showIcon title={failure} />}
          <div className="dialog-actions">
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="primary" danger htmlType="submit" disabled={!confirmed} loading={busy}>
              Delete my account permanently
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
