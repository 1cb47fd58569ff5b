import { supportMessageProblem, type StaffTicketDetail } from '@blockbeat/contracts';
import { errorBodyOf, isClientError, serviceMessageOf, useActionErrorHandler } from '@blockbeat/shell-sdk';
import { Alert, Button, Field, Input } from '@blockbeat/ui';
import { useState } from 'react';
import { useAddStaffMessage } from '../api/addStaffMessage';

const NOT_SENT = 'The message could not be sent. Please try again.';

/** The service's reason: by the box when it names the text, else above the button (its own words for a 4xx). */
function refusal(error: unknown): { field: string | null; form: string | null } {
  if (!error) return { field: null, form: null };
  const field = errorBodyOf(error)?.error.fields?.body ?? null;
  if (field) return { field, form: null };
  return { field: null, form: isClientError(error) ? serviceMessageOf(error, NOT_SENT) : NOT_SENT };
}

/** A reply (mailed to the user) or, with the switch on, an internal note only staff see. */
export function StaffReplyBox({ ticket }: { ticket: StaffTicketDetail }) {
  const handleActionError = useActionErrorHandler();
  const add = useAddStaffMessage(ticket.id);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const ownError = tried ? supportMessageProblem(body) : null;
  const { field: serverError, form: formError } = refusal(error);

  const send = async () => {
    if (add.isPending) return;
    setTried(true);
    if (supportMessageProblem(body)) return;
    setError(null);
    try {
      await add.mutateAsync({ body: body.trim(), internal });
      setBody('');
      setTried(false);
      setInternal(false);
    } catch (err) {
      if (!handleActionError(err)) setError(err);
    }
  };

  return (
    <form
      className="staff-reply"
      data-internal={internal ? 'true' : undefined}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3 className="staff-reply-heading">{internal ? 'Note for staff' : 'Reply'}</h3>
      <label className="staff-switch">
        <input type="checkbox" role="switch" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
        <span className="staff-switch-track" aria-hidden="true" />
        Internal note
      </label>
      <Field
        label="Message"
        error={serverError ?? ownError}
        hint={internal ? 'Only staff see this note. The user is not told.' : `${ticket.userEmail} sees this reply here and gets it by e-mail.`}
      >
        {(control) => (
          <Input.TextArea
            {...control}
            rows={5}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      {formError && <Alert type="error" showIcon title={formError} />}
      <div>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {add.isPending ? 'Sending...' : internal ? 'Add note' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
