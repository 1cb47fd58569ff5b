import type { Migration } from '@blockbeat/service-kit';
import { createTickets } from './001-create-tickets';
import { threadsAttachmentsOutbox } from './002-threads-attachments-outbox';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [createTickets, threadsAttachmentsOutbox];
