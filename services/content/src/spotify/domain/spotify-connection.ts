import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SPOTIFY_SCOPES, type IdentityClaims, type SpotifyCallbackError, type SpotifyStatus } from '@blockbeat/contracts';
import type { Logger } from '@blockbeat/service-kit';
import { newWaitBudget, type SpotifyClient } from '../data/spotify-client';
import { toMe } from '../data/spotify-json';
import type { SpotifyRepository } from '../data/spotify-repository';
import { tokensFrom } from './spotify-access';

/** How long a sign-in at Spotify may take between "Connect" and the callback. */
export const SPOTIFY_STATE_TTL_SECONDS = 600;

export interface SpotifyConnectionDeps {
  links: SpotifyRepository;
  client: SpotifyClient;
  clientId: string;
  accountsUrl: string;
  /** `$BASE_URL/api/spotify/callback`, registered in the Spotify app. */
  redirectUri: string;
  logger: Logger;
}

/** What comes back to the callback: Spotify's query and the browser's state cookie. */
export interface SpotifyCallback {
  state?: string;
  code?: string;
  error?: string;
  cookieState?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const stateHash = (state: string) => sha256(state).toString('hex');
const sameState = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

/** Connecting (OAuth 2.0 authorization code with PKCE), the link's status, and disconnecting. */
export function spotifyConnection({ links, client, clientId, accountsUrl, redirectUri, logger }: SpotifyConnectionDeps) {
  return {
    async status(identity: IdentityClaims): Promise<SpotifyStatus> {
      const link = await links.findLink(identity.sub);
      return { configured: true, connected: link !== null, needsReconnect: link?.needsReconnect ?? false, displayName: link?.displayName ?? null, redirectUri };
    },

    /** A new single-use state for this user, and the consent page to send the browser to. */
    async start(identity: IdentityClaims): Promise<{ state: string; authorizeUrl: string }> {
      const state = randomBytes(32).toString('base64url');
      const verifier = randomBytes(64).toString('base64url');
      await links.createAuthState(identity.sub, stateHash(state), verifier, SPOTIFY_STATE_TTL_SECONDS);
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        code_challenge_method: 'S256',
        code_challenge: sha256(verifier).toString('base64url'),
        state,
        scope: SPOTIFY_SCOPES.join(' '),
      });
      return { state, authorizeUrl: `${accountsUrl}/authorize?${query}` };
    },

    /**
     * The state must be the one this browser's cookie carries and one this user started, unexpired
     * and unused (its row is deleted as it is read). Then the code is exchanged with the verifier.
     */
    async finish(identity: IdentityClaims, { state, code, error, cookieState }: SpotifyCallback): Promise<SpotifyCallbackError | 'connected'> {
      if (!state || !cookieState || !sameState(state, cookieState)) return 'state';
      const verifier = await links.consumeAuthState(identity.sub, stateHash(state));
      if (verifier === null) return 'state';
      if (error) return error === 'access_denied' ? 'denied' : 'failed';
      if (!code) return 'failed';
      try {
        const budget = newWaitBudget();
        const answer = await client.exchangeCode(code, verifier, redirectUri, budget);
        if (!answer.refreshToken) return 'failed';
        const me = toMe(await client.get('/v1/me', answer.accessToken, budget));
        await links.saveLink(identity.sub, { spotifyUserId: me.id, displayName: me.displayName, ...tokensFrom(answer, answer.refreshToken) });
        return 'connected';
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'connecting to Spotify failed');
        return 'failed';
      }
    },

    /** Erases the tokens. Spotify offers no revocation endpoint: the user can also remove the app in their Spotify account. */
    async disconnect(identity: IdentityClaims): Promise<void> {
      await links.removeLink(identity.sub);
    },
  };
}

export type SpotifyConnection = ReturnType<typeof spotifyConnection>;
