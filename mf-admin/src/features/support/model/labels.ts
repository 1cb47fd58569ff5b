import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_STATUSES, type MailStatus, type TicketCategory, type TicketStatus } from '@blockbeat/contracts';

/** The statuses as staff speak of them (the user's screen says "Waiting for you" for pending). */
export const STAFF_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  pending: 'Waiting for the user',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const STATUS_OPTIONS = TICKET_STATUSES.map((s): readonly [TicketStatus, string] => [s, STAFF_STATUS_LABELS[s]]);
export const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((c): readonly [TicketCategory, string] => [c, TICKET_CATEGORY_LABELS[c]]);

export const NOTE_LABEL = 'Internal note — only staff see this';

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'E-mail to the user queued',
  sent: 'E-mailed to the user',
  failed: 'E-mail to the user failed',
};
