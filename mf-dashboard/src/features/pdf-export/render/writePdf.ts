import type html2pdfFunction from 'html2pdf.js';
import { canvasBatches, pageCount, pageRowsOf, type CanvasBatch, type PageGeometry } from '../model/pageGeometry';
import { linksOnPages } from '../model/pdfLinks';
import { PDF_MARGIN_MM, type Orientation, type PaperSize } from '../model/pdfOptions';
import type { LaidOutDocument } from './layOutDocument';

/** High enough that text edges carry no visible JPEG noise at 100% zoom. */
const JPEG_QUALITY = 0.92;

/** What html2pdf adds to the page around its copy of the document (its own class name). */
const HTML2PDF_OVERLAY = '.html2pdf__overlay';

/** The jsPDF calls we make on the document html2pdf builds. */
interface PdfDocument {
  addPage(): void;
  setPage(page: number): void;
  link(x: number, y: number, width: number, height: number, options: { url: string }): void;
}

/**
 * html2pdf's worker as we drive it: every step queues after the previous one and returns the
 * worker (its own typings say `get` returns a plain promise).
 */
interface Html2PdfWorker extends PromiseLike<unknown> {
  set(options: Record<string, unknown>): Html2PdfWorker;
  from(source: HTMLElement): Html2PdfWorker;
  toCanvas(): Html2PdfWorker;
  toPdf(): Html2PdfWorker;
  get(key: 'pdf'): PromiseLike<PdfDocument>;
  save(): PromiseLike<void>;
}

export interface PdfFile {
  fileName: string;
  paper: PaperSize;
  orientation: Orientation;
}

function whiteCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas;
}

/**
 * What html2canvas leaves out of its copy of the page: everything but the way to html2pdf's copy
 * of our document. The app's markup and style sheets stay behind, so the document is drawn as it
 * was laid out in our frame (no app styles there either), and the copy stays small.
 */
function outsideTheDocument(element: Element): boolean {
  return !element.closest(HTML2PDF_OVERLAY) && !element.querySelector(HTML2PDF_OVERLAY);
}

/**
 * Draws one page group on a canvas of exactly its image rows (html2canvas keeps a canvas it is
 * given at its size), which html2pdf then cuts into pages at the same rows as ours (pageRows is
 * computed as html2pdf computes its page height) and adds to its jsPDF document.
 */
async function drawPageGroup(worker: Html2PdfWorker, laidOut: LaidOutDocument, geometry: PageGeometry, group: CanvasBatch): Promise<void> {
  const rows = Array.from({ length: group.count }, (_, i) => pageRowsOf(group.first + i, laidOut.heightCss, geometry)).reduce((sum, r) => sum + r, 0);
  const canvas = whiteCanvas(geometry.widthPx, rows);
  const html2canvas = {
    canvas,
    scale: geometry.scale,
    y: group.first * geometry.pageHeightCss,
    width: geometry.widthCss,
    height: rows / geometry.scale,
    backgroundColor: '#ffffff',
    logging: false,
    ignoreElements: outsideTheDocument,
  };
  await worker.set({ html2canvas }).from(laidOut.root).toCanvas().toPdf();
  // Large canvases hold their memory until collected; a zero size frees it now.
  canvas.width = 0;
}

/**
 * Makes the PDF with html2pdf and downloads it. html2pdf draws one canvas per source, and
 * browsers cap a canvas's size (iOS Safari at 16.7 M pixels), so the document is handed to it a
 * few pages at a time (canvasBatches), each drawn at the full scale onto the same jsPDF document.
 * Links are added the way html2pdf's own link support adds them (jsPDF's `link` on the page), from
 * our page geometry: that support places them by page from the top of a single source.
 */
export async function writePdf(html2pdf: typeof html2pdfFunction, laidOut: LaidOutDocument, geometry: PageGeometry, file: PdfFile): Promise<void> {
  const worker = (html2pdf() as unknown as Html2PdfWorker).set({
    margin: PDF_MARGIN_MM,
    filename: file.fileName,
    image: { type: 'jpeg', quality: JPEG_QUALITY },
    jsPDF: { unit: 'mm', format: file.paper, orientation: file.orientation },
    // Page breaks are placed by layOutDocument, between blocks, at the rows html2pdf cuts at.
    pagebreak: { mode: [] },
    enableLinks: false,
  });
  try {
    for (const [i, group] of canvasBatches(pageCount(laidOut.heightCss, geometry), geometry).entries()) {
      // html2pdf starts a source on the document's current page: each later group needs a new one.
      if (i > 0) (await worker.get('pdf')).addPage();
      await drawPageGroup(worker, laidOut, geometry, group);
    }
    const pdf = await worker.get('pdf');
    for (const link of linksOnPages(laidOut.links, geometry, PDF_MARGIN_MM)) {
      pdf.setPage(link.page + 1);
      pdf.link(link.x, link.y, link.width, link.height, { url: link.url });
    }
    await worker.save();
  } finally {
    // html2pdf takes its copy out of the page once drawn; not when drawing failed.
    document.querySelectorAll(HTML2PDF_OVERLAY).forEach((overlay) => overlay.remove());
  }
}
