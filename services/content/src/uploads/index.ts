/** Uploaded audio and demo images: stored files, the storage quota, serving with Range; each track's tempo and downbeat. */
export { uploadRoutes } from './api/upload-routes';
export { fileSender, type FileSender } from './api/send-file';
export { displayName, overQuota, uploadUseCases, type IncomingFile, type StoredFile, type UploadUseCases } from './domain/uploads';
export { createUploadRepository, type UploadRecord, type UploadRepository, type UploadSummary } from './data/upload-repository';
export { beatUseCases, DEFAULT_BEAT_TIMINGS, startBeatJob, type BeatTimings, type BeatUseCases } from './domain/beats';
export { createBeatPool, type BeatPool } from './domain/beat/beat-pool';
export { createBeatRepository, type BeatRepository } from './data/beat-repository';
