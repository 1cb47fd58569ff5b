import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import path from 'node:path';
import type { DevIdpConfig } from './config';
import { accountFor, claimsFor } from './accounts';
import { createFileAdapterFactory } from './file-adapter';
import { loadOrCreateKeys } from './keys';
import { logoutPage, loggedOutPage } from './pages';

const SCOPES = 'openid email profile';

export function createProvider(config: DevIdpConfig): Provider {
  const keys = loadOrCreateKeys(config.DEV_IDP_DATA_DIR);
  const base = config.BASE_URL.replace(/\/$/, '');
  const configuration: Configuration = {
    adapter: createFileAdapterFactory(path.join(config.DEV_IDP_DATA_DIR, 'storage')),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_secret: config.OIDC_CLIENT_SECRET,
        redirect_uris: [`${base}/api/callback`],
        post_logout_redirect_uris: [base, `${base}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    pkce: { required: () => true },
    // Without this the ID token carries only `sub`; the gateway reads email and names from it.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => claimsFor(accountFor(id)),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // First-party client: consent is granted automatically.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = loggedOutPage(base);
        },
      },
    },
    ttl: {
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      Interaction: 3600,
      IdToken: 3600,
      AccessToken: 3600,
      AuthorizationCode: 60,
      RefreshToken: 14 * 24 * 3600,
    },
  };
  return new Provider(config.DEV_IDP_ISSUER, configuration);
}
