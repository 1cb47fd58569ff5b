import { QueryTypes, type Sequelize } from 'sequelize';
import type { Tx } from './transaction';

export type EventOutcome = 'handled' | 'ignored' | 'failed';

export interface EventIdentity {
  id: string;
  type: string;
  createdAt: Date;
  objectId: string | null;
}

export interface StripeEventRecord {
  eventId: string;
  type: string;
  outcome: EventOutcome;
  message: string | null;
  userId: string | null;
  objectId: string | null;
  stripeCreatedAt: Date;
  deliveries: number;
  receivedAt: Date;
  processedAt: Date | null;
}

interface EventRow {
  event_id: string;
  type: string;
  outcome: EventOutcome;
  message: string | null;
  user_id: string | null;
  object_id: string | null;
  stripe_created_at: Date;
  deliveries: number;
  received_at: Date;
  processed_at: Date | null;
}

const COLUMNS = 'event_id, type, outcome, message, user_id, object_id, stripe_created_at, deliveries, received_at, processed_at';

/** The ledger of Stripe events: which were processed (exactly once), and how each delivery went. */
export function createStripeEventRepository(sequelize: Sequelize, schema: string) {
  const table = `${sequelize.getQueryInterface().quoteIdentifier(schema)}.stripe_events`;

  return {
    /**
     * Claims the event for this transaction; false when it was already processed. A concurrent
     * delivery of the same event waits on the primary key until this transaction ends, then sees
     * it processed. A row left by a failed attempt is taken over.
     */
    async claim(event: EventIdentity, tx: Tx): Promise<boolean> {
      const rows = await sequelize.query(
        `INSERT INTO ${table} AS e (event_id, type, outcome, object_id, stripe_created_at)
         VALUES (:id, :type, 'handled', :objectId, :createdAt)
         ON CONFLICT (event_id) DO UPDATE SET deliveries = e.deliveries + 1
           WHERE e.outcome = 'failed'
         RETURNING event_id`,
        { replacements: { ...event }, type: QueryTypes.SELECT, transaction: tx },
      );
      return rows.length > 0;
    },

    async finish(eventId: string, result: { outcome: 'handled' | 'ignored'; message: string | null; userId: string | null }, tx: Tx): Promise<void> {
      await sequelize.query(
        `UPDATE ${table} SET outcome = :outcome, message = :message, user_id = :userId, processed_at = now() WHERE event_id = :eventId`,
        { replacements: { ...result, eventId }, transaction: tx },
      );
    },

    /** Outside any transaction (the attempt's was rolled back); never downgrades a processed event. */
    async recordFailure(event: EventIdentity, message: string): Promise<void> {
      await sequelize.query(
        `INSERT INTO ${table} AS e (event_id, type, outcome, message, object_id, stripe_created_at)
         VALUES (:id, :type, 'failed', :message, :objectId, :createdAt)
         ON CONFLICT (event_id) DO UPDATE SET message = EXCLUDED.message, deliveries = e.deliveries + 1
           WHERE e.outcome = 'failed'`,
        { replacements: { ...event, message } },
      );
    },

    async countDuplicate(eventId: string): Promise<void> {
      await sequelize.query(`UPDATE ${table} SET deliveries = deliveries + 1 WHERE event_id = :eventId`, { replacements: { eventId } });
    },

    async recent(limit: number): Promise<StripeEventRecord[]> {
      const rows = await sequelize.query<EventRow>(`SELECT ${COLUMNS} FROM ${table} ORDER BY received_at DESC, event_id LIMIT :limit`, {
        replacements: { limit },
        type: QueryTypes.SELECT,
      });
      return rows.map(toRecord);
    },

    async forUser(userId: string): Promise<StripeEventRecord[]> {
      const rows = await sequelize.query<EventRow>(`SELECT ${COLUMNS} FROM ${table} WHERE user_id = :userId ORDER BY received_at, event_id`, {
        replacements: { userId },
        type: QueryTypes.SELECT,
      });
      return rows.map(toRecord);
    },

    /**
     * Forgets who an event concerned while keeping the event id, so a late re-delivery is still
     * recognised as processed instead of being applied to nobody.
     */
    async forgetUser(userId: string, tx: Tx): Promise<void> {
      await sequelize.query(`UPDATE ${table} SET user_id = NULL, object_id = NULL, message = NULL WHERE user_id = :userId`, {
        replacements: { userId },
        transaction: tx,
      });
    },
  };
}

export type StripeEventRepository = ReturnType<typeof createStripeEventRepository>;

function toRecord(row: EventRow): StripeEventRecord {
  return {
    eventId: row.event_id,
    type: row.type,
    outcome: row.outcome,
    message: row.message,
    userId: row.user_id,
    objectId: row.object_id,
    stripeCreatedAt: row.stripe_created_at,
    deliveries: row.deliveries,
    receivedAt: row.received_at,
    processedAt: row.processed_at,
  };
}
