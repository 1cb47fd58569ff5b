import { Buffer } from 'node:buffer';
import { readPdf, type PdfPage } from '../../e2e/support/pdf';
import { exportWorkoutPdf } from '../src/features/pdf-export/exportPdf';
import { CSS_PX_PER_MM } from '../src/features/pdf-export/model/pageGeometry';
import { DEFAULT_PDF_OPTIONS } from '../src/features/pdf-export/model/pdfOptions';
import { workout } from './helpers';

interface Drawn {
  element: HTMLElement;
  options: { scale: number; y: number; canvas: HTMLCanvasElement };
}

/** Points per millimetre: the PDF's unit. */
const PT_PER_MM = 72 / 25.4;
/** The smallest JPEG jsPDF reads: start, an empty table segment, a 1×1 frame header, end. */
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 2, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9]).toString('base64')}`;

const drawn: Drawn[] = [];
const blobs = new Map<string, Blob>();
const downloads: { name: string; blob: Blob }[] = [];
let drawFails = false;

// jsdom draws nothing: html2canvas records what html2pdf asks it to draw, and canvases are stubs.
// html2pdf and its jsPDF are the real ones: the test reads the PDF file they download.
jest.mock('html2canvas', () => async (element: HTMLElement, options: Drawn['options']) => {
  if (drawFails) throw new Error('drawing failed');
  drawn.push({ element, options });
  return options.canvas;
});

beforeEach(() => {
  drawn.length = 0;
  downloads.length = 0;
  blobs.clear();
  drawFails = false;
  const context = { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: async () => undefined });
  // The download: jsPDF clicks a link to a blob URL named after the file.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:pdf-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement, event: Event) {
    if (event.type === 'click' && this.download) downloads.push({ name: this.download, blob: blobs.get(this.href)! });
    return true;
  });
});
afterEach(async () => {
  // jsPDF clicks its download link a timer after saving: let that click land in its own test.
  await new Promise((resolve) => setTimeout(resolve, 0));
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  jest.restoreAllMocks();
});

/** The files downloaded once jsPDF's click (a timer after saving) has run, read as a viewer would. */
async function downloaded(): Promise<{ name: string; pages: PdfPage[] }[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return Promise.all(downloads.map(async ({ name, blob }) => ({ name, pages: readPdf(Buffer.from(await blob.arrayBuffer())) })));
}

test('when a workout is exported, then the pages sit inside 20 mm margins on the chosen paper at twice CSS resolution, and the file is saved under its name', async () => {
  await exportWorkoutPdf(workout({ name: 'Morning HIIT' }), { ...DEFAULT_PDF_OPTIONS, paper: 'letter', orientation: 'landscape' });
  const [file, ...more] = await downloaded();
  expect(more).toEqual([]);
  expect(file!.name).toBe('morning_hiit_workout.pdf');
  // Letter landscape is 279.4 × 215.9 mm; the page image starts 20 mm in, and is 239.4 mm wide.
  const [page] = file!.pages;
  expect([page!.widthPt / PT_PER_MM, page!.heightPt / PT_PER_MM].map((mm) => Number(mm.toFixed(1)))).toEqual([279.4, 215.9]);
  expect(page!.image.left / PT_PER_MM).toBeCloseTo(20);
  expect(page!.image.top / PT_PER_MM).toBeCloseTo(20);
  expect(page!.image.width / PT_PER_MM).toBeCloseTo(239.4);
  expect(drawn[0]!.options.scale).toBeCloseTo(2, 3);
  expect(drawn[0]!.element.querySelector('h1')?.textContent).toBe('Morning HIIT');
  expect(document.querySelector('iframe, .html2pdf__overlay')).toBeNull();
});

test('when a printed address is exported, then the PDF has a link to it over the address, on its page', async () => {
  const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  // jsdom lays nothing out: the address's line box is where a browser could have put it.
  jest.spyOn(HTMLAnchorElement.prototype, 'getClientRects').mockReturnValue([{ left: 100, top: 200, width: 300, height: 19 }] as unknown as DOMRectList);
  const subject = workout({ name: 'Linked', exercises: [{ name: 'Burpees', duration: 40, restTime: 20, musicType: 'youtube', musicUrl: url }] });
  await exportWorkoutPdf(subject, { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true });
  const [file] = await downloaded();
  const { links } = file!.pages[0]!;
  expect(links).toHaveLength(1);
  const [link] = links;
  expect(link!.url).toBe(url);
  const mm = (pt: number) => pt / PT_PER_MM;
  expect(mm(link!.left)).toBeCloseTo(20 + 100 / CSS_PX_PER_MM);
  expect(mm(link!.top)).toBeCloseTo(20 + 200 / CSS_PX_PER_MM);
  expect(mm(link!.width)).toBeCloseTo(300 / CSS_PX_PER_MM);
  expect(mm(link!.height)).toBeCloseTo(19 / CSS_PX_PER_MM);
});

test('when the instructor has branding, then the page handed to html2canvas carries the logo and colours; without it, none', async () => {
  const logo = Object.assign(document.createElement('img'), { src: 'http://localhost/api/branding/logo' });
  await exportWorkoutPdf(workout({ name: 'Branded' }), DEFAULT_PDF_OPTIONS, new Date(), async () => ({ logo, primaryColor: '#ff0000', accentColor: null }));
  const branded = drawn.at(-1)!.element;
  expect(branded.querySelector<HTMLImageElement>('img.pdf-logo')?.src).toBe('http://localhost/api/branding/logo');
  expect(Array.from(branded.querySelectorAll<HTMLElement>('.pdf-brand')).map((r) => r.style.background)).toEqual(['rgb(255, 0, 0)']);

  await exportWorkoutPdf(workout({ name: 'Plain' }), DEFAULT_PDF_OPTIONS, new Date(), async () => null);
  expect(drawn.at(-1)!.element.querySelector('img, .pdf-brand')).toBeNull();
});

test('when drawing fails, then the export fails and leaves no hidden frame or html2pdf overlay behind', async () => {
  drawFails = true;
  await expect(exportWorkoutPdf(workout({ name: 'Broken' }), DEFAULT_PDF_OPTIONS)).rejects.toThrow('drawing failed');
  expect(await downloaded()).toEqual([]);
  expect(document.querySelector('iframe, .html2pdf__overlay')).toBeNull();
});

test('when blocks have demo images, then each readable one is drawn as a thumbnail from a data URL, and one that fails is left out without failing the export', async () => {
  const good = '/api/uploads/11111111-1111-4111-8111-111111111111';
  const missing = '/api/uploads/22222222-2222-4222-8222-222222222222';
  const offline = '/api/uploads/33333333-3333-4333-8333-333333333333';
  const requested: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (url === offline) throw new TypeError('Failed to fetch');
    if (url === missing) return { ok: false, status: 404, blob: async () => new Blob([]) } as Response;
    return { ok: true, status: 200, blob: async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) } as Response;
  }) as unknown as typeof fetch;
  const subject = workout({
    name: 'Demos',
    exercises: [
      { name: 'Squat', duration: 40, demo: { type: 'image', url: good } },
      { name: 'Lunge', duration: 40, demo: { type: 'image', url: missing } },
      { name: 'Plank', duration: 40, demo: { type: 'image', url: offline } },
      { name: 'Squat again', duration: 40, demo: { type: 'image', url: good } },
      { name: 'Video', duration: 40, demo: { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } },
    ],
  });
  await exportWorkoutPdf(subject, DEFAULT_PDF_OPTIONS, new Date(), async () => null);
  const [file] = await downloaded();
  expect(file!.name).toBe('demos_workout.pdf');
  // Each image is read once, whatever the number of blocks showing it; video links are not fetched.
  expect(requested.sort()).toEqual([good, missing, offline]);
  const thumbs = Array.from(drawn[0]!.element.querySelectorAll<HTMLImageElement>('img.pdf-demo'));
  expect(thumbs.map((img) => img.closest('div')!.parentElement!.querySelector('h2')!.textContent)).toEqual(['1. Squat', '4. Squat again']);
  expect(thumbs.every((img) => img.src === 'data:image/png;base64,iVBORw==')).toBe(true);
});
