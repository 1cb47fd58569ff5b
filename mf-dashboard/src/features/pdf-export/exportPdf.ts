import type { Workout } from '@blockbeat/contracts';
import { pageGeometry } from './model/pageGeometry';
import { loadPdfBranding, type PdfBranding } from './model/pdfBranding';
import { loadDemoImages } from './model/pdfDemos';
import { buildPdfDocument } from './model/pdfDocument';
import { pdfFileName, type PdfOptions } from './model/pdfOptions';
import { layOutDocument } from './render/layOutDocument';
import { writePdf } from './render/writePdf';

/**
 * Exports the workout as a PDF download, with the instructor's branding when they have any.
 * Each page is an image of the laid-out document (html2canvas draws any script the browser can,
 * which jsPDF's built-in fonts cannot), and every printed web address is a clickable link area
 * over its text. html2pdf.js (with html2canvas and jsPDF) is fetched only now, never with the
 * dashboard, while the branding and the blocks' demo images are read.
 */
export async function exportWorkoutPdf(
  workout: Workout,
  options: PdfOptions,
  generatedAt: Date = new Date(),
  loadBranding: () => Promise<PdfBranding | null> = loadPdfBranding,
): Promise<void> {
  const [{ default: html2pdf }, branding, demoImages] = await Promise.all([
    import(/* webpackChunkName: "html2pdf" */ 'html2pdf.js'),
    loadBranding(),
    loadDemoImages(workout),
  ]);
  const geometry = pageGeometry(options.paper, options.orientation);
  const laidOut = await layOutDocument(buildPdfDocument(workout, options, generatedAt, document, branding, demoImages), geometry);
  try {
    await writePdf(html2pdf, laidOut, geometry, { fileName: pdfFileName(workout.name), paper: options.paper, orientation: options.orientation });
  } finally {
    laidOut.remove();
  }
}
