import type { PdfBranding } from '../src/features/pdf-export/model/pdfBranding';
import { buildPdfDocument, PDF_BLOCK_CLASS, PDF_BRAND_CLASS, PDF_LOGO_CLASS } from '../src/features/pdf-export/model/pdfDocument';
import { DEFAULT_PDF_OPTIONS, formatMinutesSeconds, pdfFileName, printableAreaMm, type PdfOptions } from '../src/features/pdf-export/model/pdfOptions';
import { workout } from './helpers';

describe('PDF file name', () => {
  test.each([
    ['Morning HIIT', 'morning_hiit_workout.pdf'],
    ['Core & Abs: 20 min!', 'core___abs__20_min__workout.pdf'],
    ['Café Yoga', 'caf__yoga_workout.pdf'],
    ['ABC123', 'abc123_workout.pdf'],
    ['', '_workout.pdf'],
  ])('when the workout is named %p, then the file is %p', (name, file) => {
    expect(pdfFileName(name)).toBe(file);
  });
});

describe('PDF page size', () => {
  test('when the paper and orientation are chosen, then the printable area leaves 20 mm margins', () => {
    expect(printableAreaMm('a4', 'portrait')).toEqual({ width: 170, height: 257 });
    expect(printableAreaMm('a4', 'landscape')).toEqual({ width: 257, height: 170 });
    const letter = printableAreaMm('letter', 'portrait');
    expect(letter.width).toBeCloseTo(175.9);
    expect(letter.height).toBeCloseTo(239.4);
  });
});

describe('PDF document', () => {
  const generatedAt = new Date(2025, 7, 9, 14, 30, 5);
  const subject = workout({
    name: 'Full Body',
    description: 'Everything at once',
    notes: 'Warm up first',
    totalDuration: 779,
    exercises: [
      { name: 'Squats', duration: 40, restTime: 20, notes: 'Knees out', musicUrl: 'https://youtu.be/dQw4w9WgXcQ', musicType: 'youtube' },
      { name: 'Plank', duration: 60, restTime: 0, notes: '   ', musicUrl: '' },
      { name: 'Run', duration: 120, notes: undefined, musicUrl: '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11', musicType: 'upload' },
    ],
  });
  const build = (options: Partial<PdfOptions> = {}) => buildPdfDocument(subject, { ...DEFAULT_PDF_OPTIONS, ...options }, generatedAt);
  const texts = (root: HTMLElement, selector: string) => Array.from(root.querySelectorAll(selector)).map((e) => e.textContent);

  test('when built, then it has the name, description, exercise count and total time in minutes and seconds', () => {
    const root = build();
    expect(root.querySelector('h1')?.textContent).toBe('Full Body');
    expect(root.textContent).toContain('Everything at once');
    expect(texts(root, '.pdf-summary')).toEqual(['3 exercises • Total Time: 12m 59s • Category: HIIT • Difficulty: Intermediate']);
    expect(texts(root, 'h2')).toEqual(['1. Squats', '2. Plank', '3. Run']);
  });

  test('when the category is a custom one, then it is printed as its owner typed it', () => {
    const root = buildPdfDocument(workout({ category: 'Aqua Fit', difficulty: 'advanced' }), DEFAULT_PDF_OPTIONS, generatedAt);
    expect(texts(root, '.pdf-summary')[0]).toContain('Category: Aqua Fit • Difficulty: Advanced');
  });

  test('when built, then every piece of content is inside a block a page break must not cut', () => {
    const root = build({ includeMusicUrls: true });
    const blocks = root.querySelectorAll(`.${PDF_BLOCK_CLASS}`);
    expect(blocks).toHaveLength(1 + 3 + 1);
    expect(Array.from(root.children).every((c) => c.classList.contains(PDF_BLOCK_CLASS))).toBe(true);
    expect((blocks[1] as HTMLElement).style.breakInside).toBe('avoid');
  });

  test('when durations are on, then each block shows its duration and rest; when off, none do', () => {
    expect(texts(build(), '.pdf-timing')).toEqual(['Duration: 40s • Rest: 20s', 'Duration: 60s • Rest: 0s', 'Duration: 120s • Rest: 0s']);
    expect(texts(build({ includeTimings: false }), '.pdf-timing')).toEqual([]);
  });

  test('when notes are on, then a notes line is printed only where notes exist', () => {
    expect(texts(build({ includeNotes: true }), '.pdf-notes')).toEqual(['Notes: Warm up first', 'Notes: Knees out']);
    expect(texts(build({ includeNotes: false }), '.pdf-notes')).toEqual([]);
  });

  test('when music URLs are on, then a music line is printed only where a URL exists', () => {
    expect(texts(build({ includeMusicUrls: true }), '.pdf-music')).toEqual([
      'Music: YouTube: https://youtu.be/dQw4w9WgXcQ',
      'Music: Uploaded audio: http://localhost/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11',
    ]);
    expect(texts(build({ includeMusicUrls: false }), '.pdf-music')).toEqual([]);
  });

  test('when music URLs are on, then each printed web address is a link to itself, and anything else stays text', () => {
    const links = Array.from(build({ includeMusicUrls: true }).querySelectorAll<HTMLAnchorElement>('.pdf-music a'));
    expect(links.map((a) => [a.textContent, a.href])).toEqual([
      ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
      ['http://localhost/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11', 'http://localhost/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11'],
    ]);
    const other = buildPdfDocument(workout({ exercises: [{ name: 'Odd', duration: 30, musicUrl: 'javascript:alert(1)' }] }), { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true }, generatedAt);
    expect(texts(other, '.pdf-music')).toEqual(['Music: javascript:alert(1)']);
    expect(other.querySelector('a')).toBeNull();
  });

  test('when built, then the footer gives the date and time it was generated', () => {
    expect(texts(build(), '.pdf-footer')).toEqual([
      `Generated by BlockBeat on ${generatedAt.toLocaleDateString()} at ${generatedAt.toLocaleTimeString()}`,
    ]);
  });

  test('when the content contains markup, then it is printed as text', () => {
    const root = buildPdfDocument(workout({ name: '<img src=x onerror=alert(1)>' }), DEFAULT_PDF_OPTIONS, generatedAt);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  test('when total time is formatted, then it reads minutes and seconds', () => {
    expect(formatMinutesSeconds(0)).toBe('0m 0s');
    expect(formatMinutesSeconds(59)).toBe('0m 59s');
    expect(formatMinutesSeconds(3600)).toBe('60m 0s');
  });
});

describe('PDF branding', () => {
  const generatedAt = new Date(2025, 7, 9, 14, 30, 5);
  const logo = () => Object.assign(document.createElement('img'), { src: 'http://localhost/api/branding/logo' });
  const build = (branding: PdfBranding | null) => buildPdfDocument(workout({ name: 'Branded' }), DEFAULT_PDF_OPTIONS, generatedAt, document, branding);
  const header = (root: HTMLElement) => root.firstElementChild as HTMLElement;

  test('when the instructor has a logo and both colours, then the first block shows the logo, a primary band and an accent rule above the name', () => {
    const root = build({ logo: logo(), primaryColor: '#ff0000', accentColor: '#00aa00' });
    const children = Array.from(header(root).children) as HTMLElement[];
    expect(children.slice(0, 4).map((c) => c.tagName)).toEqual(['IMG', 'DIV', 'DIV', 'H1']);
    expect((children[0] as HTMLImageElement).src).toBe('http://localhost/api/branding/logo');
    expect(children[0]!.className).toBe(PDF_LOGO_CLASS);
    expect(children.slice(1, 3).map((c) => [c.className, c.style.background, c.style.height])).toEqual([
      [PDF_BRAND_CLASS, 'rgb(255, 0, 0)', '6px'],
      [PDF_BRAND_CLASS, 'rgb(0, 170, 0)', '2px'],
    ]);
    // Colours mark rules only: the text keeps its own colour.
    expect(root.querySelector('h1')!.style.color).toBe('rgb(17, 24, 39)');
  });

  test('when only a colour is set, then only its rule is drawn', () => {
    const root = build({ logo: null, primaryColor: null, accentColor: '#123456' });
    expect(root.querySelector(`.${PDF_LOGO_CLASS}`)).toBeNull();
    expect(Array.from(root.querySelectorAll<HTMLElement>(`.${PDF_BRAND_CLASS}`)).map((r) => r.style.background)).toEqual(['rgb(18, 52, 86)']);
  });

  test('when there is no branding, then the page starts with the name', () => {
    const root = build(null);
    expect(header(root).firstElementChild?.tagName).toBe('H1');
    expect(root.querySelector(`.${PDF_LOGO_CLASS}, .${PDF_BRAND_CLASS}`)).toBeNull();
  });
});
