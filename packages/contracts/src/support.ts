/**
 * Support tickets (docs/product.md#support): the API between the support service and the /support
 * and /admin/support screens. The rules are plain data here; the service's Joi schemas use them.
 */

/** GET /api/support/notifications: is there a staff reply the user has not opened yet. */
export interface SupportNotifications {
  hasUnread: boolean;
}

export const TICKET_CATEGORIES = ['billing', 'technical', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  billing: 'Billing',
  technical: 'Technical',
  account: 'Account',
  other: 'Other',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  pending: 'Waiting for you',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const SUPPORT_LIMITS = {
  subjectMax: 120,
  messageMax: 5000,
  /** PNG or JPEG, checked by their first bytes. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentsPerMessage: 3,
  newTicketsPerHour: 10,
  repliesPerHour: 60,
} as const;

/** The refusal when a user has opened `limit` tickets within the hour (the limit is configurable: RATE_LIMIT_TICKETS_PER_HOUR). */
export function tooManyTicketsMessage(limit: number): string {
  return `You can open at most ${limit} tickets an hour. Please add to an open ticket instead, or try again later.`;
}

/** The refusal when a user has sent `limit` messages within the hour (RATE_LIMIT_REPLIES_PER_HOUR). */
export function tooManyRepliesMessage(limit: number): string {
  return `You can send at most ${limit} messages an hour. Please try again later.`;
}

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUPPORT_LIMITS.subjectMax} characters`,
  categoryInvalid: 'Choose a category: billing, technical, account or other',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${SUPPORT_LIMITS.messageMax} characters`,
  attachmentType: 'Attach a PNG or JPEG image',
  attachmentTooLarge: 'The image is larger than 5 MB',
  attachmentsTooMany: `A message can carry at most ${SUPPORT_LIMITS.attachmentsPerMessage} images`,
  tooManyTickets: tooManyTicketsMessage(SUPPORT_LIMITS.newTicketsPerHour),
  tooManyReplies: tooManyRepliesMessage(SUPPORT_LIMITS.repliesPerHour),
  closed: 'This ticket is closed. Open a new ticket if you still need help.',
} as const;

/**
 * Why a message's text would be refused, or null: the service's rule for a ticket's first message,
 * a reply and a staff note, for screens to name a mistake before sending.
 */
export function supportMessageProblem(body: string): string | null {
  const text = body.trim();
  if (!text) return SUPPORT_MESSAGES.messageRequired;
  return text.length > SUPPORT_LIMITS.messageMax ? SUPPORT_MESSAGES.messageTooLong : null;
}

/** An image attached to a message; `url` serves it to the ticket's owner and to staff only. */
export interface TicketAttachment {
  id: string;
  fileName: string;
  mimeType: 'image/png' | 'image/jpeg';
  size: number;
  url: string;
}

/**
 * One message of a thread. `note` is an internal staff note: staff see it, the user never does.
 * `body` is plain text; clients render it as text (links made clickable), never as HTML.
 */
export interface TicketMessage {
  id: string;
  author: 'user' | 'staff' | 'note';
  /** The staff member's or user's display name as it was when they wrote. */
  authorName: string | null;
  body: string;
  attachments: TicketAttachment[];
  createdAt: string;
}

/** A row of the user's list (GET /api/support/tickets), most recently updated first. */
export interface TicketSummary {
  id: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  /** A staff reply the user has not opened yet. */
  unread: boolean;
}

/** GET /api/support/tickets/{id} (opening it marks staff replies read). */
export interface TicketDetail extends TicketSummary {
  messages: TicketMessage[];
}

/** POST /api/support/tickets (JSON). Attachments follow with POST …/messages/{messageId}/attachments. */
export interface NewTicketInput {
  subject: string;
  category: TicketCategory;
  message: string;
}

/** POST /api/support/tickets/{id}/messages; staff also POST /api/admin/support/tickets/{id}/messages. */
export interface NewMessageInput {
  body: string;
  /** Staff only: an internal note instead of a reply. */
  internal?: boolean;
}

/** Whether the mail a staff reply caused reached the user (staff see it on the reply). */
export type MailStatus = 'queued' | 'sent' | 'failed';

/** The staff view of a message: the mail outcome of replies. */
export interface StaffTicketMessage extends TicketMessage {
  mail: { status: MailStatus; error: string | null } | null;
}

/** A row of GET /api/admin/support/tickets. */
export interface StaffTicketSummary extends Omit<TicketSummary, 'unread'> {
  userId: string;
  userEmail: string;
  userName: string | null;
  /** A user message staff have not opened yet. */
  unread: boolean;
  /** When the user's oldest message without a staff reply after it was written; null when nobody waits. */
  waitingSince: string | null;
  messageCount: number;
}

export interface StaffTicketDetail extends Omit<StaffTicketSummary, 'messageCount'> {
  messages: StaffTicketMessage[];
}

/** GET /api/admin/support/tickets?status=&category=&unread=true&q=&page=&pageSize= (oldest waiting first). */
export interface StaffTicketPage {
  tickets: StaffTicketSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** PATCH /api/admin/support/tickets/{id}. */
export interface TicketStatusInput {
  status: TicketStatus;
}

/** Support's part of "export my data": GET /internal/me/export, called by the gateway. */
export interface SupportExport {
  tickets: Array<{
    id: string;
    subject: string;
    category: string | null;
    status: string;
    createdAt: string;
    updatedAt: string;
    messages: Array<{ id: string; author: 'user' | 'staff'; body: string; attachments: Array<{ fileName: string; size: number }>; createdAt: string }>;
  }>;  /** When the user unsubscribed from group e-mail (a choice they made and we keep); null: they get it. */
  groupEmail: { unsubscribedAt: string | null };
}

/** The bell's endpoint: the shell polls it, and a support screen refreshes it when a ticket is opened. */
export const SUPPORT_NOTIFICATIONS_URL = '/api/support/notifications';

/** A piece of a message's text: plain, or an http(s) address to show as a link. */
export interface TextSegment {
  text: string;
  href?: string;
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence around an address more often than it belongs to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/**
 * A message's text cut into plain text and web addresses, for clients that render text and make
 * links clickable without ever treating the text as HTML. Only http(s) addresses become links.
 */
export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > from) segments.push({ text: text.slice(from, start) });
    segments.push({ text: address, href: address });
    from = start + address.length;
  }
  if (from < text.length) segments.push({ text: text.slice(from) });
  return segments;
}
