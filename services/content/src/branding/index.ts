/** An instructor's logo (SVGs checked in worker threads) and colours, on their shared pages and PDFs. */
export { brandingRoutes } from './api/branding-routes';
export { brandingUseCases, type BrandingUseCases } from './domain/branding';
export { createSvgSanitizer, type SvgSanitizer } from './domain/svg-sanitizer';
export { createBrandingRepository, type BrandingRecord, type BrandingRepository } from './data/branding-repository';
