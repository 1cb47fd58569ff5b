import type { StripeEventSummary, StripeStatusAnswer } from '@blockbeat/contracts';
import type { StripeEventRecord, StripeEventRepository } from '../data/stripe-event-repository';
import type { PaymentsSetup } from './payments';

export interface StripeAdminDeps {
  payments: PaymentsSetup;
  events: StripeEventRepository;
}

/** What /admin/stripe-test shows: which settings are present, a live call to Stripe, the latest events. */
export function stripeAdminUseCases({ payments, events }: StripeAdminDeps) {
  return {
    async status(limit: number): Promise<StripeStatusAnswer> {
      const [connectivity, recent] = await Promise.all([
        payments.stripe ? payments.stripe.checkConnectivity(payments.priceId ?? undefined) : Promise.resolve('not configured' as const),
        events.recent(limit),
      ]);
      return {
        configured: { secretKey: payments.stripe !== null, priceId: payments.priceId !== null, webhookSecret: payments.hasWebhookSecret },
        masked: payments.masked,
        connectivity,
        recentEvents: recent.map(toSummary),
      };
    },
  };
}

export type StripeAdminUseCases = ReturnType<typeof stripeAdminUseCases>;

function toSummary(event: StripeEventRecord): StripeEventSummary {
  return {
    eventId: event.eventId,
    type: event.type,
    outcome: event.outcome,
    message: event.message,
    userId: event.userId,
    objectId: event.objectId,
    deliveries: event.deliveries,
    receivedAt: event.receivedAt.toISOString(),
    processedAt: event.processedAt?.toISOString() ?? null,
  };
}
