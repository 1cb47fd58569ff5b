import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { errorHandler } from '@blockbeat/service-kit';
import type { GatewayConfig } from './config';
import { createUsersRepository } from './data/users-repository';
import { createSessionStore } from './data/session-store';
import { createEntitlements } from './domain/entitlements';
import { createIdentitySigner } from './domain/identity-signer';
import { remotesSource } from './domain/remotes';
import { releaseMapFile } from './data/release-map-file';
import { oidcMiddleware, sessionName } from './api/oidc';
import { currentUser, sessionUser } from './api/session-user';
import { sessionLoader } from './api/session-loader';
import { authRoutes } from './api/auth-routes';
import { accountRoutes } from './api/account-routes';
import { createAccountData } from './domain/account-data';
import { csrfGuard } from './api/csrf';
import { logoutConfirmation } from './api/logout-confirmation';
import { remoteOrigins, securityHeaders } from './api/security-headers';
import { serviceProxy } from './api/proxy';
import { uploadSizeGuard } from './api/upload-size-guard';
import { staticBundles } from './api/static-bundles';
import { readCookie } from './api/cookies';
import { eventStreamCap } from './api/event-stream-cap';
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
  const { REMOTES_RELEASE_FILE: releaseFile, REMOTES_DIR: remotesDir } = config;
  const remotes = remotesSource(
    config.remoteOverrides,
    releaseFile ? releaseMapFile({ file: releaseFile, remotesDir, logger: deps.logger, recheckMs: config.REMOTES_RELEASE_RECHECK_MS }) : undefined,
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Asked for each CSP directive of each response: the URLs are parsed again only when they change.
  let cdn = { key: '', origins: [] as string[] };
  const cdnOrigins = () => {
    const urls = remotes.urls();
    const key = urls.join(' ');
    if (key !== cdn.key) cdn = { key, origins: remoteOrigins(urls) };
    return cdn.origins;
  };
  app.use(securityHeaders(config.BASE_URL, cdnOrigins));
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
  app.use(rateLimits.byIp);
  app.use(eventStreamCap(config.EVENT_STREAMS_PER_IP));
  app.use(
    staticBundles({
      root: config.STATIC_ROOT,
      sessionCookie: sessionName(config.BASE_URL),
      remotesDir,
      remotes,
      contentUrl: config.CONTENT_URL,
      logger: deps.logger,
    }),
  );
  // The same map for everyone unless a canary is on: answered without reading the session.
  app.get('/api/remotes', (req, res, next) => {
    if (remotes.variesByUser() && readCookie(req, sessionName(config.BASE_URL)) !== undefined) return next();
    res.set('Cache-Control', 'no-cache').json(remotes.forUser(null));
  });
  app.use(csrfGuard(config.BASE_URL));
  app.use(logoutConfirmation());
  app.use(sessionLoader(store, sessionName(config.BASE_URL), deps.logger));
  app.use(oidcMiddleware(config, users, store));
  app.use(sessionUser(users, store, sessionName(config.BASE_URL)));
  // A canary is on: the signed-in user's own map (their canaries).
  app.get('/api/remotes', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remotes.forUser(currentUser(res)?.id ?? null));
  });
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
