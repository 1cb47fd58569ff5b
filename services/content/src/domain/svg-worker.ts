import type { MessagePort } from 'node:worker_threads';
import { UNSUPPORTED_LOGO_MESSAGE } from '@blockbeat/contracts';
import { sanitizeSvgMarkup } from './sanitize-svg';
import { svgRefusal } from './svg-limits';

export interface SvgTask {
  bytes: Uint8Array;
  /** Told when this worker starts on the task: the time limit runs from then, not from the queue. */
  started: MessagePort;
}

export type SvgOutcome = { svg: string } | { refused: string };

/** Runs in a worker thread (svg-worker.mjs loads it): the whole check of one uploaded SVG. */
export function checkSvg({ bytes, started }: SvgTask): SvgOutcome {
  started.postMessage(null);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refused: UNSUPPORTED_LOGO_MESSAGE };
  }
  const refused = svgRefusal(text);
  if (refused) return { refused };
  const svg = sanitizeSvgMarkup(text);
  return svg === null ? { refused: UNSUPPORTED_LOGO_MESSAGE } : { svg };
}
