import {
  SPOTIFY_SCREEN_PATH,
  SPOTIFY_STATE_COOKIE,
  type SpotifyFillRequest,
  type SpotifyStatus,
  type SpotifyTemplatesRequest,
} from '@blockbeat/contracts';
import { identityOf, readCookie, validate } from '@blockbeat/service-kit';
import { Router, type CookieOptions } from 'express';
import Joi from 'joi';
import { SPOTIFY_STATE_TTL_SECONDS, type SpotifyConnection } from '../domain/spotify-connection';
import { spotifyNotConfigured } from '../domain/spotify-errors';
import type { SpotifyPlaylists } from '../domain/spotify-playlists';
import type { SpotifySync } from '../domain/spotify-sync';
import { requireAccess } from '../../shared/access';

export interface SpotifyUseCases {
  connection: SpotifyConnection;
  playlists: SpotifyPlaylists;
  sync: SpotifySync;
}

const page = (maxLimit: number) =>
  Joi.object({ offset: Joi.number().integer().min(0).max(100_000).default(0), limit: Joi.number().integer().min(1).max(maxLimit).default(maxLimit) });
const playlistParams = Joi.object({ id: Joi.string().pattern(/^[A-Za-z0-9]{1,64}$/).required().messages({ 'string.pattern.base': 'is not a Spotify playlist id' }) });
const templatesBody = Joi.object<SpotifyTemplatesRequest>({
  trackIds: Joi.array().items(Joi.string().pattern(/^[A-Za-z0-9]{22}$/)).max(10_000),
});
const fillBody = Joi.object<SpotifyFillRequest>({
  workoutId: Joi.string().max(64).required(),
  addBlocks: Joi.boolean().default(false),
  matchTrackLength: Joi.boolean().default(false),
});

const screen = (outcome: string) => `${SPOTIFY_SCREEN_PATH}?spotify=${outcome}`;

/** The state cookie: only for /api/spotify, sent back on Spotify's top-level redirect (Lax), never readable by scripts. */
function stateCookie(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/api/spotify' };
}

const queryString = (value: unknown) => (typeof value === 'string' && value.length <= 2048 ? value : undefined);

/** /api/spotify: the caller's Spotify link and playlist sync (contracts spotify.ts). */
export function spotifyRoutes({ connection, playlists, sync }: SpotifyUseCases, { secureCookies }: { secureCookies: boolean }): Router {
  const router = Router();
  const cookie = stateCookie(secureCookies);

  router.get('/status', async (_req, res) => {
    res.json(await connection.status(identityOf(res)));
  });

  router.get('/connect', async (_req, res) => {
    const { state, authorizeUrl } = await connection.start(identityOf(res));
    res.cookie(SPOTIFY_STATE_COOKIE, state, { ...cookie, maxAge: SPOTIFY_STATE_TTL_SECONDS * 1000 });
    res.set('Cache-Control', 'no-store').redirect(302, authorizeUrl);
  });

  router.get('/callback', async (req, res) => {
    const outcome = await connection.finish(identityOf(res), {
      state: queryString(req.query.state),
      code: queryString(req.query.code),
      error: queryString(req.query.error),
      cookieState: readCookie(req, SPOTIFY_STATE_COOKIE),
    });
    res.clearCookie(SPOTIFY_STATE_COOKIE, cookie);
    res.set('Cache-Control', 'no-store').redirect(302, screen(outcome));
  });

  router.delete('/connection', async (_req, res) => {
    await connection.disconnect(identityOf(res));
    res.status(204).end();
  });

  router.get('/playlists', validate({ query: page(50) }), async (_req, res) => {
    const { offset, limit } = res.locals.query as { offset: number; limit: number };
    res.json(await playlists.playlists(identityOf(res), offset, limit));
  });

  router.get('/playlists/:id/tracks', validate({ params: playlistParams, query: page(100) }), async (req, res) => {
    const { offset, limit } = res.locals.query as { offset: number; limit: number };
    res.json(await playlists.tracks(identityOf(res), req.params.id, offset, limit));
  });

  router.post('/playlists/:id/templates', validate({ params: playlistParams, body: templatesBody }), requireAccess, async (req, res) => {
    const { trackIds } = res.locals.body as SpotifyTemplatesRequest;
    res.json(await sync.createTemplates(identityOf(res), req.params.id, trackIds));
  });

  router.post('/playlists/:id/fill-workout', validate({ params: playlistParams, body: fillBody }), requireAccess, async (req, res) => {
    res.json(await sync.fillWorkout(identityOf(res), req.params.id, res.locals.body as SpotifyFillRequest));
  });

  return router;
}

/** Without SPOTIFY_CLIENT_ID: the status says so (with the redirect URI to register), the rest refuses. */
export function spotifyNotConfiguredRoutes(redirectUri: string): Router {
  const router = Router();
  router.get('/status', (_req, res) => {
    const status: SpotifyStatus = { configured: false, connected: false, needsReconnect: false, displayName: null, redirectUri };
    res.json(status);
  });
  router.get('/connect', (_req, res) => {
    res.redirect(302, screen('failed'));
  });
  router.use(() => {
    throw spotifyNotConfigured();
  });
  return router;
}
