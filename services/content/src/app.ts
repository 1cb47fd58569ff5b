import { accountDataRoutes, createServiceApp, requireIdentity, type Logger, type ServiceDeps } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { namedFiles, type ObjectStore } from '@blockbeat/object-store';
import { accountDataUseCases } from './account';
import { adminContentRoutes, adminFigureUseCases, requireAdmin } from './admin';
import { brandingRoutes, brandingUseCases, createSvgSanitizer } from './branding';
import { categoryRoutes, categoryUseCases } from './categories';
import { coachingFeedRoutes, coachingFeedUseCases } from './coaching-feed';
import { DEFAULT_LIVE_TIMINGS, type SpotifyConfig } from './config';
import { classFeedbackRoutes, feedbackRoutes, feedbackUseCases, sharedFeedbackRoutes, type FeedbackLimits } from './feedback';
import { completionRoutes, completionUseCases } from './history';
import { createLiveHub, listenForLiveNotices, liveClassRoutes, liveClassUseCases, publicLiveRoutes, type LiveTimings } from './live';
import { createRepositories, type Repositories } from './repositories';
import { importRoutes, importUseCases, sharedRoutes, shareRoutes, sharingUseCases, type SharingUseCases } from './sharing';
import {
  createSpotifyClient,
  createSpotifyRepository,
  createTokenCipher,
  spotifyAccess,
  spotifyConnection,
  spotifyNotConfiguredRoutes,
  spotifyPlaylists,
  spotifyRoutes,
  spotifySync,
} from './spotify';
import { templateRoutes, templateUseCases } from './templates';
import { beatUseCases, createBeatPool, DEFAULT_BEAT_TIMINGS, fileSender, startBeatJob, uploadRoutes, uploadUseCases, type BeatTimings } from './uploads';
import { workoutRoutes, workoutUseCases } from './workouts';

export const SERVICE_NAME = 'content';

export interface ContentDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: share links point there. */
  baseUrl: string;
  /** Holds audio and logos: a local folder or S3-compatible storage. */
  store: ObjectStore;
  /** What each user may keep: their audio, imported tracks included. */
  storageQuotaBytes: number;
  /** null: playlist sync is not set up (no SPOTIFY_CLIENT_ID). */
  spotify: SpotifyConfig | null;
  /** Anonymous feedback per sender address and per link, each per hour; the defaults unless told. */
  feedbackLimits?: FeedbackLimits;
  /** Live classes' heartbeats and sweeps; the defaults unless told (tests shorten them). */
  live?: LiveTimings;
  /** The beat analysis's wait, sweep and lease; the defaults unless told (tests shorten them). */
  beat?: BeatTimings;
  /** The coaching service's key to /internal/coaching; absent, that route refuses every call. */
  internalApiSecret?: string;
  onClose: ServiceDeps['onClose'];
}

export function createApp({ sequelize, logger, identityPublicKey, baseUrl, store, storageQuotaBytes, spotify, live = DEFAULT_LIVE_TIMINGS, beat = DEFAULT_BEAT_TIMINGS, feedbackLimits, internalApiSecret, onClose }: ContentDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const repos = createRepositories(sequelize);
  const files = namedFiles(store);
  const sender = fileSender(store);
  const beatPool = createBeatPool();
  const beats = beatUseCases({ beats: repos.beats, uploads: repos.uploads, files, pool: beatPool, logger, timings: beat, onChanged: repos.live.noticeBeat });
  const beatJob = startBeatJob(beats, beat, logger);
  onClose(async () => {
    await beatJob.stop();
    await beatPool.close();
  });
  const uploads = uploadUseCases({ uploads: repos.uploads, files, quotaBytes: storageQuotaBytes, beats });
  const svgs = createSvgSanitizer();
  onClose(() => svgs.close());
  const branding = brandingUseCases({ branding: repos.branding, files, svgs });
  const sharing = sharingUseCases({ workouts: repos.workouts, uploads, beats, branding, baseUrl });
  const liveClasses = liveClassesOf({ sequelize, logger, baseUrl, live, onClose }, repos, sharing);
  const feedback = feedbackUseCases({ feedback: repos.feedback, workouts: repos.workouts, classes: liveClasses, limits: feedbackLimits });

  const routes = Router();
  routes.use('/api/workouts', identity, workoutRoutes(workoutUseCases(repos.workouts)), shareRoutes(sharing));
  routes.use('/api/exercise-templates', identity, templateRoutes(templateUseCases(repos.templates)));
  routes.use('/api/custom-categories', identity, categoryRoutes(categoryUseCases(repos.categories)));
  routes.use('/api/completions', identity, completionRoutes(completionUseCases(repos)));
  routes.use('/api/uploads', identity, uploadRoutes(uploads, sender, beats));
  routes.use('/api/shared', sharedRoutes(sharing, sender));
  routes.use('/api/shared', sharedFeedbackRoutes(feedback));
  routes.use('/api/live/classes', identity, liveClassRoutes(liveClasses));
  routes.use('/api/live', publicLiveRoutes(liveClasses), classFeedbackRoutes(feedback));
  routes.use('/api/feedback', identity, feedbackRoutes(feedback));
  routes.use('/api/imports', importRoutes(importUseCases({ workouts: repos.workouts, imports: repos.imports, quotaBytes: storageQuotaBytes }), identity));
  routes.use('/api/branding', identity, brandingRoutes(branding, sender));
  routes.use('/api/spotify', identity, spotifyRouter({ sequelize, logger, baseUrl, spotify }, repos));
  routes.use('/api/admin/content', identity, requireAdmin, adminContentRoutes(adminFigureUseCases({ figures: repos.adminFigures, uploads: repos.uploads })));
  // For the gateway only (it does not route /internal publicly): export and delete the caller's data.
  routes.use('/internal/me', identity, accountDataRoutes(accountDataUseCases({ repos, files, branding, uploads })));
  routes.use('/internal/coaching', coachingFeedRoutes(coachingFeedUseCases({ workouts: repos.workouts, branding, uploads }), sender, internalApiSecret));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}

/** Live classes and this process's share of their fan-out: one LISTEN connection, one hub. */
function liveClassesOf({ sequelize, logger, baseUrl, live, onClose }: Pick<ContentDeps, 'sequelize' | 'logger' | 'baseUrl' | 'onClose'> & { live: LiveTimings }, repos: Repositories, sharing: SharingUseCases) {
  const hub = createLiveHub(repos.live, live, logger);
  const listener = listenForLiveNotices(sequelize, hub, logger);
  onClose(async () => {
    await listener.close();
    await hub.close();
  });
  return liveClassUseCases({ live: repos.live, sharing, hub, baseUrl, idleEndMs: live.idleEndMs, followersFreshMs: live.presenceBeatMs * 3 });
}

/** /api/spotify: playlist sync when SPOTIFY_CLIENT_ID is set, else the "not set up" answers. */
function spotifyRouter({ sequelize, logger, baseUrl, spotify }: Pick<ContentDeps, 'sequelize' | 'logger' | 'baseUrl' | 'spotify'>, repos: Repositories): Router {
  const redirectUri = `${baseUrl}/api/spotify/callback`;
  if (!spotify) return spotifyNotConfiguredRoutes(redirectUri);
  const links = createSpotifyRepository(sequelize, createTokenCipher(spotify.tokenKeys));
  const client = createSpotifyClient(spotify);
  const playlists = spotifyPlaylists(spotifyAccess(links, client), client);
  return spotifyRoutes(
    {
      connection: spotifyConnection({ links, client, clientId: spotify.clientId, accountsUrl: spotify.accountsUrl, redirectUri, logger }),
      playlists,
      sync: spotifySync({ playlists, templates: repos.templates, workouts: repos.workouts }),
    },
    { secureCookies: baseUrl.startsWith('https:') },
  );
}
