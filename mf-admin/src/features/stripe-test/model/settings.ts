import type { StripeEventOutcome, StripeStatusAnswer } from '@blockbeat/contracts';

type Setting = keyof StripeStatusAnswer['configured'];

/** Billing's settings as README.md names them ("Configuration"), for saying what to set. */
export const STRIPE_SETTINGS: Array<{ key: Setting; label: string; variable: string; shape: string }> = [
  { key: 'secretKey', label: 'Secret key', variable: 'STRIPE_SECRET_KEY', shape: 'sk_test_… or rk_test_…' },
  { key: 'priceId', label: 'Price', variable: 'STRIPE_PRICE_ID', shape: 'price_… of the $4.99/month plan' },
  { key: 'webhookSecret', label: 'Webhook secret', variable: 'STRIPE_WEBHOOK_SECRET', shape: 'whsec_…, for the webhook at /api/billing/webhook' },
];

export const OUTCOME_LABELS: Record<StripeEventOutcome, string> = {
  handled: 'Handled',
  ignored: 'Ignored',
  failed: 'Failed',
};

/** Payments work, and a test checkout can be made, once all three settings are present. */
export const allConfigured = ({ configured }: StripeStatusAnswer) => Object.values(configured).every(Boolean);

/** The connectivity check in words: billing answers 'ok', 'not configured' or 'failed: <reason>'. */
export function connectivityText({ connectivity, configured }: StripeStatusAnswer): { tone: 'ok' | 'off' | 'failed'; text: string } {
  // With a price set, billing's check reads that price; without one, the account's balance.
  if (connectivity === 'ok') return { tone: 'ok', text: configured.priceId ? 'Stripe answered: the key works and the price exists.' : 'Stripe answered: the key works.' };
  if (connectivity === 'not configured') return { tone: 'off', text: 'Not checked: there is no secret key.' };
  return { tone: 'failed', text: `Stripe could not be reached or refused the request: ${connectivity.slice('failed: '.length)}` };
}
