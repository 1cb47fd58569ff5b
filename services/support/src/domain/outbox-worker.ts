import type { Logger } from '@blockbeat/service-kit';
import type { DueMail, MailOutcome, OutboxRepository } from '../data/outbox-repository';
import { PermanentMailError, type MailSender } from '../data/smtp-sender';

export interface OutboxWorkerOptions {
  outbox: Pick<OutboxRepository, 'processNext'>;
  sender: MailSender;
  logger: Logger;
  /** How often due mail is looked for (another replica's, and retries). */
  pollMs?: number;
  /** The wait after the first failed attempt; it doubles for each further one, up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** A mail still failing this long after it was queued is marked failed. */
  giveUpAfterMs?: number;
  /** The worker's clock: when mail is due and how old it is. */
  now?: () => Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** ±20 %, so replicas that failed together do not all retry in the same instant. */
const jitter = (ms: number) => Math.round(ms * (0.8 + Math.random() * 0.4));

/**
 * Sends what the outbox holds, one mail per transaction, on every replica at once (the outbox
 * hands each due mail to one worker only). A failed attempt is retried after 5 s, 10 s, 20 s …
 * up to 15 minutes apart; a mail that has failed for a day, or was refused for good, is marked
 * failed (staff see it on the reply).
 */
export function createOutboxWorker({
  outbox,
  sender,
  logger,
  pollMs = 2_000,
  firstRetryMs = 5_000,
  maxRetryMs = 15 * 60_000,
  giveUpAfterMs = DAY_MS,
  now = () => new Date(),
}: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(mail: DueMail): Promise<MailOutcome> {
    try {
      await sender.send(mail);
      logger.info({ outboxId: mail.id, key: mail.dedupeKey, attempt: mail.attempt }, 'mail sent');
      return { status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const givingUp = err instanceof PermanentMailError || mail.ageSeconds * 1000 >= giveUpAfterMs;
      logger.warn({ outboxId: mail.id, key: mail.dedupeKey, attempt: mail.attempt, error }, givingUp ? 'mail failed for good' : 'mail not sent; will retry');
      if (givingUp) return { status: 'failed', error };
      return { status: 'queued', error, retryInMs: jitter(Math.min(firstRetryMs * 2 ** (mail.attempt - 1), maxRetryMs)) };
    }
  }

  async function drainAll(): Promise<number> {
    let handled = 0;
    do {
      again = false;
      while (!stopped && (await outbox.processNext(now(), deliver))) handled += 1;
    } while (again && !stopped);
    return handled;
  }

  /** Runs until nothing is due; a call while it runs makes it look once more. Answers how many mails it handled. */
  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainAll().finally(() => (draining = undefined));
    return draining;
  }

  const drainLogged = () => {
    if (stopped) return;
    drain().catch((err: unknown) => logger.warn({ err }, 'the outbox could not be read; trying again shortly'));
  };

  return {
    drain,
    /** Something was just queued: send it now rather than at the next poll. */
    wake: drainLogged,
    start() {
      stopped = false;
      timer ??= setInterval(drainLogged, pollMs);
      drainLogged();
    },
    /** Finishes the mail in hand, then stops (before the database closes). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await draining?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
