import countVoiceUrl from './count-voice.wav';

/**
 * The click track's 8-count voice: "one" to "eight" in one file, each word starting at the start
 * of its own slot (scripts/make-count-voice.ts says how it was made: espeak-ng, trimmed to the
 * first sound, 11,025 Hz mono WAV; no MP3, whose start padding would make every word late).
 */
export const COUNT_VOICE_URL: string = countVoiceUrl;
export const COUNT_SLOT_S = 0.4;
export const COUNTS_PER_PHRASE = 8;

/** Where count n's word starts in the file, in seconds. */
export const countOffsetS = (count: number) => (count - 1) * COUNT_SLOT_S;
