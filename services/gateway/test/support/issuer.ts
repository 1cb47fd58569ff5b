import express from 'express';
import { startTestServer, type TestServer } from '@blockbeat/service-kit/testing';

/** A minimal OpenID provider: discovery only, so /api/login can redirect to its authorization endpoint. */
export async function fakeIssuer(): Promise<TestServer> {
  let url = '';
  const app = express();
  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer: url,
      authorization_endpoint: `${url}/authorize`,
      token_endpoint: `${url}/token`,
      jwks_uri: `${url}/jwks`,
      end_session_endpoint: `${url}/logout`,
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  });
  const server = await startTestServer(app);
  url = server.url;
  return server;
}
