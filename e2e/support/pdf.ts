import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

/**
 * Reads the PDFs BlockBeat exports (jsPDF's output: text drawn with PDF fonts, link annotations
 * inline in the page objects) as a reader sees them: with poppler-utils (Debian's `pdftotext` and
 * `pdftoppm`, installed by .ci/run), the text a person can select, search and copy, where each
 * word is, and each page as pixels; and, without them, each page's size, its clickable areas and
 * the literal strings its content draws. Lengths are in points from the page's top-left corner.
 */
export interface PdfBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PdfLink extends PdfBox {
  url: string;
}

export interface PdfPage {
  widthPt: number;
  heightPt: number;
  links: PdfLink[];
  /** The strings the page's content draws with `Tj` (standard fonts write them as literals). */
  strings: string[];
  /** Images the page draws (the logo, demo thumbnails); a page of text draws none. */
  images: number;
}

interface PdfObject {
  body: string;
  /** Byte offset of the object's stream data in the file, when it has one. */
  streamStart?: number;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\s*([\s\S]*?)\nendobj/g)) {
    const body = match[2]!;
    const stream = /stream\r?\n/.exec(body);
    objects.set(Number(match[1]), { body, streamStart: stream ? match.index! + match[0].indexOf(body) + stream.index + stream[0].length : undefined });
  }
  return objects;
}

const numbers = (list: string) => list.trim().split(/\s+/).map(Number);
const ref = (body: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1]);
const unescape = (s: string) => s.replace(/\\([()\\])/g, '$1');

function streamOf(pdf: Buffer, object: PdfObject): string {
  const length = Number(/\/Length (\d+)/.exec(object.body)?.[1]);
  const data = pdf.subarray(object.streamStart!, object.streamStart! + length);
  return (/\/FlateDecode/.test(object.body) ? inflateSync(data) : data).toString('latin1');
}

function pageLinks(page: string, heightPt: number): PdfLink[] {
  return Array.from(page.matchAll(/\/Subtype \/Link \/Rect \[([^\]]+)\][\s\S]*?\/URI \(((?:\\.|[^\\)])*)\)/g), (match) => {
    const [x1, y1, x2, y2] = numbers(match[1]!) as [number, number, number, number];
    return { url: unescape(match[2]!), left: Math.min(x1, x2), top: heightPt - Math.max(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  });
}

export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = objectsOf(pdf);
  return [...objects.entries()]
    .filter(([, o]) => /\/Type \/Page(?![s\w])/.test(o.body))
    .sort(([a], [b]) => a - b)
    .map(([, { body }]) => {
      const [, , widthPt, heightPt] = numbers(/\/MediaBox \[([^\]]+)\]/.exec(body)![1]!) as [number, number, number, number];
      const content = streamOf(pdf, objects.get(ref(body, 'Contents'))!);
      const strings = Array.from(content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g), (m) => unescape(m[1]!));
      return { widthPt, heightPt, links: pageLinks(body, heightPt), strings, images: (content.match(/\/\S+ Do\b/g) ?? []).length };
    });
}

const run = promisify(execFile);

/** The file in a folder of its own, for poppler's tools, removed after `use`. */
async function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'blockbeat-pdf-'));
  try {
    const file = path.join(dir, 'export.pdf');
    await fs.writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page as `pdftotext` reads it (what a person selects, searches or copies), in reading order. */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.split('\f').slice(0, -1);
  });
}

export interface PdfWord extends PdfBox {
  text: string;
}

const decodeEntities = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Every word on each page and where it is (`pdftotext -bbox`), in points from the page's top-left corner. */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[][]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return Array.from(stdout.matchAll(/<page [^>]*>([\s\S]*?)<\/page>/g), ([, page]) =>
      Array.from(page!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g), (m) => {
        const [xMin, yMin, xMax, yMax] = m.slice(1, 5).map(Number) as [number, number, number, number];
        return { text: decodeEntities(m[5]!), left: xMin, top: yMin, width: xMax - xMin, height: yMax - yMin };
      }),
    );
  });
}

/** A page drawn as pixels (RGB, row by row) at `dpi`. */
export interface PageRaster {
  width: number;
  height: number;
  dpi: number;
  rgb: Buffer;
}

/** Each page drawn by `pdftoppm` as a reader shows it, at `dpi`. */
export async function renderPdfPages(pdf: Buffer, dpi = 50): Promise<PageRaster[]> {
  return withFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', String(dpi), file, path.join(dir, 'page')]);
    const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.ppm')).sort((a, b) => Number(/(\d+)\.ppm$/.exec(a)![1]) - Number(/(\d+)\.ppm$/.exec(b)![1]));
    return Promise.all(
      names.map(async (name) => {
        const ppm = await fs.readFile(path.join(dir, name));
        // Binary PPM: "P6", width, height, maxval (255), one whitespace, then the pixels.
        const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'))!;
        const [width, height] = [Number(header[1]), Number(header[2])];
        return { width, height, dpi, rgb: ppm.subarray(header[0].length, header[0].length + width * height * 3) };
      }),
    );
  });
}

/** Ink: darker than the lightest text colour; the blocks' #f9fafb background and the footer's rule are not ink. */
export const INK = 200;

/** Rows (points from the top) that hold ink. */
function inkRows(raster: PageRaster, fromPt: number, toPt: number): boolean {
  const scale = raster.dpi / 72;
  for (let y = Math.max(0, Math.floor(fromPt * scale)); y < Math.min(raster.height, Math.ceil(toPt * scale)); y += 1) {
    for (let x = 0; x < raster.width; x += 1) {
      const at = (y * raster.width + x) * 3;
      if (Math.min(raster.rgb[at]!, raster.rgb[at + 1]!, raster.rgb[at + 2]!) < INK) return true;
    }
  }
  return false;
}

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/**
 * What makes a page wrong whatever it shows: no ink inside the printable area (blank), or ink in
 * the top margin or just below the printable area, above the footer (something printed across
 * the area's edge: a cut block). The footer sits lower in the bottom margin.
 */
export function pageFaults(raster: PageRaster, marginMm = 20): { blank: boolean; cutAtTop: boolean; cutAtBottom: boolean } {
  const heightPt = (raster.height * 72) / raster.dpi;
  const margin = marginMm * PT_PER_MM;
  return {
    blank: !inkRows(raster, margin, heightPt - margin),
    cutAtTop: inkRows(raster, 0, margin - 1),
    cutAtBottom: inkRows(raster, heightPt - margin + 1, heightPt - margin + 3.5 * PT_PER_MM),
  };
}

/** Pixels within `tolerance` (the sum of the channels' differences) of `rgb`, in `box` (points) or the whole page. */
export function colourCount(raster: PageRaster, rgb: [number, number, number], tolerance: number, box?: PdfBox): number {
  const scale = raster.dpi / 72;
  const x0 = box ? Math.max(0, Math.floor(box.left * scale)) : 0;
  const y0 = box ? Math.max(0, Math.floor(box.top * scale)) : 0;
  const x1 = box ? Math.min(raster.width, Math.ceil((box.left + box.width) * scale)) : raster.width;
  const y1 = box ? Math.min(raster.height, Math.ceil((box.top + box.height) * scale)) : raster.height;
  let count = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const at = (y * raster.width + x) * 3;
      if (Math.abs(raster.rgb[at]! - rgb[0]) + Math.abs(raster.rgb[at + 1]! - rgb[1]) + Math.abs(raster.rgb[at + 2]! - rgb[2]) <= tolerance) count += 1;
    }
  }
  return count;
}

/**
 * Each link against the words under it: the text its area covers (words whose centre lies in it,
 * joined), which for a link over its own address is a piece of that address.
 */
export function linkedText(link: PdfLink, words: readonly PdfWord[]): string {
  return words
    .filter((w) => {
      const cx = w.left + w.width / 2;
      const cy = w.top + w.height / 2;
      return cx >= link.left && cx <= link.left + link.width && cy >= link.top && cy <= link.top + link.height;
    })
    .map((w) => w.text)
    .join('');
}
