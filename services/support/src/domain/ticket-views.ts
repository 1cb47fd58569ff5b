import type {
  MailStatus,
  StaffTicketDetail,
  StaffTicketMessage,
  StaffTicketSummary,
  TicketAttachment,
  TicketDetail,
  TicketMessage,
  TicketSummary,
} from '@blockbeat/contracts';
import type { AttachmentRecord, MessageRecord, TicketRecord } from '../data';
import { replyMailKey } from './ticket-mails';

/** Where an attachment is served: to the ticket's owner and to staff only. */
export const attachmentUrl = (id: string) => `/api/support/attachments/${id}`;

export type MailOutcomes = Map<string, { status: MailStatus; error: string | null }>;

export function toAttachment(a: AttachmentRecord): TicketAttachment {
  return { id: a.id, fileName: a.fileName, mimeType: a.mimeType, size: a.size, url: attachmentUrl(a.id) };
}

/** Attachments grouped by the message they belong to. */
export function byMessage(attachments: AttachmentRecord[]): Map<string, TicketAttachment[]> {
  const grouped = new Map<string, TicketAttachment[]>();
  for (const a of attachments) grouped.set(a.messageId, [...(grouped.get(a.messageId) ?? []), toAttachment(a)]);
  return grouped;
}

export function toMessage(m: MessageRecord, attachments: Map<string, TicketAttachment[]>): TicketMessage {
  return { id: m.id, author: m.author, authorName: m.authorName, body: m.body, attachments: attachments.get(m.id) ?? [], createdAt: m.createdAt.toISOString() };
}

export function toSummary(t: TicketRecord): TicketSummary {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    unread: t.unreadForUser,
  };
}

export function toDetail(t: TicketRecord, messages: MessageRecord[], attachments: Map<string, TicketAttachment[]>): TicketDetail {
  return { ...toSummary(t), messages: messages.map((m) => toMessage(m, attachments)) };
}

export function toStaffSummary(t: TicketRecord & { messageCount: number }): StaffTicketSummary {
  const { messages: _none, ...detail } = toStaffDetail(t, [], new Map(), new Map());
  return { ...detail, messageCount: t.messageCount };
}

/** A staff reply carries what became of its mail; notes and the user's messages have none. */
export function toStaffMessage(m: MessageRecord, attachments: Map<string, TicketAttachment[]>, mail: MailOutcomes): StaffTicketMessage {
  const outcome = m.author === 'staff' ? mail.get(replyMailKey(m.id)) : undefined;
  return { ...toMessage(m, attachments), mail: outcome ?? null };
}

export function toStaffDetail(t: TicketRecord, messages: MessageRecord[], attachments: Map<string, TicketAttachment[]>, mail: MailOutcomes): StaffTicketDetail {
  const { userId, userEmail, userName, waitingSince } = t;
  return {
    ...toSummary(t),
    unread: t.unreadForStaff,
    userId,
    userEmail,
    userName,
    waitingSince: waitingSince?.toISOString() ?? null,
    messages: messages.map((m) => toStaffMessage(m, attachments, mail)),
  };
}
