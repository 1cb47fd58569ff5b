import type { Migration } from '@blockbeat/service-kit';
import { createTickets } from './001-create-tickets';
import { threadsAttachmentsOutbox } from './002-threads-attachments-outbox';
import { emailTemplates } from './003-email-templates';
import { campaigns } from './004-campaigns';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [createTickets, threadsAttachmentsOutbox, emailTemplates, campaigns];
