/** Programs: weeks × days of an instructor's workouts, assigned to clients (docs/product.md#coaching). */
export { programRoutes } from './api/program-routes';
export { programUseCases, type ProgramUseCases } from './domain/programs';
export { createProgramRepository, type ProgramRepository } from './data/program-repository';
