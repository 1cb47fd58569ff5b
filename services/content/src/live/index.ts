/** Live classes: the instructor's moves fanned out to followers' event streams (docs/live.md). */
export { liveClassRoutes, publicLiveRoutes } from './api/live-routes';
export { liveClassNotFound, liveClassUseCases, type LiveClassUseCases } from './domain/live-classes';
export { createLiveHub, type LiveTimings } from './domain/live-hub';
export { createLiveRepository, type LiveRepository } from './data/live-repository';
export { listenForLiveNotices } from './data/live-listener';
