import type { Sequelize } from 'sequelize';
import { createAccountRepository } from './account';
import { createAdminFigureRepository } from './admin';
import { createBrandingRepository } from './branding';
import { createCategoryRepository } from './categories';
import { defineContentModels } from './database/models';
import { createFeedbackRepository } from './feedback';
import { createCompletionRepository } from './history';
import { createLiveRepository } from './live';
import { createImportRepository } from './sharing';
import { createTemplateRepository } from './templates';
import { createBeatRepository, createUploadRepository } from './uploads';
import { createWorkoutRepository } from './workouts';

/** Every topic's repository on the service's one schema (database/models.ts). */
export function createRepositories(sequelize: Sequelize) {
  const models = defineContentModels(sequelize);
  return {
    workouts: createWorkoutRepository(models),
    templates: createTemplateRepository(models),
    categories: createCategoryRepository(models),
    uploads: createUploadRepository(models),
    beats: createBeatRepository(models),
    imports: createImportRepository(models),
    completions: createCompletionRepository(models),
    branding: createBrandingRepository(models),
    account: createAccountRepository(models),
    adminFigures: createAdminFigureRepository(models),
    live: createLiveRepository(models),
    feedback: createFeedbackRepository(models),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
