import type { Page } from 'playwright-core';

/**
 * Reads the PDFs BlockBeat exports (jsPDF's output: one JPEG per page, link annotations inline in
 * the page objects) as a viewer sees them: each page's size, its image and where the image is
 * drawn, and its clickable areas. Lengths are in points from the page's top-left corner.
 */
export interface PdfBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PdfPageImage extends PdfBox {
  jpeg: Buffer;
  widthPx: number;
  heightPx: number;
}

export interface PdfLink extends PdfBox {
  url: string;
}

export interface PdfPage {
  widthPt: number;
  heightPt: number;
  image: PdfPageImage;
  links: PdfLink[];
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

function pageImage(pdf: Buffer, objects: Map<number, PdfObject>, page: string, heightPt: number): PdfPageImage {
  const contents = objects.get(ref(page, 'Contents'))!;
  const drawing = /([\d.-]+) 0 0 ([\d.-]+) ([\d.-]+) ([\d.-]+) cm\s*\/(\w+) Do/.exec(contents.body);
  if (!drawing) throw new Error('A page draws no image');
  const [width, height, x, y] = drawing.slice(1, 5).map(Number) as [number, number, number, number];
  const resources = objects.get(ref(page, 'Resources'))!.body;
  const image = objects.get(Number(new RegExp(`/${drawing[5]} (\\d+) 0 R`).exec(resources)?.[1]))!;
  const length = Number(/\/Length (\d+)/.exec(image.body)?.[1]);
  if (!/\/DCTDecode/.test(image.body)) throw new Error('A page image is not a JPEG');
  return {
    left: x,
    top: heightPt - y - height,
    width,
    height,
    widthPx: Number(/\/Width (\d+)/.exec(image.body)?.[1]),
    heightPx: Number(/\/Height (\d+)/.exec(image.body)?.[1]),
    jpeg: pdf.subarray(image.streamStart!, image.streamStart! + length),
  };
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
      return { widthPt, heightPt, image: pageImage(pdf, objects, body, heightPt), links: pageLinks(body, heightPt) };
    });
}

/** Ink: darker than the lightest text colour; the blocks' #f9fafb background is not ink. */
export const INK = 200;

/** A page image measured in the browser (small results only: the pixels stay there). */
export interface PageRaster {
  /** Per row, the darkest channel value of any pixel in the row (255: the row is white). */
  rowMin: number[];
  /** Per row, the darkest channel value in the first `edgeColumns` columns (where block borders are). */
  rowMinAtLeftEdge: number[];
  /** Per asked box (in image pixels), the pixels within `tolerance` of the asked colour. */
  colourCounts: number[];
}

export interface ColourProbe {
  box: { x: number; y: number; width: number; height: number };
  rgb: [number, number, number];
  /** Sum of the channels' differences still counted as the colour (JPEG shifts colours a little). */
  tolerance: number;
}

/** Decodes each page's JPEG in the browser and measures it. */
export async function measurePages(page: Page, pages: PdfPage[], probes: ColourProbe[][] = [], edgeColumns = 12): Promise<PageRaster[]> {
  const results: PageRaster[] = [];
  for (const [i, pdfPage] of pages.entries()) {
    results.push(
      await page.evaluate(
        async ({ jpeg, probes, edgeColumns }) => {
          const img = new Image();
          img.src = `data:image/jpeg;base64,${jpeg}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const context = canvas.getContext('2d', { willReadFrequently: true })!;
          context.drawImage(img, 0, 0);
          const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
          const rowMin: number[] = [];
          const rowMinAtLeftEdge: number[] = [];
          for (let y = 0; y < height; y += 1) {
            let all = 255;
            let edge = 255;
            for (let x = 0; x < width; x += 1) {
              const at = (y * width + x) * 4;
              const darkest = Math.min(data[at]!, data[at + 1]!, data[at + 2]!);
              if (darkest < all) all = darkest;
              if (x < edgeColumns && darkest < edge) edge = darkest;
            }
            rowMin.push(all);
            rowMinAtLeftEdge.push(edge);
          }
          const colourCounts = probes.map(({ box, rgb: [r, g, b], tolerance }) => {
            let count = 0;
            const x0 = Math.max(0, Math.floor(box.x));
            const y0 = Math.max(0, Math.floor(box.y));
            const x1 = Math.min(width, Math.ceil(box.x + box.width));
            const y1 = Math.min(height, Math.ceil(box.y + box.height));
            for (let y = y0; y < y1; y += 1) {
              for (let x = x0; x < x1; x += 1) {
                const at = (y * width + x) * 4;
                if (Math.abs(data[at]! - r) + Math.abs(data[at + 1]! - g) + Math.abs(data[at + 2]! - b) <= tolerance) count += 1;
              }
            }
            return count;
          });
          return { rowMin, rowMinAtLeftEdge, colourCounts };
        },
        { jpeg: pdfPage.image.jpeg.toString('base64'), probes: probes[i] ?? [], edgeColumns },
      ),
    );
  }
  return results;
}

/**
 * What makes a page wrong whatever it shows: no ink at all (blank), or ink on the image's first or
 * last rows (a block cut by the page break: every block has white padding above and below).
 */
export function pageFaults({ rowMin }: PageRaster): { blank: boolean; cutAtTop: boolean; cutAtBottom: boolean } {
  return {
    blank: !rowMin.some((v) => v < INK),
    cutAtTop: rowMin.slice(0, 3).some((v) => v < INK),
    cutAtBottom: rowMin.slice(-3).some((v) => v < INK),
  };
}

/** A probe over a whole page image: how many of its pixels are near `rgb`. */
export function wholePageProbe(image: PdfPageImage, rgb: [number, number, number], tolerance: number): ColourProbe {
  return { box: { x: 0, y: 0, width: image.widthPx, height: image.heightPx }, rgb, tolerance };
}

/** A box in points on the page, in the page image's pixels. */
export function toImagePixels(box: PdfBox, image: PdfPageImage): ColourProbe['box'] {
  const sx = image.widthPx / image.width;
  const sy = image.heightPx / image.height;
  return { x: (box.left - image.left) * sx, y: (box.top - image.top) * sy, width: box.width * sx, height: box.height * sy };
}

/** Image pixels per CSS pixel when the page is shown at 100% zoom (1 pt = 96/72 CSS px). */
export function pixelsPerCssPixel(image: PdfPageImage): number {
  return image.widthPx / ((image.width * 96) / 72);
}
