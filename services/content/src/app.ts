import { accountDataRoutes, createServiceApp, requireIdentity, type Logger, type ServiceDeps } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { adminContentRoutes, requireAdmin } from './api/admin-routes';
import { brandingRoutes } from './api/branding-routes';
import { categoryRoutes } from './api/category-routes';
import { completionRoutes } from './api/completion-routes';
import { importRoutes } from './api/import-routes';
import { sharedRoutes } from './api/shared-routes';
import { templateRoutes } from './api/template-routes';
import { uploadRoutes } from './api/upload-routes';
import { workoutRoutes } from './api/workout-routes';
import { createRepositories, createUploadFiles } from './data';
import { accountDataUseCases } from './domain/account-data';
import { adminFigureUseCases } from './domain/admin-figures';
import { brandingUseCases } from './domain/branding';
import { categoryUseCases } from './domain/categories';
import { completionUseCases } from './domain/completions';
import { importUseCases } from './domain/imports';
import { sharingUseCases } from './domain/sharing';
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
  /** Absolute; created on the first upload. Holds audio and logos. */
  uploadDir: string;
  /** What each user may keep: their audio, imported tracks included. */
  storageQuotaBytes: number;
  onClose: ServiceDeps['onClose'];
}

export function createApp({ sequelize, logger, identityPublicKey, baseUrl, uploadDir, storageQuotaBytes, onClose }: ContentDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const repos = createRepositories(sequelize);
  const files = createUploadFiles(uploadDir);
  const uploads = uploadUseCases({ uploads: repos.uploads, files, quotaBytes: storageQuotaBytes });
  const svgs = createSvgSanitizer();
  onClose(() => svgs.close());
  const branding = brandingUseCases({ branding: repos.branding, files, svgs });
  const sharing = sharingUseCases({ workouts: repos.workouts, uploads, branding, baseUrl });

  const routes = Router();
  routes.use('/api/workouts', identity, workoutRoutes(workoutUseCases(repos.workouts), sharing));
  routes.use('/api/exercise-templates', identity, templateRoutes(templateUseCases(repos.templates)));
  routes.use('/api/custom-categories', identity, categoryRoutes(categoryUseCases(repos.categories)));
  routes.use('/api/completions', identity, completionRoutes(completionUseCases(repos)));
  routes.use('/api/uploads', identity, uploadRoutes(uploads));
  routes.use('/api/shared', sharedRoutes(sharing));
  routes.use('/api/imports', importRoutes(importUseCases({ workouts: repos.workouts, imports: repos.imports, quotaBytes: storageQuotaBytes }), identity));
  routes.use('/api/branding', identity, brandingRoutes(branding));
  routes.use('/api/admin/content', identity, requireAdmin, adminContentRoutes(adminFigureUseCases({ figures: repos.adminFigures, uploads: repos.uploads })));
  // For the gateway only (it does not route /internal publicly): export and delete the caller's data.
  routes.use('/internal/me', identity, accountDataRoutes(accountDataUseCases({ repos, files, branding, uploads })));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}
