import express from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { ENTITLEMENTS_CHANGED_CHANNEL } from '@blockbeat/contracts';
import { errorHandler, listenForNotices, readCookie } from '@blockbeat/service-kit';
import type { GatewayConfig } from './config';
import { createUsersRepository } from './data/users-repository';
import { createSessionStore } from './data/session-store';
import { createEntitlements } from './domain/entitlements';
import { createIdentitySigner } from './domain/identity-signer';
import { releaseMapOf } from './domain/remote-releases';
import { remotesSource } from './domain/remotes';
import { releaseMapFile } from './data/release-map-file';
import { oidcMiddleware, sessionName } from './api/oidc';
import { currentUser, sessionUser } from './api/session-user';
import { sessionLoader } from './api/session-loader';
import { authRoutes } from './api/auth-routes';
import { accountRoutes } from './api/account-routes';
import { createAccountData } from './domain/account-data';
import { csrfGuard } from './api/csrf';
import { logoutConfirmation } from './web/logout-confirmation';
import { signInFailedPage } from './web/sign-in-failed';
import { remoteOrigins, securityHeaders } from './api/security-headers';
import { serviceProxy } from './api/proxy';
import { uploadSizeGuard } from './api/upload-size-guard';
import { signedInPages, staticBundles } from './web/static-bundles';
import { PAGE_DATA_TIMEOUT_MS } from './web/app-page';
import { signedInPageData } from './domain/signed-in-page-data';
import { accountUseCases } from './domain/account';
import { sessionUseCases } from './domain/sessions';
import { userUseCases } from './domain/users';
import { eventStreamCap } from './api/event-stream-cap';
import { createRateLimits } from './api/rate-limit';

export function createGatewayApp(config: GatewayConfig, deps: { sequelize: Sequelize; logger: Logger }) {
  const users = createUsersRepository(deps.sequelize);
  const store = createSessionStore(deps.sequelize);
  const sessions = sessionUseCases(store, users);
  const userCases = userUseCases(users);
  const sign = createIdentitySigner(config.IDENTITY_PRIVATE_KEY);
  const entitlements = createEntitlements({
    billingUrl: config.BILLING_URL,
    cacheSeconds: config.ENTITLEMENT_CACHE_SECONDS,
    sign: (claims) => sign(claims, 'billing'),
    logger: deps.logger,
  });
  // Billing notifies every replica when a user's entitlement changes: a revoked admin loses the console at once.
  const entitlementNotices = listenForNotices(
    deps.sequelize,
    ENTITLEMENTS_CHANGED_CHANNEL,
    { onNotice: (userId) => entitlements.forget(userId), onConnected: () => entitlements.forgetAll() },
    deps.logger,
  );
  const rateLimits = createRateLimits(config, deps);
  const { REMOTES_RELEASE_FILE: releaseFile, REMOTES_DIR: remotesDir } = config;
  const remotes = remotesSource(
    config.remoteOverrides,
    releaseFile ? releaseMapFile({ file: releaseFile, remotesDir, logger: deps.logger, recheckMs: config.REMOTES_RELEASE_RECHECK_MS, parse: releaseMapOf }) : undefined,
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
  const bundles = {
    root: config.STATIC_ROOT,
    sessionCookie: sessionName(config.BASE_URL),
    remotesDir,
    remotes,
    contentUrl: config.CONTENT_URL,
    signedInData: signedInPageData({
      urls: { content: config.CONTENT_URL, billing: config.BILLING_URL, support: config.SUPPORT_URL, coaching: config.COACHING_URL },
      sign,
      entitlements,
      timeoutMs: PAGE_DATA_TIMEOUT_MS,
      logger: deps.logger,
    }),
    logger: deps.logger,
  };
  app.use(staticBundles(bundles));
  const pages = signedInPages(bundles);
  // The same map for everyone unless a canary is on: answered without reading the session.
  app.get('/api/remotes', (req, res, next) => {
    if (remotes.variesByUser() && readCookie(req, sessionName(config.BASE_URL)) !== undefined) return next();
    res.set('Cache-Control', 'no-cache').json(remotes.forUser(null));
  });
  app.use(csrfGuard(config.BASE_URL));
  app.use(logoutConfirmation());
  app.use(sessionLoader(sessions, sessionName(config.BASE_URL), deps.logger));
  app.use(oidcMiddleware(config, userCases, sessions));
  app.use(signInFailedPage(deps.logger));
  app.use(sessionUser(sessions, sessionName(config.BASE_URL)));
  // A page loaded with a session cookie, now that the session is read: the user's own answers go in.
  app.use(pages.router);
  app.use(pages.withoutSession);
  // A canary is on: the signed-in user's own map (their canaries).
  app.get('/api/remotes', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remotes.forUser(currentUser(res)?.id ?? null));
  });
  app.use(rateLimits.byUser);
  app.use(uploadSizeGuard());
  app.use(serviceProxy('content', config.CONTENT_URL, { sign, entitlements }));
  app.use(serviceProxy('billing', config.BILLING_URL, { sign, entitlements }));
  app.use(serviceProxy('support', config.SUPPORT_URL, { sign, entitlements }));
  app.use(serviceProxy('coaching', config.COACHING_URL, { sign, entitlements }));
  app.use(authRoutes(userCases));
  const accountData = createAccountData({
    urls: { content: config.CONTENT_URL, billing: config.BILLING_URL, support: config.SUPPORT_URL, coaching: config.COACHING_URL },
    sign,
  });
  app.use(accountRoutes(accountUseCases({ users, data: accountData }), sessionName(config.BASE_URL)));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Not found' } });
  });
  app.use(errorHandler(deps.logger));
  const close = () => Promise.all([rateLimits.close(), entitlementNotices.close()]).then(() => undefined);
  return { app, prune: () => store.prune(), rateLimits, close };
}
