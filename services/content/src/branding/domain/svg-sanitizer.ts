import path from 'node:path';
import { BRANDING_LOGO_FIELD } from '@blockbeat/contracts';
import { createFairPool, FairPoolRefused, RateLimitedError, UnavailableError, ValidationError, type FairPoolOptions } from '@blockbeat/service-kit';
import type { SvgOutcome, SvgTask } from './svg-worker';

/*
 * Why a worker pool: jsdom and DOMPurify are synchronous, and on the request thread one hostile
 * file stopped every request of the service (a 35 KB file of nested <g>: 12 s). In a worker the
 * service keeps answering, and a check that runs too long is ended by terminating its thread.
 * The limits on the file itself (svg-limits.ts) are checked first, in the worker too, so nothing
 * of an upload is parsed on the request thread.
 *
 * Why these numbers: every answer must reach the browser before the gateway gives up on the
 * service (15 s, gateway/src/api/proxy.ts), so a check starts within 8 s of its arrival (the wait
 * for a free worker, and for a new worker to load jsdom: 1 s idle, up to 5 s on a busy machine)
 * and runs at most 5 s: 13 s at worst. Each account has at most 4 checks
 * running or waiting (of 16 in all), and accounts are served in turn, so one account's burst
 * delays another account's logo by one check at most and never refuses it.
 */
export const SVG_POOL: Omit<FairPoolOptions, 'filename'> = {
  /** A worker with jsdom loaded takes ~130 MB. */
  workers: 2,
  perCaller: 4,
  total: 16,
  startLimitMs: 8_000,
  runLimitMs: 5_000,
  /** Logos are uploaded seldom: a worker stays a minute after its last check, then exits. */
  idleWorkerMs: 60_000,
};
const WORKER_ENTRY = path.join(__dirname, 'svg-worker.mjs');

const SVG_TOO_SLOW = 'The SVG took too long to check';
const SVG_CHECKS_BUSY = 'Too many logos are being checked right now. Please try again in a moment.';
const YOUR_SVGS_BUSY = 'Your other logos are still being checked. Please wait for them, then try again.';
const CLIENT_GONE = 'The upload was cancelled';

export interface SvgSanitizer {
  /**
   * The uploaded SVG without anything that could run or fetch. Throws a ValidationError on the
   * logo field with the reason it is refused, a RateLimitedError when the caller has too many in
   * flight, or an UnavailableError when the checker is busy or `signal` aborted.
   */
  sanitize(caller: string, bytes: Uint8Array, signal?: AbortSignal): Promise<Buffer>;
  /** Ends the worker threads; called when the service stops, after the last request. */
  close(): Promise<void>;
}

function refusalError(reason: FairPoolRefused['reason']): Error {
  switch (reason) {
    case 'ran-too-long':
      return new ValidationError({ [BRANDING_LOGO_FIELD]: SVG_TOO_SLOW });
    case 'caller-busy':
      return new RateLimitedError(YOUR_SVGS_BUSY, Math.ceil(SVG_POOL.runLimitMs / 1000));
    case 'cancelled':
      return new UnavailableError(CLIENT_GONE);
    default:
      return new UnavailableError(SVG_CHECKS_BUSY);
  }
}

/** The pool's workers start on the first SVG, not at start: a new worker takes about a second to load jsdom (more on a busy machine). */
export function createSvgSanitizer(options: Partial<typeof SVG_POOL> = {}): SvgSanitizer {
  const pool = createFairPool<SvgTask, SvgOutcome | null>({ ...SVG_POOL, ...options, filename: WORKER_ENTRY });
  return {
    async sanitize(caller, bytes, signal) {
      const outcome = await pool.run(caller, { bytes }, { signal }).catch((err: unknown) => {
        throw err instanceof FairPoolRefused ? refusalError(err.reason) : err;
      });
      // Null only for a task given up on before it started, which never reaches here.
      if (!outcome) throw refusalError('waited-too-long');
      if ('refused' in outcome) throw new ValidationError({ [BRANDING_LOGO_FIELD]: outcome.refused });
      return Buffer.from(outcome.svg, 'utf8');
    },
    close: () => pool.close(),
  };
}
