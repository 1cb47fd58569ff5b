import { createServiceApp, requireIdentity, type Logger } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { workoutRoutes } from './api/workout-routes';
import { createWorkoutRepository } from './data/workout-repository';
import { workoutUseCases } from './domain/workouts';

export const SERVICE_NAME = 'content';

export interface ContentDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
}

export function createApp({ sequelize, logger, identityPublicKey }: ContentDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const routes = Router();
  routes.use('/api/workouts', identity, workoutRoutes(workoutUseCases(createWorkoutRepository(sequelize))));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}
