import type { jsPDF } from 'jspdf';
import type { PdfFont } from '../model/pdfContent';
import type { TextMeasure } from '../model/pdfLayout';
import { isWinAnsi } from '../model/pdfText';

/** The fonts a document prints with: a jsPDF font name and style per look, and which characters they draw. */
export interface PdfFonts {
  faces: Record<PdfFont, { name: string; style: string }>;
  canDraw: (char: string) => boolean;
}

/** PDF's standard Helvetica: nothing embedded, WinAnsiEncoding's characters only. */
export const STANDARD_FONTS: PdfFonts = {
  faces: { regular: { name: 'helvetica', style: 'normal' }, bold: { name: 'helvetica', style: 'bold' } },
  canDraw: isWinAnsi,
};

const UNICODE_FAMILY = 'DejaVuSans';

/** The embedded fonts' files (fonts/README.md): separate assets, fetched only for text that needs them. */
export const UNICODE_FONT_URLS: Record<PdfFont, string> = {
  regular: new URL('../fonts/DejaVuSans-subset.ttf', import.meta.url).href,
  bold: new URL('../fonts/DejaVuSans-Bold-subset.ttf', import.meta.url).href,
};

/** The file as a binary string, the form jsPDF's virtual file system reads a TrueType font in. */
async function fetchFontFile(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Font ${url} answered ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return binary;
}

interface EmbeddedFontMetadata {
  characterToGlyph(code: number): number;
}

/**
 * Registers the DejaVu Sans subset (regular and bold) with the document; jsPDF writes only the
 * glyphs used into the file. A character the subset lacks (CJK, Arabic…) is reported as not
 * drawable: the text carries U+FFFD there instead (model/pdfText.ts).
 */
export async function embedUnicodeFonts(doc: jsPDF, fetchFont: (url: string) => Promise<string> = fetchFontFile): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fetchFont(UNICODE_FONT_URLS.regular), fetchFont(UNICODE_FONT_URLS.bold)]);
  doc.addFileToVFS('DejaVuSans-subset.ttf', regular);
  doc.addFont('DejaVuSans-subset.ttf', UNICODE_FAMILY, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold-subset.ttf', bold);
  doc.addFont('DejaVuSans-Bold-subset.ttf', UNICODE_FAMILY, 'bold');
  const glyphs = ['normal', 'bold'].map((style) => {
    doc.setFont(UNICODE_FAMILY, style);
    return (doc.getFont() as unknown as { metadata: EmbeddedFontMetadata }).metadata;
  });
  return {
    faces: { regular: { name: UNICODE_FAMILY, style: 'normal' }, bold: { name: UNICODE_FAMILY, style: 'bold' } },
    canDraw: (char) => char === ' ' || glyphs.every((metadata) => metadata.characterToGlyph(char.codePointAt(0)!) > 0),
  };
}

const MM_PER_PT = 25.4 / 72;

/**
 * Text widths from the fonts' own metrics, one character at a time and remembered: jsPDF's
 * measuring costs ~0.7 ms a call, and a 100-block layout measures thousands of words. jsPDF draws
 * without kerning, so the sum of the characters is the drawn width.
 */
export function measureWith(doc: jsPDF, fonts: PdfFonts): TextMeasure {
  const units = new Map<string, number>();
  const unitWidth = (char: string, font: PdfFont) => {
    const key = `${font}${char}`;
    let width = units.get(key);
    if (width === undefined) {
      const { name, style } = fonts.faces[font];
      doc.setFont(name, style);
      width = doc.getStringUnitWidth(char);
      units.set(key, width);
    }
    return width;
  };
  return (text, font, sizePt) => {
    let total = 0;
    for (const char of text) total += unitWidth(char, font);
    return total * sizePt * MM_PER_PT;
  };
}
