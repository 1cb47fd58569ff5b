import { auth, type ConfigParams } from 'express-openid-connect';
import { decodeJwt } from 'jose';
import type { GatewayConfig } from '../config';
import type { SessionUseCases } from '../domain/sessions';
import type { UserUseCases } from '../domain/users';

/** The `__Host-` prefix binds the cookie to this exact origin; browsers accept it only when Secure. */
export const sessionName = (baseUrl: string) => (baseUrl.startsWith('https://') ? '__Host-blockbeat_session' : 'blockbeat_session');

/** express-openid-connect: authorization code flow with PKCE, a server-side session, user upsert at sign-in. */
export function oidcMiddleware(config: GatewayConfig, users: UserUseCases, sessions: SessionUseCases) {
  const https = config.BASE_URL.startsWith('https://');
  const params: ConfigParams = {
    issuerBaseURL: config.OIDC_ISSUER_URL,
    baseURL: config.BASE_URL,
    clientID: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    secret: config.SESSION_SECRET,
    authRequired: false,
    idpLogout: true,
    authorizationParams: { response_type: 'code', scope: 'openid email profile' },
    routes: { login: false, logout: '/api/logout', callback: '/api/callback', postLogoutRedirect: '/' },
    session: {
      name: sessionName(config.BASE_URL),
      store: sessions.store as unknown as NonNullable<ConfigParams['session']>['store'],
      rollingDuration: 24 * 3600,
      absoluteDuration: 14 * 24 * 3600,
      cookie: { sameSite: 'Lax', secure: https },
    },
    afterCallback: async (_req, _res, session) => {
      const user = await users.signedIn(decodeJwt(session.id_token as string) as Record<string, unknown>);
      return { ...session, userId: user.id };
    },
  };
  return auth(params);
}
