import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { readPdf, type PdfPage } from '../../e2e/support/pdf';
import { exportWorkoutPdf, type PdfSources } from '../src/features/pdf-export/exportPdf';
import type { PdfBranding } from '../src/features/pdf-export/model/pdfBranding';
import { DEFAULT_PDF_OPTIONS } from '../src/features/pdf-export/model/pdfOptions';
import { workout } from './helpers';

/** Points per millimetre: the PDF's unit. */
const PT_PER_MM = 72 / 25.4;
/** A 1 × 1 PNG and the smallest JPEG jsPDF reads: what the stubbed canvases hand over. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 2, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9]).toString('base64')}`;
const UPLOAD_ID = '0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

// jest resolves jsPDF's Node build, which writes files to disk; the browser's (UMD) build downloads.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.umd.min.js'));

const blobs = new Map<string, Blob>();
const downloads: { name: string; blob: Blob }[] = [];
let fetched: string[] = [];

const noSources = (over: Partial<PdfSources> = {}): PdfSources => ({
  branding: async () => null,
  uploads: jest.fn(async () => ({ names: new Map<string, string>(), tempos: new Map<string, number>() })),
  shareUrl: jest.fn(async () => null),
  ...over,
});

beforeEach(() => {
  downloads.length = 0;
  blobs.clear();
  fetched = [];
  // jsdom draws nothing: canvases hand over a fixed tiny image of the asked type.
  const context = { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) => (type === 'image/jpeg' ? JPEG : PNG));
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: async () => undefined });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 96 });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalHeight', { configurable: true, get: () => 48 });
  // The embedded fonts are fetched from their asset URLs (file: URLs under jest): read from disk.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (url.startsWith('file:')) {
      const bytes = await readFile(fileURLToPath(url));
      return { ok: true, status: 200, arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) } as Response;
    }
    return { ok: false, status: 404, blob: async () => new Blob([]) } as Response;
  }) as unknown as typeof fetch;
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
  for (const key of ['decode', 'naturalWidth', 'naturalHeight']) delete (HTMLImageElement.prototype as unknown as Record<string, unknown>)[key];
  jest.restoreAllMocks();
});

/** The files downloaded once jsPDF's click (a timer after saving) has run, read as a viewer would, with the raw bytes inflated. */
async function downloaded(): Promise<{ name: string; pages: PdfPage[]; raw: string }[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return Promise.all(
    downloads.map(async ({ name, blob }) => {
      const pdf = Buffer.from(await blob.arrayBuffer());
      const streams = Array.from(pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g), (m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      });
      return { name, pages: readPdf(pdf), raw: pdf.toString('latin1') + streams.join('\n') };
    }),
  );
}

test('when a workout is exported, then it is saved under its name on the chosen paper, as text in the standard fonts, with no image', async () => {
  await exportWorkoutPdf(workout({ name: 'Morning HIIT' }), { ...DEFAULT_PDF_OPTIONS, paper: 'letter', orientation: 'landscape' }, new Date(), noSources());
  const [file, ...more] = await downloaded();
  expect(more).toEqual([]);
  expect(file!.name).toBe('morning_hiit_workout.pdf');
  const [page, ...others] = file!.pages;
  expect(others).toEqual([]);
  // Letter landscape is 279.4 × 215.9 mm.
  expect([page!.widthPt / PT_PER_MM, page!.heightPt / PT_PER_MM].map((mm) => Number(mm.toFixed(1)))).toEqual([279.4, 215.9]);
  // The strings are WinAnsi bytes: the bullet is 0x95.
  expect(page!.strings).toEqual(expect.arrayContaining(['Morning HIIT', '1. Burpees', '5. Jacks', 'Duration: 430s \x95 Rest: 0s', 'Page 1 of 1']));
  expect(page!.images).toBe(0);
  expect(file!.raw).toContain('/BaseFont /Helvetica-Bold');
  expect(file!.raw).not.toContain('/FontFile2');
  expect(file!.raw).toMatch(/\/Title \(Morning HIIT\)/);
  expect(fetched).toEqual([]);
});

test('when a printed address is exported, then the PDF has a link to it over the address, inside the margins', async () => {
  const subject = workout({ name: 'Linked', exercises: [{ name: 'Burpees', duration: 40, restTime: 20, musicType: 'youtube', musicUrl: YOUTUBE }] });
  await exportWorkoutPdf(subject, { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true }, new Date(), noSources());
  const [file] = await downloaded();
  const [page] = file!.pages;
  expect(page!.strings).toEqual(expect.arrayContaining(['Music: YouTube: ', YOUTUBE]));
  expect(page!.links).toHaveLength(1);
  const [link] = page!.links;
  expect(link!.url).toBe(YOUTUBE);
  const mm = (pt: number) => pt / PT_PER_MM;
  expect(mm(link!.left)).toBeGreaterThan(20);
  expect(mm(link!.top)).toBeGreaterThan(20);
  expect(mm(link!.left + link!.width)).toBeLessThan(190);
  // One line of 9.75 pt text at 1.45 line height.
  expect(mm(link!.height)).toBeCloseTo(9.75 * 1.45 * (25.4 / 72), 1);
});

test('when a block plays an uploaded track of a shared workout, then the PDF names the file, its tempo and counts, links the share, and never prints the private URL', async () => {
  const shareUrl = 'http://localhost/shared/abcdefghijklmnopqrstuvwxyz012345';
  const sources = noSources({ uploads: jest.fn(async () => ({ names: new Map([[UPLOAD_ID, 'Morning Mix.mp3']]), tempos: new Map([[UPLOAD_ID, 128]]) })), shareUrl: jest.fn(async () => shareUrl) });
  const subject = workout({ id: 'w9', name: 'Spin', exercises: [{ name: 'Climb', duration: 60, musicType: 'upload', musicUrl: `/api/uploads/${UPLOAD_ID}` }] });
  await exportWorkoutPdf(subject, { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true }, new Date(), sources);
  const [file] = await downloaded();
  const [page] = file!.pages;
  // The line wraps: its pieces join without the break.
  expect(page!.strings.join('')).toContain(`Music: Uploaded audio: Morning Mix.mp3 (plays from the shared link: ${shareUrl})`);
  // A link area on each line the address wraps onto.
  expect(new Set(page!.links.map((l) => l.url))).toEqual(new Set([shareUrl]));
  // Its tempo, and the 60 s block in counts (issue 27).
  expect(page!.strings.join('')).toContain('128 BPM · 128 counts');
  expect(file!.raw).not.toContain('/api/uploads/');
  expect(sources.shareUrl).toHaveBeenCalledWith('w9');

  // Without music lines, neither the names nor the share are asked for.
  const quiet = noSources();
  await exportWorkoutPdf(subject, DEFAULT_PDF_OPTIONS, new Date(), quiet);
  expect(quiet.uploads).not.toHaveBeenCalled();
  expect(quiet.shareUrl).not.toHaveBeenCalled();
});

test('when the instructor has branding, then the logo is on every page, drawn once into the file; without it, no image', async () => {
  const logo = Object.assign(document.createElement('img'), { src: 'http://localhost/api/branding/logo' });
  const branding = async (): Promise<PdfBranding> => ({ logo, primaryColor: '#ff0000', accentColor: null });
  const long = workout({ name: 'Branded', exercises: Array.from({ length: 60 }, (_, i) => ({ name: `Block ${i + 1}`, duration: 30, notes: 'Keep going. '.repeat(20) })) });
  await exportWorkoutPdf(long, DEFAULT_PDF_OPTIONS, new Date(), noSources({ branding }));
  const [file] = await downloaded();
  expect(file!.pages.length).toBeGreaterThan(2);
  expect(file!.pages.map((p) => p.images)).toEqual(file!.pages.map(() => 1));
  // The logo and its transparency mask, however many pages show it.
  expect(file!.raw.match(/\/Subtype \/Image/g)).toHaveLength(2);
  // The primary colour's band, as a fill: 1 0 0 rg.
  expect(file!.raw).toMatch(/\b1\.?0* 0\.?0* 0\.?0* rg/);
});

test('when a name is in a script beyond Latin-1, then the Unicode font is fetched and embedded; a script it lacks prints as U+FFFD, and the export still succeeds', async () => {
  await exportWorkoutPdf(workout({ name: 'Łódź Привет ヨガ' }), DEFAULT_PDF_OPTIONS, new Date(), noSources());
  const [file] = await downloaded();
  expect(file!.name).toBe('__d____________workout.pdf');
  expect(fetched.map((url) => url.split('/').pop())).toEqual(['DejaVuSans-subset.ttf', 'DejaVuSans-Bold-subset.ttf']);
  expect(file!.raw).toContain('/FontFile2');
  expect(file!.raw).toMatch(/\/BaseFont \/\w*DejaVuSans/);
  // The title property keeps the name as typed.
  expect(file!.raw).toContain('/Title (\xfe\xff');
});

test('when the Unicode font cannot be fetched, then the export fails and nothing is downloaded', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 503 }) as Response) as unknown as typeof fetch;
  await expect(exportWorkoutPdf(workout({ name: 'Ελληνικά' }), DEFAULT_PDF_OPTIONS, new Date(), noSources())).rejects.toThrow(/answered 503/);
  expect(await downloaded()).toEqual([]);
});

test('when blocks have demo images, then each readable one is drawn as a thumbnail, and one that fails is left out without failing the export', async () => {
  const good = '/api/uploads/11111111-1111-4111-8111-111111111111';
  const missing = '/api/uploads/22222222-2222-4222-8222-222222222222';
  const offline = '/api/uploads/33333333-3333-4333-8333-333333333333';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
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
  await exportWorkoutPdf(subject, DEFAULT_PDF_OPTIONS, new Date(), noSources());
  const [file] = await downloaded();
  expect(file!.name).toBe('demos_workout.pdf');
  // Each image is read once, whatever the number of blocks showing it; video links are not fetched.
  expect(fetched.sort()).toEqual([good, missing, offline]);
  // Drawn twice (two blocks show it), embedded once.
  expect(file!.pages[0]!.images).toBe(2);
  expect(file!.raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
});
