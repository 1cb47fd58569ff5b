// Billing in-process, for the admin seed and bench (scripts/seed-admin.ts, bench/admin); the service itself starts from main.ts.
export { createApp, SERVICE_NAME, type BillingDeps } from './app';
export { migrations } from './data/migrations';
