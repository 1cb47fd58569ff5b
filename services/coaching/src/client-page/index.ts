/** The client's own page at /c/{token}: their schedule and workouts, completions, "forget me" (docs/product.md#coaching). */
export { clientPageRoutes } from './api/client-page-routes';
export { clientPageUseCases } from './domain/client-page';
