/** Feedback from visitors of a shared workout or followers of a live class, seen by the instructor. */
export { classFeedbackRoutes, feedbackRoutes, sharedFeedbackRoutes } from './api/feedback-routes';
export { FEEDBACK_LIMITS, feedbackUseCases, type FeedbackUseCases } from './domain/feedback';
export { createFeedbackRepository, type FeedbackLimits, type FeedbackRepository } from './data/feedback-repository';
