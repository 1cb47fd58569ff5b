import type { Sequelize } from 'sequelize';
import { createAccountRepository } from './account-repository';
import { createAdminFigureRepository } from './admin-figure-repository';
import { createBrandingRepository } from './branding-repository';
import { createCategoryRepository } from './category-repository';
import { createCompletionRepository } from './completion-repository';
import { createFeedbackRepository } from './feedback-repository';
import { createImportRepository } from './import-repository';
import { createLiveRepository } from './live-repository';
import { defineContentModels } from './models';
import { createTemplateRepository } from './template-repository';
import { createUploadRepository } from './upload-repository';
import { createWorkoutRepository } from './workout-repository';

export function createRepositories(sequelize: Sequelize) {
  const models = defineContentModels(sequelize);
  return {
    workouts: createWorkoutRepository(models),
    templates: createTemplateRepository(models),
    categories: createCategoryRepository(models),
    uploads: createUploadRepository(models),
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
export { createUploadFiles, type UploadFiles } from './upload-files';
export type { WorkoutRecord, WorkoutRepository, WorkoutContent } from './workout-repository';
export type { TemplateRepository } from './template-repository';
export type { CategoryRepository } from './category-repository';
export type { UploadRecord, UploadRepository, UploadSummary } from './upload-repository';
export type { ImportRepository } from './import-repository';
export type { BrandingChanges, BrandingRecord, BrandingRepository } from './branding-repository';
export type { AccountRepository } from './account-repository';
export type { CompletionRepository } from './completion-repository';
export type { AdminFigureRepository } from './admin-figure-repository';
