import { createHash } from 'node:crypto';
import type { Logger } from '@blockbeat/service-kit';
import PgBoss from 'pg-boss';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Tx } from '.';

/** pg-boss keeps its tables here, in the support service's database. */
export const QUEUE_SCHEMA = 'support_jobs';
const PREPARE = 'group-email-prepare';
const BATCH = 'group-email-batch';

export interface CampaignJobHandlers {
  /** Reads the audience into the campaign's recipients, then schedules batch 1. */
  prepare(campaignId: string): Promise<void>;
  /** Moves one batch of recipients to the outbox, then schedules the next. */
  batch(campaignId: string, batch: number): Promise<void>;
}

/**
 * The batch after `batch` has an id fixed by the campaign and its number: scheduling it again
 * (a batch job retried after a stop) is a no-op, so one chain of batches runs per campaign.
 */
function batchJobId(campaignId: string, batch: number): string {
  const hex = createHash('sha256').update(`${campaignId}:${batch}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Group e-mail's durable job queue (pg-boss 10, the last line for Node 20) in PostgreSQL. Jobs only
 * say which campaign and batch to work on; the state is in the campaign tables, so a job that runs
 * twice, or is retried after its worker stopped, queues nobody twice. A job whose worker died is
 * taken up again after it expires (PREPARE 10 min, BATCH 1 min).
 */
export function createCampaignQueue({ databaseUrl, logger, sequelize }: { databaseUrl: string; logger: Logger; sequelize: Sequelize }) {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: QUEUE_SCHEMA, max: 4, application_name: 'support-jobs' });
  boss.on('error', (err) => logger.warn({ err }, 'the group e-mail queue had an error; it carries on'));
  let ready: Promise<void> | undefined;

  /** pg-boss's statements inside one of our transactions, so a job exists exactly when what caused it does. */
  const within = (tx: Tx): PgBoss.Db => ({
    // Sequelize reads an undefined bind value as a missing one; pg-boss means SQL NULL.
    executeSql: async (text, values) => ({ rows: await sequelize.query(text, { bind: values.map((v: unknown) => v ?? null), transaction: tx, type: QueryTypes.SELECT }) }),
  });

  function start(): Promise<void> {
    ready ??= (async () => {
      await boss.start();
      await boss.createQueue(PREPARE, { name: PREPARE, retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 });
      await boss.createQueue(BATCH, { name: BATCH, retryLimit: 20, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 });
    })();
    return ready;
  }

  return {
    start,

    /** Takes jobs on this replica (any number of replicas may). */
    async work(handlers: CampaignJobHandlers): Promise<void> {
      await start();
      await boss.work<{ campaignId: string }>(PREPARE, { pollingIntervalSeconds: 1 }, async ([job]) => handlers.prepare(job!.data.campaignId));
      await boss.work<{ campaignId: string; batch: number }>(BATCH, { pollingIntervalSeconds: 0.5 }, async ([job]) => handlers.batch(job!.data.campaignId, job!.data.batch));
    },

    /** In the transaction that creates the campaign. */
    async prepare(tx: Tx, campaignId: string): Promise<void> {
      await start();
      await boss.send(PREPARE, { campaignId }, { id: campaignId, db: within(tx) });
    },

    async scheduleBatch(campaignId: string, batch: number, afterSeconds: number): Promise<void> {
      await start();
      await boss.send(BATCH, { campaignId, batch }, { id: batchJobId(campaignId, batch), startAfter: afterSeconds });
    },

    /** Finishes the jobs in hand (up to 30 s), then closes its connections. */
    async stop(): Promise<void> {
      if (!ready) return;
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: true });
    },
  };
}

export type CampaignQueue = ReturnType<typeof createCampaignQueue>;
