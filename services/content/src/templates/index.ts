/** Exercise templates: the caller's reusable blocks. */
export { templateRoutes } from './api/template-routes';
export { templateUseCases, type TemplateUseCases } from './domain/templates';
export { createTemplateRepository, type TemplateRepository } from './data/template-repository';
