import { brandColors, BRANDING_URL, type Branding } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

/** The instructor's branding as the PDF draws it: a logo already decoded, and valid colours only. */
export interface PdfBranding {
  logo: HTMLImageElement | null;
  primaryColor: string | null;
  accentColor: string | null;
}

async function decodedImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = src;
  try {
    // Decoded now: its size places the page's content, and it is drawn onto a canvas (render/pdfImages.ts).
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/**
 * The caller's logo and colours (docs/product.md#branding: they appear on exported PDFs). Branding
 * is decoration: when it cannot be read, or the logo does not load, the PDF is made without it.
 */
export async function loadPdfBranding(): Promise<PdfBranding | null> {
  let branding: Branding;
  try {
    branding = (await (await apiRequest('GET', BRANDING_URL)).json()) as Branding;
  } catch {
    return null;
  }
  const pdfBranding: PdfBranding = { logo: branding.logoUrl ? await decodedImage(branding.logoUrl) : null, ...brandColors(branding) };
  return pdfBranding.logo || pdfBranding.primaryColor || pdfBranding.accentColor ? pdfBranding : null;
}
