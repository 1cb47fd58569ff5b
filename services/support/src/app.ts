import { accountDataRoutes, createServiceApp, requireIdentity, type Logger } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { supportRoutes } from './api/support-routes';
import { createTicketRepository } from './data/ticket-repository';
import { accountDataUseCases } from './domain/account-data';
import { notificationsUseCase } from './domain/notifications';

export const SERVICE_NAME = 'support';

export interface SupportDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
}

export function createApp({ sequelize, logger, identityPublicKey }: SupportDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const tickets = createTicketRepository(sequelize);
  const routes = Router();
  routes.use('/api/support', identity, supportRoutes(notificationsUseCase(tickets)));
  routes.use('/internal/me', identity, accountDataRoutes(accountDataUseCases(tickets)));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}
