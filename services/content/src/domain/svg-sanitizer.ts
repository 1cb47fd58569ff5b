import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { BRANDING_LOGO_FIELD } from '@blockbeat/contracts';
import { UnavailableError, ValidationError } from '@blockbeat/service-kit';
import { Piscina } from 'piscina';
import type { SvgOutcome, SvgTask } from './svg-worker';

/*
 * Why a worker pool: jsdom and DOMPurify are synchronous, and on the request thread one hostile
 * file stopped every request of the service (a 35 KB file of nested <g>: 12 s). In a worker the
 * service keeps answering, and a check that runs too long is ended by terminating its thread.
 * The limits on the file itself (svg-limits.ts) are checked first, in the worker too, so nothing
 * of an upload is parsed on the request thread.
 */

/** From when a worker starts on the file; the heaviest file the limits allow takes about 2 s. */
const SVG_TIME_LIMIT_MS = 5_000;
/** Checks running or waiting for a worker; one more is refused (503) rather than piled up. */
const MAX_SVGS_IN_FLIGHT = 8;
/** Checks that run at once, one per worker thread; a worker with jsdom loaded takes ~130 MB. */
const SVG_WORKERS = 2;
/** Logos are uploaded seldom: a worker stays a minute after its last check, then exits. */
const IDLE_WORKER_MS = 60_000;
const WORKER_ENTRY = path.join(__dirname, 'svg-worker.mjs');

const SVG_TOO_SLOW = 'The SVG took too long to check';
const SVG_CHECKS_BUSY = 'Too many logos are being checked right now. Please try again in a moment.';

export interface SvgSanitizerOptions {
  timeLimitMs?: number;
  maxInFlight?: number;
}

export interface SvgSanitizer {
  /**
   * The uploaded SVG without anything that could run or fetch. Throws a ValidationError on the
   * logo field with the reason it is refused, or an UnavailableError when too many are in flight.
   */
  sanitize(bytes: Uint8Array): Promise<Buffer>;
  /** Ends the worker threads; called when the service stops, after the last request. */
  close(): Promise<void>;
}

/** The pool is created on the first SVG, not at start: a new worker takes about a second to load jsdom. */
export function createSvgSanitizer({ timeLimitMs = SVG_TIME_LIMIT_MS, maxInFlight = MAX_SVGS_IN_FLIGHT }: SvgSanitizerOptions = {}): SvgSanitizer {
  let pool: Piscina<SvgTask, SvgOutcome> | undefined;
  let inFlight = 0;

  async function check(bytes: Uint8Array): Promise<SvgOutcome> {
    pool ??= new Piscina({ filename: WORKER_ENTRY, minThreads: 0, maxThreads: SVG_WORKERS, idleTimeout: IDLE_WORKER_MS });
    const { port1: started, port2 } = new MessageChannel();
    const tooSlow = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    started.once('message', () => (timer = setTimeout(() => tooSlow.abort(), timeLimitMs)));
    try {
      return await pool.run({ bytes, started: port2 }, { transferList: [port2], signal: tooSlow.signal });
    } catch (err) {
      // Aborting a running task terminates its worker; the pool starts another for the next.
      if (tooSlow.signal.aborted) return { refused: SVG_TOO_SLOW };
      throw err;
    } finally {
      clearTimeout(timer);
      started.close();
    }
  }

  return {
    async sanitize(bytes) {
      if (inFlight >= maxInFlight) throw new UnavailableError(SVG_CHECKS_BUSY);
      inFlight++;
      const outcome = await check(bytes).finally(() => inFlight--);
      if ('refused' in outcome) throw new ValidationError({ [BRANDING_LOGO_FIELD]: outcome.refused });
      return Buffer.from(outcome.svg, 'utf8');
    },

    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
