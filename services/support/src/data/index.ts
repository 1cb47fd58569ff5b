import type { Sequelize } from 'sequelize';
import { createAttachmentRepository } from './attachment-repository';
import { createCampaignRepository } from './campaign-repository';
import { createOutboxRepository } from './outbox-repository';
import { createSql } from './sql';
import { createTicketRepository } from './ticket-repository';
import { createUnsubscribeRepository } from './unsubscribe-repository';

/** The support schema's repositories over one connection pool, and the transaction they share. */
export function createSupportData(sequelize: Sequelize, { messageIdDomain }: { messageIdDomain: string }) {
  const sql = createSql(sequelize);
  return {
    transaction: sql.transaction,
    tickets: createTicketRepository(sql),
    attachments: createAttachmentRepository(sql),
    outbox: createOutboxRepository(sql, { messageIdDomain }),
    campaigns: createCampaignRepository(sql),
    unsubscribes: createUnsubscribeRepository(sql),
  };
}

export type SupportData = ReturnType<typeof createSupportData>;
export type { Tx } from './sql';
export type { TicketRecord, MessageRecord, StaffFilters, TicketRepository } from './ticket-repository';
export type { AttachmentRecord, AttachmentRepository, ImageMimeType } from './attachment-repository';
export type { DueMail, MailOutcome, OutgoingMail, OutboxRepository } from './outbox-repository';
