import { beginPoolTask, type PoolSignals } from '@blockbeat/service-kit/pool-worker';
import { analyseBeat, type BeatAnalysis } from './analyse';
import { decodeMono } from './decode';

export interface BeatTask {
  /** The uploaded file's bytes (at most UPLOAD_MAX_BYTES). */
  bytes: Uint8Array;
}

/** What the worker answers: the analysis, or 'failed' when the file cannot be read for its beat. */
export type BeatOutcome = BeatAnalysis | { status: 'failed' };

/** Runs in a worker thread (beat-worker.mjs loads it): decoding and analysis of one upload. */
export async function analyseUploadedAudio(task: BeatTask & PoolSignals): Promise<BeatOutcome | null> {
  if (!beginPoolTask(task)) return null;
  let audio;
  try {
    audio = await decodeMono(task.bytes);
  } catch {
    // A damaged or unsupported file: the decoders' own errors say nothing the user can act on.
    return { status: 'failed' };
  }
  return analyseBeat(audio);
}
