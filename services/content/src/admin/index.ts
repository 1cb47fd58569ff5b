/** The admin console's content figures (admins only). */
export { adminContentRoutes, requireAdmin } from './api/admin-routes';
export { adminFigureUseCases } from './domain/admin-figures';
export { createAdminFigureRepository, type AdminFigureRepository } from './data/admin-figure-repository';
