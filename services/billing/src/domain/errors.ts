import { HttpError } from '@blockbeat/service-kit';

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Payments are not configured on this server. Set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET to enable subscriptions.';

/**
 * 409, not 503: nothing is down and trying again will not help; this deployment has no payment
 * provider (the request conflicts with how the server is set up). A 5xx would also read as a fault.
 */
export class PaymentsNotConfiguredError extends HttpError {
  constructor() {
    super(409, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED_MESSAGE);
  }
}

/**
 * A Stripe event while payments are off: 503 with Retry-After, not 409 (which says the request
 * conflicts with a resource's state). Stripe retries either; a 503 also tells an operator that
 * turns payments on that the events waiting will be taken.
 */
export class WebhookWhilePaymentsOffError extends HttpError {
  readonly retryAfterSeconds = 3600;
  constructor() {
    super(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED_MESSAGE);
  }
}

/** A 500 that makes Stripe deliver the event again later. */
export class WebhookHandlingError extends HttpError {
  constructor(eventId: string) {
    super(500, 'internal', `Stripe event ${eventId} could not be handled; it will be retried`);
  }
}
