import { UNSUPPORTED_LOGO_MESSAGE } from '@blockbeat/contracts';
import { beginPoolTask, type PoolSignals } from '@blockbeat/service-kit/pool-worker';
import { sanitizeSvgMarkup } from './sanitize-svg';
import { svgRefusal } from './svg-limits';

export interface SvgTask {
  bytes: Uint8Array;
}

export type SvgOutcome = { svg: string } | { refused: string };

/** Runs in a worker thread (svg-worker.mjs loads it): the whole check of one uploaded SVG. */
export function checkSvg(task: SvgTask & PoolSignals): SvgOutcome | null {
  if (!beginPoolTask(task)) return null;
  const { bytes } = task;
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
