import { COACHING_LIMITS, COACHING_MESSAGES, type ClientInput } from '@blockbeat/contracts';

export interface ClientFormValues {
  name: string;
  email: string;
  note: string;
}

export type ClientFormErrors = Partial<Record<keyof ClientFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as the service (contracts' limits and messages), checked before sending. */
export function validateClientForm(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = COACHING_MESSAGES.nameRequired;
  else if (name.length > COACHING_LIMITS.clientNameMax) errors.name = `Use at most ${COACHING_LIMITS.clientNameMax} characters`;
  const email = values.email.trim();
  if (email && (!EMAIL.test(email) || email.length > COACHING_LIMITS.clientEmailMax)) errors.email = `E-mail ${COACHING_MESSAGES.emailInvalid}`;
  if (values.note.length > COACHING_LIMITS.clientNoteMax) errors.note = `Use at most ${COACHING_LIMITS.clientNoteMax} characters`;
  return errors;
}

export function clientInput(values: ClientFormValues): ClientInput {
  return { name: values.name.trim(), email: values.email.trim() || null, note: values.note.trim() };
}
