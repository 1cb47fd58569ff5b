import { request, type APIRequestContext } from 'playwright-core';

export interface SignedIn {
  api: APIRequestContext;
  /** Where the sign-in's last redirect landed. */
  landedAt: string;
  /** `name=value` of the gateway's session cookie, for tools that take a header. */
  cookie: string;
}

/**
 * Signs in through the real OpenID Connect flow against the development identity provider (its
 * passwordless form), with no browser: a cookie jar that follows the redirects.
 */
export async function signIn(baseUrl: string, email: string, loginPath = '/api/login'): Promise<SignedIn> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: new URL(baseUrl).origin } });
  const loginPage = await api.get(loginPath);
  const action = /action="([^"]+\/login)"/.exec(await loginPage.text())?.[1];
  if (!action) throw new Error(`no sign-in form at ${loginPage.url()} (is the development identity provider running?)`);
  const back = await api.post(new URL(action, loginPage.url()).toString(), { form: { email } });
  const { cookies } = await api.storageState();
  const session = cookies.find((c) => c.name.endsWith('blockbeat_session'));
  if (!session) throw new Error(`sign-in ended at ${back.url()} (${back.status()}) without a session cookie`);
  return { api, landedAt: back.url(), cookie: `${session.name}=${session.value}` };
}
