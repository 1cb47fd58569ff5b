import { maskSecret } from '@blockbeat/contracts';
import { accountDataRoutes, createServiceApp, requireIdentity, type Logger } from '@blockbeat/service-kit';
import express, { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { billingRoutes } from './api/billing-routes';
import { internalAudienceRoutes } from './api/internal-audience-routes';
import { requireAdmin, stripeAdminRoutes } from './api/stripe-admin-routes';
import { stripeWebhookRoutes } from './api/stripe-webhook-routes';
import { subscriptionRoutes } from './api/subscription-routes';
import { userAdminRoutes } from './api/user-admin-routes';
import type { PaymentsConfig } from './config';
import { createAudienceRepository } from './data/audience-repository';
import { createAdminAuditRepository } from './data/admin-audit-repository';
import { createStripeEventRepository } from './data/stripe-event-repository';
import { createStripeGateway } from './data/stripe-gateway';
import { createSubscriptionRepository } from './data/subscription-repository';
import { transactionRunner } from './data/transaction';
import { createUserDirectoryRepository } from './data/user-directory-repository';
import { accountDataUseCases } from './domain/account-data';
import { adminActionsUseCases } from './domain/admin-actions';
import { audienceUseCases } from './domain/audience';
import { checkoutUseCases } from './domain/checkout';
import { configuredPayments, type PaymentsSetup } from './domain/payments';
import { stripeAdminUseCases } from './domain/stripe-admin';
import { stripeWebhookUseCase } from './domain/stripe-webhook';
import { startTrialAndReadStatusUseCase } from './domain/subscription-status';
import { userDirectoryUseCases } from './domain/user-directory';

export const SERVICE_NAME = 'billing';
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

export interface BillingDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
  /** Lower-cased. */
  adminEmails: readonly string[];
  /** Stripe settings (config.payments); absent or incomplete means trials only. */
  payments?: PaymentsConfig;
  /** The support service's key to GET /internal/audience; absent refuses every call. */
  internalApiSecret?: string;
}

export function createApp({ sequelize, logger, identityPublicKey, adminEmails, payments: paymentsConfig, internalApiSecret }: BillingDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const subscriptions = createSubscriptionRepository(sequelize);
  const events = createStripeEventRepository(sequelize, SERVICE_NAME);
  const directory = createUserDirectoryRepository(sequelize, SERVICE_NAME);
  const audit = createAdminAuditRepository(sequelize, SERVICE_NAME);
  const inTransaction = transactionRunner(sequelize);
  const payments = paymentsSetup(paymentsConfig, logger);
  const checkout = checkoutUseCases({ subscriptions, payments });

  const routes = Router();
  routes.use(
    '/api/subscription',
    identity,
    subscriptionRoutes(
      startTrialAndReadStatusUseCase({ subscriptions, directory, adminEmails, paymentsConfigured: configuredPayments(payments) !== null }),
    ),
  );
  routes.use(
    '/api/billing/admin',
    identity,
    requireAdmin(new Set(adminEmails)),
    stripeAdminRoutes(stripeAdminUseCases({ payments, events }), checkout),
    userAdminRoutes(
      userDirectoryUseCases({ directory, audit, adminEmails }),
      adminActionsUseCases({ directory, audit, inTransaction, adminEmails }),
    ),
  );
  routes.use('/api/billing', identity, billingRoutes(checkout));
  routes.use('/internal/audience', internalAudienceRoutes(audienceUseCases(createAudienceRepository(sequelize, SERVICE_NAME, adminEmails)), internalApiSecret));
  routes.use('/internal/me', identity, accountDataRoutes(accountDataUseCases({ subscriptions, events, payments, inTransaction })));

  // The service app parses JSON before its routes; the webhook needs the bytes Stripe signed, so
  // it is answered here, in front of the service app.
  const app = express();
  app.disable('x-powered-by');
  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookRoutes(stripeWebhookUseCase({ payments, subscriptions, events, inTransaction, logger }), logger));
  app.use(createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes }));
  return app;
}

/** The Stripe client is made once, here, whenever a secret key is set. */
function paymentsSetup(config: PaymentsConfig | undefined, logger: Logger): PaymentsSetup {
  const setup: PaymentsSetup = {
    stripe: config?.secretKey
      ? createStripeGateway({
          secretKey: config.secretKey,
          webhookSecret: config.webhookSecret,
          apiHost: config.apiHost,
          apiPort: config.apiPort,
          apiProtocol: config.apiProtocol,
        })
      : null,
    priceId: config?.priceId ?? null,
    hasWebhookSecret: Boolean(config?.webhookSecret),
    masked: {
      secretKey: config?.secretKey ? maskSecret(config.secretKey) : null,
      priceId: config?.priceId ? maskSecret(config.priceId) : null,
      webhookSecret: config?.webhookSecret ? maskSecret(config.webhookSecret) : null,
    },
    baseUrl: config?.baseUrl ?? '',
  };
  const present = [setup.stripe !== null, setup.priceId !== null, setup.hasWebhookSecret].filter(Boolean).length;
  if (present > 0 && present < 3) {
    logger.warn(
      { secretKey: setup.stripe !== null, priceId: setup.priceId !== null, webhookSecret: setup.hasWebhookSecret },
      'Stripe is partly configured: payments stay off until STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are all set',
    );
  }
  return setup;
}
