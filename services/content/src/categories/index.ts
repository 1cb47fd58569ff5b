/** Custom categories: the caller's own, beside the five built-ins. */
export { categoryRoutes } from './api/category-routes';
export { categoryUseCases, type CategoryUseCases } from './domain/categories';
export { createCategoryRepository, type CategoryRepository } from './data/category-repository';
