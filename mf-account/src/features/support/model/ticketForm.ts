import { SUPPORT_LIMITS, SUPPORT_MESSAGES, supportMessageProblem, TICKET_CATEGORIES, type NewTicketInput, type TicketCategory } from '@blockbeat/contracts';

export interface TicketFormValues {
  subject: string;
  /** Empty until the user chooses one. */
  category: TicketCategory | '';
  message: string;
}

export type TicketField = keyof TicketFormValues;
export type TicketFormErrors = Partial<Record<TicketField, string>>;

export const EMPTY_TICKET_FORM: TicketFormValues = { subject: '', category: '', message: '' };

function subjectProblem(subject: string): string | null {
  const text = subject.trim();
  if (!text) return SUPPORT_MESSAGES.subjectRequired;
  return text.length > SUPPORT_LIMITS.subjectMax ? SUPPORT_MESSAGES.subjectTooLong : null;
}

const isCategory = (value: string): value is TicketCategory => (TICKET_CATEGORIES as readonly string[]).includes(value);

/** The service's rules, checked before sending so a mistake is named at once. */
export function validateTicket(values: TicketFormValues): TicketFormErrors {
  const errors: TicketFormErrors = {};
  const subject = subjectProblem(values.subject);
  if (subject) errors.subject = subject;
  if (!isCategory(values.category)) errors.category = SUPPORT_MESSAGES.categoryInvalid;
  const message = supportMessageProblem(values.message);
  if (message) errors.message = message;
  return errors;
}

/** The body to send; call only when validateTicket found nothing. */
export function ticketInput(values: TicketFormValues): NewTicketInput {
  return { subject: values.subject.trim(), category: values.category as TicketCategory, message: values.message.trim() };
}

/** "12 / 120": how much of a limit a text uses, shown under its field. */
export const lengthHint = (text: string, max: number) => `${text.trim().length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
