import { SUPPORT_LIMITS, supportMessageProblem, type TicketDetail } from '@blockbeat/contracts';
import { errorBodyOf, serviceMessageOf, statusOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Button, Field, Input } from '@blockbeat/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { needsExplaining } from '../../../shared/actionErrors';
import { useAddMessage } from '../api/addMessage';
import { ticketQueryKey } from '../api/getTicket';
import { describeFailures, useAttachImages } from '../hooks/useAttachImages';
import { useImageFiles } from '../hooks/useImageFiles';
import { lengthHint } from '../model/ticketForm';
import { ImagePicker } from './ImagePicker';

const NOT_SENT = 'Your reply could not be sent. Please try again.';

/** The reason a reply was refused, in the service's words where it gave them. */
function refusal(error: unknown): { field: string | null; form: string | null } {
  if (!error || !needsExplaining(error)) return { field: null, form: null };
  const field = errorBodyOf(error)?.error.fields?.body ?? null;
  if (field) return { field, form: null };
  const status = statusOf(error);
  return { field: null, form: status === 429 || status === 409 ? serviceMessageOf(error, NOT_SENT) : NOT_SENT };
}

/** The box under the thread; replying to a resolved ticket opens it again. */
export function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const handleActionError = useActionErrorHandler();
  const add = useAddMessage(ticket.id);
  const attachImages = useAttachImages();
  const images = useImageFiles();
  const [body, setBody] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const ownError = tried ? supportMessageProblem(body) : null;
  const { field: serverError, form: formError } = refusal(error);

  const send = async () => {
    if (sending) return;
    setTried(true);
    if (supportMessageProblem(body)) return;
    setSending(true);
    setError(null);
    try {
      const message = await add.mutateAsync(body.trim());
      setBody('');
      setTried(false);
      const failures = await attachImages(ticket.id, message.id, images.files);
      images.clear();
      if (failures.length > 0) toast({ title: 'Reply sent without some images', description: describeFailures(failures), variant: 'destructive' });
    } catch (err) {
      if (!handleActionError(err)) setError(err);
      // Closed meanwhile: the thread says so once it is read again.
      if (statusOf(err) === 409) void queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticket.id) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="ticket-form reply-box"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 className="card-heading">Reply</h2>
      {ticket.status === 'resolved' && <p className="muted-text">This ticket is resolved. Replying opens it again.</p>}
      <Field label="Your reply" error={serverError ?? ownError} hint={lengthHint(body, SUPPORT_LIMITS.messageMax)}>
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
      <ImagePicker images={images} busy={sending} />
      {formError && <Alert type="error" showIcon title={formError} />}
      <div>
        <Button type="primary" htmlType="submit" loading={sending}>
          {sending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
