import { newWaitBudget, SpotifyCallError, type SpotifyClient, type SpotifyTokenAnswer, type WaitBudget } from '../data/spotify-client';
import type { SpotifyLink, SpotifyRepository, SpotifyTokens } from '../data/spotify-repository';
import { spotifyNotConnected, spotifyReconnect, toSpotifyHttpError } from './spotify-errors';

/** Tokens are refreshed this long before Spotify says they expire, so none runs out mid-request. */
const REFRESH_MARGIN_MS = 60_000;

const expiresSoon = (link: SpotifyLink) => link.expiresAt.getTime() - REFRESH_MARGIN_MS <= Date.now();

export function tokensFrom(answer: SpotifyTokenAnswer, previousRefreshToken: string): SpotifyTokens {
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken ?? previousRefreshToken,
    expiresAt: new Date(Date.now() + answer.expiresInSeconds * 1000),
  };
}

/** One request of ours to Spotify on a user's behalf: `call` makes one Web API call with a token. */
export type SpotifyCaller = <T>(call: (accessToken: string, budget: WaitBudget) => Promise<T>) => Promise<T>;

/**
 * A user's way to Spotify for one of our requests: refreshes the token before it expires, and on
 * a 401 refreshes and tries that call once more. A refused refresh (revoked grant) marks the link
 * "reconnect". Failures leave as the HTTP errors the screen tells apart.
 */
export function spotifyAccess(links: SpotifyRepository, client: SpotifyClient) {
  async function refresh(userId: string, stale: string, budget: WaitBudget): Promise<SpotifyLink> {
    const link = await links.updateLocked(userId, async (current) => {
      if (current.needsReconnect) return null;
      // Another request refreshed while this one waited for the lock.
      if (current.accessToken !== stale && !expiresSoon(current)) return null;
      try {
        return { tokens: tokensFrom(await client.refresh(current.refreshToken, budget), current.refreshToken) };
      } catch (err) {
        if (err instanceof SpotifyCallError && err.failure === 'invalid_grant') return { needsReconnect: true };
        throw err;
      }
    });
    if (!link) throw spotifyNotConnected();
    if (link.needsReconnect) throw spotifyReconnect();
    return link;
  }

  return {
    async forUser(userId: string): Promise<SpotifyCaller> {
      const found = await links.findLink(userId);
      if (!found) throw spotifyNotConnected();
      if (found.needsReconnect) throw spotifyReconnect();
      let link = found;
      const budget = newWaitBudget();
      return async (call) => {
        try {
          if (expiresSoon(link)) link = await refresh(userId, link.accessToken, budget);
          try {
            return await call(link.accessToken, budget);
          } catch (err) {
            if (!(err instanceof SpotifyCallError && err.failure === 'unauthorized')) throw err;
          }
          link = await refresh(userId, link.accessToken, budget);
          return await call(link.accessToken, budget);
        } catch (err) {
          throw toSpotifyHttpError(err);
        }
      };
    },
  };
}

export type SpotifyAccess = ReturnType<typeof spotifyAccess>;
