export type PaperSize = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';

export interface PdfOptions {
  includeTimings: boolean;
  includeNotes: boolean;
  includeMusicUrls: boolean;
  paper: PaperSize;
  orientation: Orientation;
}

export const DEFAULT_PDF_OPTIONS: PdfOptions = {
  includeTimings: true,
  includeNotes: true,
  includeMusicUrls: false,
  paper: 'a4',
  orientation: 'portrait',
};

/** docs/product.md#numbers-and-limits: 20 mm margins on every side. */
export const PDF_MARGIN_MM = 20;

export const PAPER_LABELS: Record<PaperSize, string> = { a4: 'A4', letter: 'Letter' };
export const ORIENTATION_LABELS: Record<Orientation, string> = { portrait: 'Portrait', landscape: 'Landscape' };

/** Paper in millimetres, portrait. */
const PAPER_MM: Record<PaperSize, readonly [number, number]> = { a4: [210, 297], letter: [215.9, 279.4] };

/** The sheet in millimetres, as it is held. */
export function paperSizeMm(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const [w, h] = PAPER_MM[paper];
  return orientation === 'portrait' ? { width: w, height: h } : { width: h, height: w };
}

/** The printable area (inside the margins) in millimetres. */
export function printableAreaMm(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const { width, height } = paperSizeMm(paper, orientation);
  return { width: width - 2 * PDF_MARGIN_MM, height: height - 2 * PDF_MARGIN_MM };
}

/** docs/product.md#numbers-and-limits: the name lowercased, every non-alphanumeric character an underscore, then '_workout.pdf'. */
export function pdfFileName(workoutName: string): string {
  return `${workoutName.toLowerCase().replace(/[^a-z0-9]/g, '_')}_workout.pdf`;
}

/** Total time as minutes and seconds, e.g. 779 → '12m 59s'. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
