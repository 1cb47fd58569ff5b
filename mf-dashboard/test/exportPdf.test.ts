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
