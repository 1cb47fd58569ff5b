import { accountDataRoutes, createServiceApp, requireIdentity, type Logger, type ServiceDeps } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import type { ObjectStore } from '@blockbeat/object-store';
import { adminContentRoutes, requireAdmin } from './api/admin-routes';
import { brandingRoutes } from './api/branding-routes';
import { fileSender } from './api/send-file';
import { categoryRoutes } from './api/category-routes';
import { completionRoutes } from './api/completion-routes';
import { importRoutes } from './api/import-routes';
import { sharedRoutes } from './api/shared-routes';
import { spotifyNotConfiguredRoutes, spotifyRoutes } from './api/spotify-routes';
import { templateRoutes } from './api/template-routes';
import { uploadRoutes } from './api/upload-routes';
import { workoutRoutes } from './api/workout-routes';
import { DEFAULT_LIVE_TIMINGS, type SpotifyConfig } from './config';
import { createRepositories, createUploadFiles, type Repositories } from './data';
import { createSpotifyClient } from './data/spotify-client';
import { createSpotifyRepository } from './data/spotify-repository';
import { createTokenCipher } from './data/token-cipher';
import { accountDataUseCases } from './domain/account-data';
import { adminFigureUseCases } from './domain/admin-figures';
import { brandingUseCases } from './domain/branding';
import { categoryUseCases } from './domain/categories';
import { completionUseCases } from './domain/completions';
import { importUseCases } from './domain/imports';
import { sharingUseCases, type SharingUseCases } from './domain/sharing';
import { feedbackUseCases } from './domain/feedback';
import { createLiveHub, type LiveTimings } from './domain/live-hub';
import { liveClassUseCases } from './domain/live-classes';
import { listenForLiveNotices } from './data/live-listener';
import { classFeedbackRoutes, feedbackRoutes, sharedFeedbackRoutes } from './api/feedback-routes';
import { liveClassRoutes, publicLiveRoutes } from './api/live-routes';
import { spotifyAccess } from './domain/spotify-access';
import { spotifyConnection } from './domain/spotify-connection';
import { spotifyPlaylists } from './domain/spotify-playlists';
import { spotifySync } from './domain/spotify-sync';
import { createSvgSanitizer } from './domain/svg-sanitizer';
import { templateUseCases } from './domain/templates';
import { uploadUseCases } from './domain/uploads';
import { workoutUseCases } from './domain/workouts';

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
  /** Live classes' heartbeats and sweeps; the defaults unless told (tests shorten them). */
  live?: LiveTimings;
  onClose: ServiceDeps['onClose'];
}

export function createApp({ sequelize, logger, identityPublicKey, baseUrl, store, storageQuotaBytes, spotify, live = DEFAULT_LIVE_TIMINGS, onClose }: ContentDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const repos = createRepositories(sequelize);
  const files = createUploadFiles(store);
  const sender = fileSender(store);
  const uploads = uploadUseCases({ uploads: repos.uploads, files, quotaBytes: storageQuotaBytes });
  const svgs = createSvgSanitizer();
  onClose(() => svgs.close());
  const branding = brandingUseCases({ branding: repos.branding, files, svgs });
  const sharing = sharingUseCases({ workouts: repos.workouts, uploads, branding, baseUrl });
  const liveClasses = liveClassesOf({ sequelize, logger, baseUrl, live, onClose }, repos, sharing);
  const feedback = feedbackUseCases({ feedback: repos.feedback, workouts: repos.workouts, classes: liveClasses });

  const routes = Router();
  routes.use('/api/workouts', identity, workoutRoutes(workoutUseCases(repos.workouts), sharing));
  routes.use('/api/exercise-templates', identity, templateRoutes(templateUseCases(repos.templates)));
  routes.use('/api/custom-categories', identity, categoryRoutes(categoryUseCases(repos.categories)));
  routes.use('/api/completions', identity, completionRoutes(completionUseCases(repos)));
  routes.use('/api/uploads', identity, uploadRoutes(uploads, sender));
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
