import { printableAreaMm, type Orientation, type PaperSize } from './pdfOptions';

/** CSS pixels per millimetre (96 per inch), the unit the document is laid out in. */
export const CSS_PX_PER_MM = 96 / 25.4;

/**
 * Image pixels per CSS pixel: 192 dpi, so that at 100% zoom on a 2× screen each screen pixel has
 * its own image pixel. It never shrinks for a long workout: pages are drawn a few at a time.
 */
export const RENDER_SCALE = 2;

/**
 * The most pixels one canvas may hold. iOS Safari refuses canvases over 16,777,216 pixels (and
 * draws nothing on them); Chromium's and Firefox's limits are larger.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;

/**
 * How the laid-out document maps onto paper. A page is a whole number of image rows, the ones
 * html2pdf cuts a canvas at (the rows of the printable height at the canvas's width, rounded
 * down), and the page height in CSS pixels is derived from it, so the page breaks we place, the
 * rows html2pdf cuts and the link rectangles we draw all agree on every page, however many there are.
 */
export interface PageGeometry {
  /** The printable area in millimetres. */
  widthMm: number;
  heightMm: number;
  /** The layout width in CSS pixels (the printable width). */
  widthCss: number;
  /** Image pixels across a page, and image pixels per CSS pixel (≈ RENDER_SCALE). */
  widthPx: number;
  scale: number;
  /** Image rows of a full page, and the same height in CSS pixels and in millimetres (≤ heightMm). */
  pageRows: number;
  pageHeightCss: number;
  pageHeightMm: number;
}

/** Floating-point slack when a ratio that should be whole is floored. */
const EPSILON = 1e-9;

export function pageGeometry(paper: PaperSize, orientation: Orientation): PageGeometry {
  const { width: widthMm, height: heightMm } = printableAreaMm(paper, orientation);
  const widthCss = widthMm * CSS_PX_PER_MM;
  const widthPx = Math.round(widthCss * RENDER_SCALE);
  const scale = widthPx / widthCss;
  const pageRows = Math.floor(heightMm * CSS_PX_PER_MM * scale + EPSILON);
  const pageHeightCss = pageRows / scale;
  return { widthMm, heightMm, widthCss, widthPx, scale, pageRows, pageHeightCss, pageHeightMm: pageHeightCss / CSS_PX_PER_MM };
}

/** Pages needed for a document this tall (at least one). */
export function pageCount(heightCss: number, geometry: PageGeometry): number {
  return Math.max(1, Math.ceil(heightCss / geometry.pageHeightCss - EPSILON));
}

/** Image rows of page `index`: a full page, except the last, which ends where the document does. */
export function pageRowsOf(index: number, heightCss: number, geometry: PageGeometry): number {
  const rest = Math.ceil((heightCss - index * geometry.pageHeightCss) * geometry.scale - EPSILON);
  return Math.max(1, Math.min(geometry.pageRows, rest));
}

/** The height on paper of that many image rows (rows and millimetres map the same on every page). */
export function rowsToMm(rows: number, geometry: PageGeometry): number {
  return (rows * geometry.widthMm) / geometry.widthPx;
}

/** A run of consecutive pages drawn on one canvas. */
export interface CanvasBatch {
  first: number;
  count: number;
}

/** Pages grouped so that no canvas holds more than MAX_CANVAS_PIXELS. */
export function canvasBatches(pages: number, geometry: PageGeometry, maxPixels = MAX_CANVAS_PIXELS): CanvasBatch[] {
  const perCanvas = Math.max(1, Math.floor(maxPixels / (geometry.widthPx * geometry.pageRows)));
  const batches: CanvasBatch[] = [];
  for (let first = 0; first < pages; first += perCanvas) batches.push({ first, count: Math.min(perCanvas, pages - first) });
  return batches;
}
