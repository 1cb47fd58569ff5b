import { brandColorVars, type Branding } from '@blockbeat/contracts';

/** The instructor's branding as the PDF draws it: a logo already decoded, and valid colours only. */
export interface PdfBranding {
  logo: HTMLImageElement | null;
  primaryColor: string | null;
  accentColor: string | null;
}

const BRANDING_URL = '/api/branding';

async function decodedImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = src;
  try {
    // html2canvas draws what is loaded: the logo must be decoded before the page is drawn.
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/**
 * The caller's logo and colours (SCREENS.md "Branding": they appear on exported PDFs). Branding
 * is decoration: when it cannot be read, or the logo does not load, the PDF is made without it.
 */
export async function loadPdfBranding(): Promise<PdfBranding | null> {
  let branding: Branding;
  try {
    const res = await fetch(BRANDING_URL, { credentials: 'include' });
    if (!res.ok) return null;
    branding = (await res.json()) as Branding;
  } catch {
    return null;
  }
  const colors = brandColorVars(branding);
  const pdfBranding: PdfBranding = {
    logo: branding.logoUrl ? await decodedImage(branding.logoUrl) : null,
    primaryColor: colors['--brand-primary'] ?? null,
    accentColor: colors['--brand-accent'] ?? null,
  };
  return pdfBranding.logo || pdfBranding.primaryColor || pdfBranding.accentColor ? pdfBranding : null;
}
