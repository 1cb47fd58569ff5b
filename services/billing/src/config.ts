import { loadConfig, serviceEnvSchema, type ServiceEnv } from '@blockbeat/service-kit';
import Joi from 'joi';

/** Stripe settings; each is optional, and payments are configured only when the key, price and webhook secret are all set. */
export interface PaymentsConfig {
  /** The public origin, without a trailing slash: Stripe sends the browser back there. */
  baseUrl: string;
  secretKey?: string;
  webhookSecret?: string;
  /** The $4.99/month recurring price. */
  priceId?: string;
  /** Where the Stripe SDK sends requests; unset means api.stripe.com:443 over https. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

export interface BillingConfig {
  port: number;
  /** Where to listen: HOST, default 127.0.0.1. */
  host: string;
  databaseUrl: string;
  identityPublicKey: string;
  /** Lower-cased. */
  adminEmails: string[];
  payments: PaymentsConfig;
  /** What the support service presents to read group e-mail audiences (GET /internal/audience); unset refuses them. */
  internalApiSecret?: string;
}

interface BillingEnv extends ServiceEnv {
  NODE_ENV: string;
  INTERNAL_API_SECRET?: string;
  ADMIN_EMAILS: string;
  BASE_URL: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_ID?: string;
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: number;
  STRIPE_API_PROTOCOL?: 'http' | 'https';
}

export const configSchema = serviceEnvSchema(3003).append<BillingEnv>({
  NODE_ENV: Joi.string().default('development'),
  INTERNAL_API_SECRET: Joi.string()
    .min(32)
    .when('NODE_ENV', { is: 'production', then: Joi.required() })
    .description('shared with the support service, which reads group e-mail audiences with it; required in production (the launcher generates one)'),
  ADMIN_EMAILS: Joi.string()
    .default('admin@example.com')
    .description('comma-separated e-mails whose status is admin; compared case-insensitively'),
  BASE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:3000')
    .description("the gateway's public origin; Checkout and the billing portal return the browser there"),
  STRIPE_SECRET_KEY: Joi.string()
    .pattern(/^(sk|rk)_/)
    .message('"STRIPE_SECRET_KEY" must be a secret or restricted key (sk_… or rk_…), not a publishable key')
    .description('Stripe secret (or restricted) key; unset means no payments, trial only'),
  STRIPE_WEBHOOK_SECRET: Joi.string()
    .pattern(/^whsec_/)
    .message('"STRIPE_WEBHOOK_SECRET" must be a webhook signing secret (whsec_…)')
    .description("the webhook endpoint's signing secret for POST /api/billing/webhook"),
  STRIPE_PRICE_ID: Joi.string()
    .pattern(/^price_/)
    .message('"STRIPE_PRICE_ID" must be a price id (price_…), not a product id')
    .description('the $4.99/month recurring price'),
  STRIPE_API_HOST: Joi.string().hostname().description('Stripe API host (default api.stripe.com); tests point it at a local server'),
  STRIPE_API_PORT: Joi.number().port().description('Stripe API port (default 443)'),
  STRIPE_API_PROTOCOL: Joi.string().valid('https', 'http').description('Stripe API protocol (default https)'),
});

/**
 * PORT (default 3003), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default
 * info), ADMIN_EMAILS (default admin@example.com), BASE_URL (default http://localhost:3000), and,
 * all optional with no default, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID,
 * STRIPE_API_HOST (SDK default api.stripe.com), STRIPE_API_PORT (443), STRIPE_API_PROTOCOL (https);
 * INTERNAL_API_SECRET (at least 32 characters; required with NODE_ENV=production).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const vars = loadConfig(configSchema, env);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    identityPublicKey: vars.IDENTITY_PUBLIC_KEY,
    adminEmails: vars.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    payments: {
      baseUrl: vars.BASE_URL.replace(/\/+$/, ''),
      secretKey: vars.STRIPE_SECRET_KEY,
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
      priceId: vars.STRIPE_PRICE_ID,
      apiHost: vars.STRIPE_API_HOST,
      apiPort: vars.STRIPE_API_PORT,
      apiProtocol: vars.STRIPE_API_PROTOCOL,
    },
    internalApiSecret: vars.INTERNAL_API_SECRET,
  };
}
