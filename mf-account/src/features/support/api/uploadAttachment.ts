import type { TicketAttachment } from '@blockbeat/contracts';
import { uploadFile } from '@blockbeat/shell-sdk';
import { SUPPORT_TICKETS_URL } from './getTickets';

/** POST /api/support/tickets/{id}/messages/{messageId}/attachments, multipart with the one field `file`. */
export function uploadAttachment(ticketId: string, messageId: string, file: File): Promise<TicketAttachment> {
  return uploadFile<TicketAttachment>(`${SUPPORT_TICKETS_URL}/${ticketId}/messages/${messageId}/attachments`, file);
}
