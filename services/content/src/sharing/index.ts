/** Share links, the public shared workout, and importing a copy (docs/product.md#sharing). */
export { sharedRoutes } from './api/shared-routes';
export { shareRoutes } from './api/share-routes';
export { importRoutes } from './api/import-routes';
export { sharingUseCases, usedUploadIds, type SharingUseCases } from './domain/sharing';
export { importUseCases, type ImportUseCases } from './domain/imports';
export { createImportRepository, type ImportRepository } from './data/import-repository';
