import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { errorHandler } from './error-handler';
import { NotFoundError } from './errors';
import { requestLogger } from './request-logger';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  sequelize: Sequelize;
  routes: express.Router;
}

export function createServiceApp({ name, logger, sequelize, routes }: ServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(express.json({ limit: '1mb' }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await sequelize.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch (err) {
      logger.warn({ err, service: name }, 'database not reachable');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  app.use(routes);
  app.use(() => {
    throw new NotFoundError();
  });
  app.use(errorHandler(logger));
  return app;
}
