import { uploadIdOf, type Workout } from '@blockbeat/contracts';
import { fetchShareUrl } from './api/fetchShareUrl';
import { fetchUploads, type UploadFacts } from './api/fetchUploads';
import { loadPdfBranding, type PdfBranding } from './model/pdfBranding';
import { buildPdfContent, contentText, mapContentText } from './model/pdfContent';
import { loadDemoImages } from './model/pdfDemos';
import { DEMO_SIZE_MM, layOutPdf, LOGO_IMAGE, logoSizeMm, type BrandingMarks } from './model/pdfLayout';
import { paperSizeMm, PDF_MARGIN_MM, pdfFileName, type PdfOptions } from './model/pdfOptions';
import { fitsStandardFonts, printableText, withDrawableCharacters } from './model/pdfText';
import { drawPdf, type PdfImage } from './render/drawPdf';
import { embedUnicodeFonts, measureWith, STANDARD_FONTS } from './render/pdfFonts';
import { demoThumbnail, logoImage } from './render/pdfImages';

/** What the export reads besides the workout; tests hand in their own. */
export interface PdfSources {
  branding: () => Promise<PdfBranding | null>;
  uploads: () => Promise<UploadFacts>;
  shareUrl: (workoutId: string) => Promise<string | null>;
}

const SOURCES: PdfSources = { branding: loadPdfBranding, uploads: fetchUploads, shareUrl: fetchShareUrl };

/** A block plays one of our uploads (or a file picked in the browser): its line needs the file's name and the share link. */
const playsUpload = (workout: Workout) => workout.exercises.some((e) => e.musicType === 'upload' || uploadIdOf(e.musicUrl) !== null);

async function images(branding: PdfBranding | null, demos: ReadonlyMap<string, string>): Promise<Map<string, PdfImage>> {
  const made = new Map<string, PdfImage>();
  if (branding?.logo) {
    const { width, height } = logoSizeMm({ width: branding.logo.naturalWidth, height: branding.logo.naturalHeight });
    const logo = logoImage(branding.logo, width, height);
    if (logo) made.set(LOGO_IMAGE, logo);
  }
  const thumbnails = await Promise.all([...demos].map(async ([url, dataUrl]) => [url, await demoThumbnail(dataUrl, DEMO_SIZE_MM)] as const));
  for (const [url, thumbnail] of thumbnails) if (thumbnail) made.set(url, thumbnail);
  return made;
}

/**
 * Exports the workout as a PDF download of real text (selectable, searchable, read aloud by
 * screen readers), with the instructor's branding on every page when they have any. jsPDF is
 * fetched only now, never with the dashboard, while the branding, the demo images and (when an
 * uploaded track is printed) the uploads' names and tempos and the share link are read. Text outside what
 * PDF's standard fonts cover brings an embedded font (render/pdfFonts.ts).
 */
export async function exportWorkoutPdf(workout: Workout, options: PdfOptions, generatedAt: Date = new Date(), sources: PdfSources = SOURCES): Promise<void> {
  const uploads = options.includeMusicUrls && playsUpload(workout);
  const [{ jsPDF }, branding, demoImages, uploadFacts, shareUrl] = await Promise.all([
    import(/* webpackChunkName: "jspdf" */ 'jspdf'),
    sources.branding(),
    loadDemoImages(workout),
    uploads ? sources.uploads() : { names: new Map<string, string>(), tempos: new Map<string, number>() },
    uploads ? sources.shareUrl(workout.id) : null,
  ]);
  const context = { origin: window.location.origin, uploadNames: uploadFacts.names, uploadTempos: uploadFacts.tempos, shareUrl, demos: new Set(demoImages.keys()) };
  const content = mapContentText(buildPdfContent(workout, options, generatedAt, context), printableText);

  const doc = new jsPDF({ unit: 'mm', format: options.paper, orientation: options.orientation, compress: true });
  const fonts = fitsStandardFonts(contentText(content)) ? STANDARD_FONTS : await embedUnicodeFonts(doc);
  const printable = mapContentText(content, (text) => withDrawableCharacters(text, fonts.canDraw));
  const marks: BrandingMarks | null = branding && {
    logo: branding.logo && { width: branding.logo.naturalWidth, height: branding.logo.naturalHeight },
    primaryColor: branding.primaryColor,
    accentColor: branding.accentColor,
  };
  const layout = layOutPdf(printable, { ...paperSizeMm(options.paper, options.orientation), margin: PDF_MARGIN_MM }, measureWith(doc, fonts), marks);

  drawPdf(doc, layout, fonts, await images(branding, demoImages));
  doc.setProperties({ title: content.title, creator: 'BlockBeat' });
  doc.setLanguage('en');
  await doc.save(pdfFileName(workout.name), { returnPromise: true });
}
