import {
  canvasBatches,
  CSS_PX_PER_MM,
  MAX_CANVAS_PIXELS,
  pageCount,
  pageGeometry,
  pageRowsOf,
  rowsToMm,
} from '../src/features/pdf-export/model/pageGeometry';
import { linksOnPages } from '../src/features/pdf-export/model/pdfLinks';
import { PDF_MARGIN_MM, type Orientation, type PaperSize } from '../src/features/pdf-export/model/pdfOptions';

const a4 = pageGeometry('a4', 'portrait');
const combos: [PaperSize, Orientation][] = [
  ['a4', 'portrait'],
  ['a4', 'landscape'],
  ['letter', 'portrait'],
  ['letter', 'landscape'],
];

describe('PDF page geometry', () => {
  test('when A4 portrait is chosen, then a page is 1285 pixels across and 1942 rows, within the 170 × 257 mm printable area', () => {
    expect(a4).toMatchObject({ widthMm: 170, heightMm: 257, widthPx: 1285, pageRows: 1942 });
    expect(a4.pageHeightMm).toBeLessThanOrEqual(257);
    expect(a4.pageHeightMm).toBeGreaterThan(256.8);
  });

  test.each(combos)('when %s %s is chosen, then pages are drawn at twice CSS resolution and rows map to millimetres exactly', (paper, orientation) => {
    const g = pageGeometry(paper, orientation);
    expect(g.scale).toBeCloseTo(2, 2);
    expect(Number.isInteger(g.widthPx) && Number.isInteger(g.pageRows)).toBe(true);
    expect(rowsToMm(g.pageRows, g)).toBeCloseTo(g.pageHeightMm, 9);
    expect(g.pageHeightCss / CSS_PX_PER_MM).toBeCloseTo(g.pageHeightMm, 9);
    expect(g.pageHeightMm).toBeLessThanOrEqual(g.heightMm);
  });

  test('when the document ends exactly on a page boundary, then no empty page follows; a hair more starts one', () => {
    expect(pageCount(3 * a4.pageHeightCss, a4)).toBe(3);
    expect(pageCount(3 * a4.pageHeightCss + 1, a4)).toBe(4);
    expect(pageCount(0, a4)).toBe(1);
  });

  test('when the document ends mid-page, then every page is full but the last, which ends with the document', () => {
    const height = 2.5 * a4.pageHeightCss;
    expect([0, 1, 2].map((i) => pageRowsOf(i, height, a4))).toEqual([a4.pageRows, a4.pageRows, Math.ceil(a4.pageRows / 2)]);
  });
});

describe('PDF pages as html2pdf cuts them', () => {
  const cuts: { top: number; rows: number }[] = [];
  beforeEach(() => {
    cuts.length = 0;
    // jsdom draws nothing: html2pdf cuts each page out of the canvas with drawImage, recorded here.
    const context = {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (_source: unknown, _x: number, top: number, _width: number, rows: number) => cuts.push({ top, rows }),
    };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,/9j/2wAC/8AACwgAAQABAQERAP/Z');
  });
  afterEach(() => jest.restoreAllMocks());

  test.each(combos)('when a canvas of our %s %s pages is handed to html2pdf, then it cuts it at our page rows, the last page where the document ends', async (paper, orientation) => {
    const { default: html2pdf } = await import('html2pdf.js');
    const g = pageGeometry(paper, orientation);
    const height = 2.5 * g.pageHeightCss;
    const canvas = Object.assign(document.createElement('canvas'), { width: g.widthPx, height: [0, 1, 2].reduce((sum, i) => sum + pageRowsOf(i, height, g), 0) });
    await html2pdf().set({ margin: PDF_MARGIN_MM, jsPDF: { unit: 'mm', format: paper, orientation } }).from(canvas).toPdf();
    expect(cuts).toEqual([0, 1, 2].map((i) => ({ top: i * g.pageRows, rows: pageRowsOf(i, height, g) })));
  });
});

describe('PDF canvases', () => {
  test('when 100 blocks make 50 pages, then they are drawn a few at a time, each canvas within the pixels iOS Safari allows, every page once and in order', () => {
    const batches = canvasBatches(50, a4);
    expect(batches.every((b) => b.count * a4.widthPx * a4.pageRows <= MAX_CANVAS_PIXELS)).toBe(true);
    expect(batches.flatMap((b) => Array.from({ length: b.count }, (_, i) => b.first + i))).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(batches.length).toBeLessThan(50);
  });

  test('when not even one page fits the limit, then each page gets a canvas of its own', () => {
    expect(canvasBatches(3, a4, 1000)).toEqual([
      { first: 0, count: 1 },
      { first: 1, count: 1 },
      { first: 2, count: 1 },
    ]);
  });
});

describe('PDF links', () => {
  const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

  test('when a link is laid out on the first page, then its area is at the same place on paper, inside the margin', () => {
    const [link] = linksOnPages([{ url, left: 100, top: 200, width: 300, height: 19 }], a4, 20);
    expect(link!.page).toBe(0);
    expect(link!.x).toBeCloseTo(20 + 100 / CSS_PX_PER_MM);
    expect(link!.y).toBeCloseTo(20 + 200 / CSS_PX_PER_MM);
    expect(link!.width).toBeCloseTo(300 / CSS_PX_PER_MM);
    expect(link!.height).toBeCloseTo(19 / CSS_PX_PER_MM);
  });

  test('when a link is laid out on a later page, then it lands on that page, measured from that page\'s top', () => {
    const [link] = linksOnPages([{ url, left: 0, top: 3 * a4.pageHeightCss + 50, width: 10, height: 19 }], a4, 20);
    expect(link!.page).toBe(3);
    expect(link!.y).toBeCloseTo(20 + 50 / CSS_PX_PER_MM);
  });

  test('when a line box is cut by a page boundary, then each page gets its part of the area', () => {
    const parts = linksOnPages([{ url, left: 0, top: a4.pageHeightCss - 5, width: 10, height: 19 }], a4, 20);
    expect(parts.map((p) => p.page)).toEqual([0, 1]);
    expect(parts[1]!.y).toBeCloseTo(20);
    expect(parts[0]!.height + parts[1]!.height).toBeCloseTo(19 / CSS_PX_PER_MM);
  });
});
