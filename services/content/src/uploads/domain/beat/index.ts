/** The beat analysis as bench:beat measures it (`@blockbeat/content/beat`); the service reaches it through uploads/index.ts. */
export { analyseBeat, ANALYSER_VERSION, ANALYSIS_SECONDS, type BeatAnalysis, type MonoAudio } from './analyse';
export { decodeMono, decodeWav, UnreadableAudioError } from './decode';
export { BEAT_POOL, createBeatPool, type BeatPool, type PoolOutcome } from './beat-pool';
