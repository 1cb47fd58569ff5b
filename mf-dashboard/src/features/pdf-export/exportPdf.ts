import type { Workout } from '@blockbeat/contracts';
import { buildPdfDocument, PDF_BLOCK_CLASS } from './model/pdfDocument';
import { pageBreakSpacers } from './model/pageBreaks';
import { loadPdfBranding, type PdfBranding } from './model/pdfBranding';
import { PDF_MARGIN_MM, pdfFileName, type PdfOptions } from './model/pdfOptions';

/** Chromium refuses canvases taller than 32,767 px; stay well inside (html2pdf draws the whole document on one). */
const MAX_CANVAS_PX = 30_000;
const MAX_SCALE = 2;
const WHITE_ENOUGH = 245;

interface PageSize {
  inner: { width: number; height: number; ratio: number };
  unit: string;
}

interface Html2PdfWorker {
  set(options: Record<string, unknown>): Html2PdfWorker;
  from(source: HTMLElement): Html2PdfWorker;
  toCanvas(): Html2PdfWorker;
  toPdf(): Html2PdfWorker;
  get(key: 'canvas'): Promise<HTMLCanvasElement>;
  get(key: 'pageSize'): Promise<PageSize>;
  save(): Promise<void>;
}

interface Layout {
  scale: number;
  /** The canvas width in CSS pixels, as html2canvas would round it. */
  width: number;
}

/**
 * Lays the document out at the printable width and spaces its blocks so that page boundaries fall
 * between them. The page height used is the one html2pdf will cut the canvas at (a whole number
 * of canvas rows), so the spacing and the cuts agree on every page, however many there are.
 */
function layOutPages(source: HTMLElement, page: PageSize): Layout {
  const host = document.createElement('div');
  Object.assign(host.style, { position: 'fixed', left: '-100000px', top: '0', width: `${page.inner.width}${page.unit}`, visibility: 'hidden' });
  host.append(source);
  document.body.append(host);
  try {
    const blocks = Array.from(source.querySelectorAll<HTMLElement>(`:scope > .${PDF_BLOCK_CLASS}`));
    const heights = blocks.map((b) => b.getBoundingClientRect().height);
    const width = Math.ceil(host.getBoundingClientRect().width);
    const total = heights.reduce((a, b) => a + b, 0);
    // Spacing can add up to almost a page per page; leave room for it.
    const scale = Math.max(0.5, Math.min(MAX_SCALE, MAX_CANVAS_PX / Math.max(1, total * 1.3)));
    const pageRows = Math.floor(Math.floor(width * scale) * page.inner.ratio);
    pageBreakSpacers(heights, pageRows / scale).forEach((space, i) => {
      if (space > 0) blocks[i]!.before(spacer(space));
    });
    return { scale, width };
  } finally {
    host.remove();
    source.remove();
  }
}

function spacer(heightPx: number): HTMLDivElement {
  const div = document.createElement('div');
  div.className = 'pdf-page-break';
  div.style.height = `${heightPx}px`;
  return div;
}

/**
 * The rows below the last ink. html2pdf cuts the canvas into page-high slices, and a few pixels of
 * trailing padding past a page boundary would otherwise become a blank last page.
 */
function trimTrailingWhite(canvas: HTMLCanvasElement, keepPx: number): HTMLCanvasElement {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return canvas;
  const band = 64;
  let lastInk = -1;
  for (let top = Math.max(0, canvas.height - band); lastInk < 0; top = Math.max(0, top - band)) {
    const rows = Math.min(band, canvas.height - top);
    const { data } = ctx.getImageData(0, top, canvas.width, rows);
    for (let i = data.length - 4; i >= 0; i -= 4) {
      if (data[i]! < WHITE_ENOUGH || data[i + 1]! < WHITE_ENOUGH || data[i + 2]! < WHITE_ENOUGH) {
        lastInk = top + Math.floor(i / 4 / canvas.width);
        break;
      }
    }
    if (top === 0) break;
  }
  const height = Math.min(canvas.height, lastInk + 1 + keepPx);
  if (lastInk < 0 || height >= canvas.height) return canvas;
  const trimmed = document.createElement('canvas');
  trimmed.width = canvas.width;
  trimmed.height = height;
  trimmed.getContext('2d')!.drawImage(canvas, 0, 0);
  return trimmed;
}

/**
 * Exports the workout as a PDF download, with the instructor's branding when they have any.
 * html2pdf.js (html2canvas + jsPDF, ~400 KB gzipped) is fetched only now, never with the
 * dashboard, while the branding is read.
 */
export async function exportWorkoutPdf(
  workout: Workout,
  options: PdfOptions,
  generatedAt: Date = new Date(),
  loadBranding: () => Promise<PdfBranding | null> = loadPdfBranding,
): Promise<void> {
  const [{ default: html2pdf }, branding] = await Promise.all([import(/* webpackChunkName: "html2pdf" */ 'html2pdf.js'), loadBranding()]);
  const worker = (html2pdf() as unknown as Html2PdfWorker).set({
    margin: PDF_MARGIN_MM,
    filename: pdfFileName(workout.name),
    image: { type: 'jpeg', quality: 0.92 },
    jsPDF: { unit: 'mm', format: options.paper, orientation: options.orientation },
    // Page breaks are placed by layOutPages; html2pdf's own would be measured against a page
    // height that differs from where it cuts by a pixel per page.
    pagebreak: { mode: [] },
  });
  const source = buildPdfDocument(workout, options, generatedAt, document, branding);
  const { scale, width } = layOutPages(source, await worker.get('pageSize'));
  // Each call returns the next step of html2pdf's chain; later steps must hang on this one.
  const rendered = worker.set({ html2canvas: { scale, width, backgroundColor: '#ffffff', logging: false } }).from(source).toCanvas();
  const canvas = await rendered.get('canvas');
  await rendered.set({ canvas: trimTrailingWhite(canvas, Math.ceil(6 * scale)) }).toPdf().save();
}
