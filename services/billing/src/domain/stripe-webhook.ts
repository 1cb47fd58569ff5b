import { ValidationError, type Logger } from '@blockbeat/service-kit';
import type { EventOutcome, StripeEventRepository } from '../data/stripe-event-repository';
import { StripeSignatureError, type PaymentEvent, type StripeGateway, type StripeSubscriptionSnapshot } from '../data/stripe-gateway';
import type { SubscriptionRecord, SubscriptionRepository } from '../data/subscription-repository';
import type { InTransaction, Tx } from '../data/transaction';
import { WebhookHandlingError, WebhookWhilePaymentsOffError } from './errors';
import { configuredPayments, type PaymentsSetup } from './payments';
import { fromStripeStatus, hasEnded } from './stripe-status';

export interface WebhookReceipt {
  eventId: string;
  outcome: Exclude<EventOutcome, 'failed'> | 'duplicate';
}

interface Handling {
  outcome: 'handled' | 'ignored';
  message: string | null;
  userId: string | null;
}

type Effect = (user: SubscriptionRecord, subscription: StripeSubscriptionSnapshot, tx: Tx) => Promise<void>;

export interface StripeWebhookDeps {
  payments: PaymentsSetup;
  subscriptions: SubscriptionRepository;
  events: StripeEventRepository;
  inTransaction: InTransaction;
  logger: Logger;
}

/**
 * POST /api/billing/webhook. The signature is checked before anything else. Each event is
 * processed once: its ledger row is claimed in the same transaction as its effect, so a
 * duplicate delivery finds it and changes nothing. Events may arrive in any order, so none is
 * trusted for state: the subscription is re-read from Stripe and its current state written.
 */
export function stripeWebhookUseCase({ payments: setup, subscriptions, events, inTransaction, logger }: StripeWebhookDeps) {
  return async function receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const payments = configuredPayments(setup);
    if (!payments) throw new WebhookWhilePaymentsOffError();
    const { stripe } = payments;
    const event = verified(stripe, rawBody, signature);
    const ledgerEntry = { id: event.id, type: event.type, createdAt: event.createdAt, objectId: event.objectId };
    try {
      const handling = await inTransaction(async (tx) => {
        if (!(await events.claim(ledgerEntry, tx))) return null;
        const result = await handle(stripe, event, tx);
        await events.finish(event.id, result, tx);
        return result;
      });
      if (!handling) {
        await events.countDuplicate(event.id);
        return { eventId: event.id, outcome: 'duplicate' };
      }
      return { eventId: event.id, outcome: handling.outcome };
    } catch (err) {
      logger.error({ err, eventId: event.id, type: event.type }, 'Stripe event handling failed; Stripe will deliver it again');
      await events.recordFailure(ledgerEntry, (err as Error).message ?? String(err)).catch((recordErr: unknown) => {
        logger.error({ err: recordErr, eventId: event.id }, 'could not record the failed Stripe event');
      });
      throw new WebhookHandlingError(event.id);
    }
  };

  function handle(stripe: StripeGateway, event: PaymentEvent, tx: Tx): Promise<Handling> {
    switch (event.type) {
      case 'checkout.session.completed':
        if (event.mode !== 'subscription') return Promise.resolve(ignored(`a checkout in ${event.mode ?? 'unknown'} mode`, event.userId));
        return syncSubscription(stripe, event, tx);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return syncSubscription(stripe, event, tx);
      case 'customer.subscription.trial_will_end':
        return syncSubscription(stripe, event, tx, async (user, subscription) => {
          if (subscription.trialEnd) await subscriptions.recordTrialWillEnd(user.userId, subscription.trialEnd, tx);
        });
      case 'invoice.paid':
        return syncSubscription(stripe, event, tx, (user) => subscriptions.recordPayment(user.userId, event.createdAt, tx));
      case 'invoice.payment_failed':
        return syncSubscription(stripe, event, tx, (user) => subscriptions.recordPaymentFailure(user.userId, event.createdAt, tx));
      default:
        return Promise.resolve(ignored(`BlockBeat does not act on ${event.type}`, null));
    }
  }

  async function syncSubscription(stripe: StripeGateway, event: PaymentEvent, tx: Tx, effect?: Effect): Promise<Handling> {
    if (!event.subscriptionId) return ignored('the event names no subscription', null);
    const user = await subscriptions.lockForEvent({ customerId: event.customerId, userId: event.userId }, tx);
    if (!user) return ignored(`no BlockBeat user for Stripe customer ${event.customerId ?? '(none)'}`, null);
    const current = await stripe.retrieveSubscription(event.subscriptionId);
    if (!current) return ignored(`Stripe does not know subscription ${event.subscriptionId}`, user.userId);
    const status = fromStripeStatus(current.status);
    if (user.stripeSubscriptionId && user.stripeSubscriptionId !== current.id && hasEnded(status)) {
      return ignored(`subscription ${current.id} has ended and the user now has ${user.stripeSubscriptionId}`, user.userId);
    }
    await subscriptions.applyStripeSubscription(
      user.userId,
      {
        customerId: current.customerId,
        subscriptionId: current.id,
        status,
        currentPeriodEnd: current.currentPeriodEnd,
        cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        paying: status === 'active',
        ending: hasEnded(status) || current.cancelAtPeriodEnd,
      },
      tx,
    );
    await effect?.(user, current, tx);
    return { outcome: 'handled', message: `subscription ${current.id} is ${current.status}`, userId: user.userId };
  }
}

export type StripeWebhookUseCase = ReturnType<typeof stripeWebhookUseCase>;

function verified(stripe: StripeGateway, rawBody: Buffer | undefined, signature: string | undefined): PaymentEvent {
  try {
    return stripe.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof StripeSignatureError) throw new ValidationError({}, 'Invalid Stripe signature');
    throw err;
  }
}

function ignored(reason: string, userId: string | null): Handling {
  return { outcome: 'ignored', message: reason, userId };
}
