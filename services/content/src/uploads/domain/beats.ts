import { Readable } from 'node:stream';
import { AUDIO_MIME_TYPES, BEAT_LOW_CONFIDENCE, BEAT_MESSAGES, UPLOAD_MAX_BYTES, type BeatGrid, type BeatTapInput } from '@blockbeat/contracts';
import type { Logger } from '@blockbeat/service-kit';
import type { NamedFiles } from '@blockbeat/object-store';
import type { BeatRecord, BeatRepository } from '../data/beat-repository';
import type { UploadRepository } from '../data/upload-repository';
import { uploadNotFound } from '../../shared/errors';
import { ANALYSER_VERSION } from './beat/analyse';
import type { BeatPool } from './beat/beat-pool';

/** How the beat job runs; tests shorten them. */
export interface BeatTimings {
  /** POST /api/uploads waits this long for the analysis before answering 'pending'. */
  answerWaitMs: number;
  /** The job looks for pending rows (lost runs, uploads from before) and older analyses this often. */
  sweepMs: number;
  /** A claim older than this belongs to a run that was lost (its process died): past the pool's start and run limits. */
  leaseMs: number;
}

export const DEFAULT_BEAT_TIMINGS: BeatTimings = { answerWaitMs: 1500, sweepMs: 30_000, leaseMs: 180_000 };
/** A file whose analysis was lost this many times (it keeps ending its worker) is 'failed'. */
const MAX_ATTEMPTS = 3;
/** Rows the job takes up per sweep, one after another, so it never floods the pool. */
const SWEEP_BATCH = 20;
const AUDIO_TYPES = Object.values(AUDIO_MIME_TYPES);

export interface BeatDeps {
  beats: BeatRepository;
  uploads: UploadRepository;
  files: NamedFiles;
  pool: BeatPool;
  logger: Logger;
  timings: BeatTimings;
  /** After an upload's grid changed (a tap, a finished analysis): live classes playing it are told. */
  onChanged?: (ownerId: string, uploadId: string) => Promise<unknown>;
}

const MESSAGE: Record<BeatGrid['status'], string | null> = { pending: BEAT_MESSAGES.pending, none: BEAT_MESSAGES.none, failed: BEAT_MESSAGES.failed, found: null };

/** The contract's BeatGrid of a stored row; an audio upload without one is still to be analysed. */
export function toBeatGrid(record: BeatRecord | null): BeatGrid {
  if (!record) return { status: 'pending', bpm: null, downbeatMs: null, confidence: null, source: 'analysis', analyserVersion: ANALYSER_VERSION, message: BEAT_MESSAGES.pending };
  const { status, bpm, downbeatMs, confidence, source, analyserVersion } = record;
  const uncertain = status === 'found' && source === 'analysis' && (confidence ?? 0) < BEAT_LOW_CONFIDENCE;
  return { status, bpm, downbeatMs, confidence, source, analyserVersion, message: uncertain ? BEAT_MESSAGES.uncertain : MESSAGE[status] };
}

export const isAudio = (mimeType: string) => AUDIO_TYPES.includes(mimeType as (typeof AUDIO_TYPES)[number]);

async function readAll(stream: Readable, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new Error(`stored file is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function beatUseCases({ beats, uploads, files, pool, logger, timings, onChanged }: BeatDeps) {
  /** The grid is saved whatever happens here: a class that misses the news reads it on its next load. */
  const announce = (ownerId: string, uploadId: string) =>
    onChanged?.(ownerId, uploadId).catch((err: unknown) => logger.warn({ err, uploadId }, 'beat: live classes not told of the new grid'));

  /** One analysis, if this process can claim the row: the file's bytes to a worker, its answer to the row. */
  async function analyse(uploadId: string): Promise<void> {
    const claimed = await beats.claim(uploadId, timings.leaseMs);
    if (!claimed) return;
    const fail = () => beats.saveAnalysis(uploadId, { status: 'failed', bpm: null, downbeatMs: null, confidence: null }, ANALYSER_VERSION);
    if (claimed.attempts > MAX_ATTEMPTS) return fail();
    let bytes: Uint8Array;
    try {
      bytes = await readAll(await files.open(claimed.storageName), UPLOAD_MAX_BYTES);
    } catch (err) {
      logger.warn({ err, uploadId }, 'beat: the stored file could not be read');
      return fail();
    }
    const outcome = await pool.analyse(claimed.userId, bytes);
    switch (outcome.status) {
      case 'later':
        return beats.release(uploadId);
      case 'too-slow':
      case 'failed':
        return fail();
      default:
        await beats.saveAnalysis(uploadId, { status: outcome.status, bpm: outcome.bpm, downbeatMs: outcome.downbeatMs, confidence: outcome.confidence }, ANALYSER_VERSION);
        await announce(claimed.userId, uploadId);
    }
  }

  /** Runs `analyse` without letting its failure escape: the row stays pending and the job tries again. */
  const analyseQuietly = (uploadId: string) =>
    analyse(uploadId).catch((err: unknown) => {
      logger.error({ err, uploadId }, 'beat: analysis failed');
    });

  async function owned(ownerId: string, id: string) {
    const upload = await uploads.findOwned(ownerId, id);
    if (!upload || !isAudio(upload.mimeType)) throw uploadNotFound();
    return upload;
  }

  return {
    /** Right after an audio upload is stored: its analysis starts; the answer is its result if ready within answerWaitMs, else 'pending'. */
    async afterUpload(uploadId: string): Promise<BeatGrid> {
      await beats.addPending(uploadId, ANALYSER_VERSION);
      const run = analyseQuietly(uploadId);
      await Promise.race([run, delay(timings.answerWaitMs)]);
      return toBeatGrid(await beats.find(uploadId));
    },

    /** The beat of one of `ownerId`'s audio uploads. */
    async get(ownerId: string, id: string): Promise<BeatGrid> {
      const upload = await owned(ownerId, id);
      return toBeatGrid(await beats.find(upload.id));
    },

    /** The owner's tapped tempo and nudged downbeat, kept over any analysis. */
    async tap(ownerId: string, id: string, input: BeatTapInput): Promise<BeatGrid> {
      const upload = await owned(ownerId, id);
      const saved = await beats.saveTap(upload.id, input.bpm, Math.round(input.downbeatMs), ANALYSER_VERSION);
      await announce(ownerId, upload.id);
      return toBeatGrid(saved);
    },

    /** The beats of these uploads (audio ones), by upload id. */
    async forUploads(ids: readonly string[]): Promise<Map<string, BeatGrid>> {
      const records = await beats.findMany(ids);
      const byId = new Map(records.map((r) => [r.uploadId, r]));
      return new Map(ids.map((id) => [id, toBeatGrid(byId.get(id) ?? null)]));
    },

    /**
     * The durable part of the job: rows for audio uploaded before beats were analysed, pending
     * rows whose run was lost, and analyses by an older analyser, a batch at a time.
     */
    async sweep(): Promise<number> {
      await beats.addMissing(AUDIO_TYPES, ANALYSER_VERSION, SWEEP_BATCH);
      const due = await beats.due(ANALYSER_VERSION, timings.leaseMs, SWEEP_BATCH);
      for (const uploadId of due) await analyseQuietly(uploadId);
      return due.length;
    },
  };
}

export type BeatUseCases = ReturnType<typeof beatUseCases>;

/** Sweeps at start and every sweepMs until stopped (one sweep at a time); stop() waits for the one running. */
export function startBeatJob(useCases: BeatUseCases, timings: BeatTimings, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    if (stopped || running) return;
    running = useCases
      .sweep()
      .then(
        () => undefined,
        (err: unknown) => logger.error({ err }, 'beat: sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, timings.sweepMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
