import { createServiceApp, requireIdentity, type Logger } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { subscriptionRoutes } from './api/subscription-routes';
import { createSubscriptionRepository } from './data/subscription-repository';
import { subscriptionStatusUseCase } from './domain/subscription-status';

export const SERVICE_NAME = 'billing';

export interface BillingDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
  /** Lower-cased. */
  adminEmails: readonly string[];
}

export function createApp({ sequelize, logger, identityPublicKey, adminEmails }: BillingDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const subscriptions = createSubscriptionRepository(sequelize);
  const routes = Router();
  routes.use('/api/subscription', identity, subscriptionRoutes(subscriptionStatusUseCase({ subscriptions, adminEmails })));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}
