import { exportWorkoutPdf } from '../src/features/pdf-export/exportPdf';
import { DEFAULT_PDF_OPTIONS } from '../src/features/pdf-export/model/pdfOptions';
import { workout } from './helpers';

const calls: { set: Record<string, unknown>[]; from: HTMLElement[]; saved: number } = { set: [], from: [], saved: 0 };

jest.mock('html2pdf.js', () => {
  const worker = {
    set: (options: Record<string, unknown>) => (calls.set.push(options), worker),
    from: (source: HTMLElement) => (calls.from.push(source), worker),
    toCanvas: () => worker,
    toPdf: () => worker,
    get: async (key: string) => (key === 'pageSize' ? { inner: { width: 170, height: 257, ratio: 257 / 170 }, unit: 'mm' } : document.createElement('canvas')),
    save: async () => {
      calls.saved += 1;
    },
  };
  return { __esModule: true, default: () => worker };
});

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

test('when a workout is exported, then html2pdf gets 20 mm margins, the file name and the paper, and saves', async () => {
  await exportWorkoutPdf(workout({ name: 'Morning HIIT' }), { ...DEFAULT_PDF_OPTIONS, paper: 'letter', orientation: 'landscape' });
  expect(calls.set[0]).toMatchObject({
    margin: 20,
    filename: 'morning_hiit_workout.pdf',
    jsPDF: { unit: 'mm', format: 'letter', orientation: 'landscape' },
    pagebreak: { mode: [] },
  });
  expect(calls.set[1]).toMatchObject({ html2canvas: expect.objectContaining({ scale: 2 }) });
  expect(calls.from[0]!.querySelector('h1')?.textContent).toBe('Morning HIIT');
  expect(calls.set[2]).toHaveProperty('canvas');
  expect(calls.saved).toBe(1);
});

test('when the instructor has branding, then the page handed to html2pdf carries the logo and colours; without it, none', async () => {
  const logo = Object.assign(document.createElement('img'), { src: 'http://localhost/api/branding/logo' });
  await exportWorkoutPdf(workout({ name: 'Branded' }), DEFAULT_PDF_OPTIONS, new Date(), async () => ({ logo, primaryColor: '#ff0000', accentColor: null }));
  const branded = calls.from.at(-1)!;
  expect(branded.querySelector<HTMLImageElement>('img.pdf-logo')?.src).toBe('http://localhost/api/branding/logo');
  expect(Array.from(branded.querySelectorAll<HTMLElement>('.pdf-brand')).map((r) => r.style.background)).toEqual(['rgb(255, 0, 0)']);

  await exportWorkoutPdf(workout({ name: 'Plain' }), DEFAULT_PDF_OPTIONS, new Date(), async () => null);
  expect(calls.from.at(-1)!.querySelector('img, .pdf-brand')).toBeNull();
});
