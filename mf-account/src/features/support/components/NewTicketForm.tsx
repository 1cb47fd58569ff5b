import { SUPPORT_LIMITS, TICKET_CATEGORIES, TICKET_CATEGORY_LABELS } from '@blockbeat/contracts';
import { errorBodyOf, serviceMessageOf, statusOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Button, Card, Field, Flex, Input, useShownErrors } from '@blockbeat/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { needsExplaining } from '../../../shared/actionErrors';
import { useCreateTicket } from '../api/createTicket';
import { describeFailures, useAttachImages } from '../hooks/useAttachImages';
import { useImageFiles } from '../hooks/useImageFiles';
import { EMPTY_TICKET_FORM, lengthHint, ticketInput, validateTicket, type TicketField, type TicketFormErrors, type TicketFormValues } from '../model/ticketForm';
import { SUPPORT_PATH, ticketPath } from '../model/paths';
import { ImagePicker } from './ImagePicker';

const FIELDS: readonly TicketField[] = ['subject', 'category', 'message'];
const NOT_SENT = 'Your ticket could not be sent. Please try again.';

/** The service's own words for a field (a 400 names each); they stand until that field changes. */
function serverFieldErrors(error: unknown): TicketFormErrors {
  const fields = errorBodyOf(error)?.error.fields ?? {};
  return Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]));
}

/** A refusal the form cannot pin on a field: the hourly limit (429, the service's message) or a failure. */
function formError(error: unknown): string | null {
  if (!error || !needsExplaining(error)) return null;
  if (Object.keys(serverFieldErrors(error)).length > 0) return null;
  return statusOf(error) === 429 ? serviceMessageOf(error, NOT_SENT) : NOT_SENT;
}

/** /support/new: subject, category, message and up to three images; errors show once a field is left or sending is tried. */
export function NewTicketForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const create = useCreateTicket();
  const attachImages = useAttachImages();
  const images = useImageFiles();
  const [values, setValues] = useState<TicketFormValues>(EMPTY_TICKET_FORM);
  const shown = useShownErrors<TicketField>();
  const [serverErrors, setServerErrors] = useState<TicketFormErrors>({});
  const [sending, setSending] = useState(false);

  const ownErrors = validateTicket(values);
  const errorOf = (field: TicketField) => serverErrors[field] ?? (shown.shows(field) ? ownErrors[field] : undefined) ?? null;
  const set = (field: TicketField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _changed, ...rest }) => rest);
  };
  const leave = shown.leave;

  const submit = async () => {
    if (sending) return;
    shown.attempt();
    if (Object.keys(ownErrors).length > 0) return;
    setSending(true);
    try {
      const ticket = await create.mutateAsync(ticketInput(values));
      const failures = await attachImages(ticket.id, ticket.messages[0]!.id, images.files);
      toast(
        failures.length === 0
          ? { title: 'Ticket sent', description: 'We got it and will answer here and by e-mail.' }
          : { title: 'Ticket sent without some images', description: describeFailures(failures), variant: 'destructive' },
      );
      navigate(ticketPath(ticket.id));
    } catch (error) {
      if (!handleActionError(error)) setServerErrors(serverFieldErrors(error));
      setSending(false);
    }
  };

  const otherError = create.isError ? formError(create.error) : null;

  return (
    <div className="stack narrow-page">
      <Link to={SUPPORT_PATH} className="back-link">
        ← All tickets
      </Link>
      <h1 className="page-title">New ticket</h1>
      <Card>
        <form
          className="ticket-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field label="Subject" required error={errorOf('subject')} hint={lengthHint(values.subject, SUPPORT_LIMITS.subjectMax)}>
            {(control) => <Input {...control} value={values.subject} onChange={(e) => set('subject', e.target.value)} onBlur={() => leave('subject')} />}
          </Field>
          <Field label="Category" required error={errorOf('category')}>
            {(control) => (
              <select
                {...control}
                className="native-select"
                value={values.category}
                onChange={(e) => set('category', e.target.value)}
                onBlur={() => leave('category')}
              >
                <option value="">Choose a category</option>
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {TICKET_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Message" required error={errorOf('message')} hint={lengthHint(values.message, SUPPORT_LIMITS.messageMax)}>
            {(control) => (
              <Input.TextArea
                {...control}
                rows={7}
                value={values.message}
                placeholder="What happened, what you expected, and the steps that lead there"
                onChange={(e) => set('message', e.target.value)}
                onBlur={() => leave('message')}
              />
            )}
          </Field>
          <ImagePicker images={images} busy={sending} />
          {otherError && <Alert type="error" showIcon title={otherError} />}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={sending}>
              {sending ? 'Sending...' : 'Send ticket'}
            </Button>
            <Button disabled={sending} onClick={() => navigate(SUPPORT_PATH)}>
              Cancel
            </Button>
          </Flex>
        </form>
      </Card>
    </div>
  );
}
