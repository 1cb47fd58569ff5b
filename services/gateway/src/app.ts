import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { errorHandler } from '@blockbeat/service-kit';
import type { GatewayConfig } from './config';
import { createUsersRepository } from './data/users-repository';
import { createSessionStore } from './data/session-store';
import { createEntitlements } from './domain/entitlements';
import { createIdentitySigner } from './domain/identity-signer';
import { remotesMap } from './domain/remotes';
import { oidcMiddleware, sessionName } from './api/oidc';
import { sessionUser } from './api/session-user';
import { sessionLoader } from './api/session-loader';
import { authRoutes } from './api/auth-routes';
import { accountRoutes } from './api/account-routes';
import { createAccountData } from './domain/account-data';
import { csrfGuard } from './api/csrf';
import { logoutConfirmation } from './api/logout-confirmation';
import { securityHeaders } from './api/security-headers';
import { serviceProxy } from './api/proxy';
import { uploadSizeGuard } from './api/upload-size-guard';
import { staticBundles } from './api/static-bundles';
import { createRateLimits } from './api/rate-limit';

export function createGatewayApp(config: GatewayConfig, deps: { sequelize: Sequelize; logger: Logger }) {
  const users = createUsersRepository(deps.sequelize);
  const store = createSessionStore(deps.sequelize);
  const sign = createIdentitySigner(config.IDENTITY_PRIVATE_KEY);
  const entitlements = createEntitlements({
    billingUrl: config.BILLING_URL,
    cacheSeconds: config.ENTITLEMENT_CACHE_SECONDS,
    sign: (claims) => sign(claims, 'billing'),
    logger: deps.logger,
  });
  const rateLimits = createRateLimits(config, deps);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(securityHeaders(config.BASE_URL));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await deps.sequelize.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  const remotes = remotesMap(config.remoteOverrides);
  app.use(rateLimits.byIp);
  app.use(
    staticBundles({
      root: config.STATIC_ROOT,
      sessionCookie: sessionName(config.BASE_URL),
      remotes,
      contentUrl: config.CONTENT_URL,
      logger: deps.logger,
    }),
  );
  app.get('/api/remotes', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remotes);
  });
  app.use(csrfGuard(config.BASE_URL));
  app.use(logoutConfirmation());
  app.use(sessionLoader(store, sessionName(config.BASE_URL), deps.logger));
  app.use(oidcMiddleware(config, users, store));
  app.use(sessionUser(users, store, sessionName(config.BASE_URL)));
  app.use(rateLimits.byUser);
  app.use(uploadSizeGuard());
  app.use(serviceProxy('content', config.CONTENT_URL, { sign, entitlements }));
  app.use(serviceProxy('billing', config.BILLING_URL, { sign, entitlements }));
  app.use(serviceProxy('support', config.SUPPORT_URL, { sign, entitlements }));
  app.use(authRoutes(users));
  const accountData = createAccountData({
    urls: { content: config.CONTENT_URL, billing: config.BILLING_URL, support: config.SUPPORT_URL },
    sign,
  });
  app.use(accountRoutes(users, accountData, sessionName(config.BASE_URL)));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Not found' } });
  });
  app.use(errorHandler(deps.logger));
  return { app, prune: () => store.prune(), rateLimits };
}
