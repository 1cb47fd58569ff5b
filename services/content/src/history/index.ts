/** Completions: the log of finished runs, the calendar, streaks and the CSV export (docs/product.md#history). */
export { completionRoutes } from './api/completion-routes';
export { completionUseCases, type CompletionUseCases } from './domain/completions';
export { createCompletionRepository, type CompletionRepository } from './data/completion-repository';
