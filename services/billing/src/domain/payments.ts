import type { StripeStatusAnswer } from '@blockbeat/contracts';
import type { StripeGateway } from '../data/stripe-gateway';
import { PaymentsNotConfiguredError } from './errors';

/** What this server was given to take payments with; any part may be missing. */
export interface PaymentsSetup {
  /** Present whenever a secret key is set, so the admin can check connectivity before the rest is set. */
  stripe: StripeGateway | null;
  priceId: string | null;
  hasWebhookSecret: boolean;
  /** What /admin/stripe-test shows of each value (maskSecret). */
  masked: StripeStatusAnswer['masked'];
  /** The public origin, without a trailing slash. */
  baseUrl: string;
}

export interface ConfiguredPayments {
  stripe: StripeGateway;
  priceId: string;
  baseUrl: string;
}

/** Payments are configured when the secret key, the price and the webhook secret are all set. */
export function configuredPayments({ stripe, priceId, hasWebhookSecret, baseUrl }: PaymentsSetup): ConfiguredPayments | null {
  return stripe && priceId && hasWebhookSecret ? { stripe, priceId, baseUrl } : null;
}

export function requirePayments(setup: PaymentsSetup): ConfiguredPayments {
  const payments = configuredPayments(setup);
  if (!payments) throw new PaymentsNotConfiguredError();
  return payments;
}
