/** The instructors' weekly summary mail (issue 28, "Follow-up"), through support's outbox. */
export { summaryRunRoutes } from './api/summary-run-routes';
export { summaryUnsubscribeRoutes } from './api/unsubscribe-routes';
export { createSummaryRepository, type SummaryRepository } from './data/summary-repository';
export { weeklySummaryUnsubscribe } from './domain/unsubscribe';
export { isoWeekOf, summaryKey, summaryUnsubscribePath, weeklySummaries, type WeeklySummary } from './domain/weekly-summary';
