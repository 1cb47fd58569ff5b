import { totalDuration, type Exercise, type RoundGroupSpec } from '@blockbeat/contracts';
import { loadDemoImages } from '../src/features/pdf-export/model/pdfDemos';
import { buildPdfDocument, PDF_BLOCK_CLASS, PDF_DEMO_CLASS, PDF_ROUNDS_CLASS, roundsHeading } from '../src/features/pdf-export/model/pdfDocument';
import { DEFAULT_PDF_OPTIONS } from '../src/features/pdf-export/model/pdfOptions';
import { workout } from './helpers';

const IMAGE = '/api/uploads/0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11';
const exercises: Exercise[] = [
  { name: 'Warm-up', duration: 60, restTime: 0 },
  { name: 'Burpees', duration: 40, restTime: 20, demo: { type: 'image', url: IMAGE } },
  { name: 'Pigeon', duration: 30, restTime: 10, eachSide: true, sideSwitchSec: 5 },
  { name: 'Calm', duration: 228, restTime: 0, breathing: { breaths: 12, inhaleSec: 4, holdSec: 7, exhaleSec: 8 } },
  { name: 'Cool-down', duration: 60, restTime: 0, eachSide: true },
];
const groups: RoundGroupSpec[] = [{ start: 1, count: 3, rounds: 3, restBetweenRoundsSec: 60 }];
const subject = workout({ name: 'Structured', exercises, groups, totalDuration: totalDuration(exercises, groups) });
const build = (demoImages = new Map<string, string>()) => buildPdfDocument(subject, DEFAULT_PDF_OPTIONS, new Date(2026, 10, 24), document, null, demoImages);
const texts = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector), (e) => e.textContent);

test('when a workout has a round group, then its heading says the rounds and the rest, and its blocks are indented once under it', () => {
  const root = build();
  expect(texts(root, `.${PDF_ROUNDS_CLASS}`)).toEqual(['Rounds ×3 (60 s rest between rounds)']);
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(`:scope > .${PDF_BLOCK_CLASS}`));
  // Header, five blocks, footer; the heading shares a page block with the group's first block.
  expect(blocks).toHaveLength(7);
  expect(texts(blocks[2]!, `.${PDF_ROUNDS_CLASS}, h2`)).toEqual(['Rounds ×3 (60 s rest between rounds)', '2. Burpees']);
  const indent = (name: string) => (Array.from(root.querySelectorAll('h2')).find((h) => h.textContent!.endsWith(name))!.closest(`.${PDF_BLOCK_CLASS} > div`) as HTMLElement).style.marginLeft;
  expect(['Warm-up', 'Burpees', 'Pigeon', 'Calm', 'Cool-down'].map(indent)).toEqual(['', '24px', '24px', '24px', '']);
});

test('when blocks are each side or breath-paced, then each says so', () => {
  expect(texts(build(), '.pdf-structure')).toEqual(['Each side (+5 s switch)', '12 breaths · 4-7-8', 'Each side']);
});

test('when the workout has rounds, then the total time counts every round, the rests between them, both sides and the breaths', () => {
  // Warm-up 60 + 3 × (60 + 75 + 228) + 2 × 60 + cool-down 2 × 60 = 1389 s.
  expect(subject.totalDuration).toBe(1389);
  expect(texts(build(), '.pdf-summary')[0]).toContain('Total Time: 23m 9s');
});

test('when a group has a name and no rest, then the heading carries the name only', () => {
  expect(roundsHeading({ rounds: 4, name: 'Circuit A' })).toBe('Circuit A: Rounds ×4');
  expect(roundsHeading({ rounds: 2, restBetweenRoundsSec: 0 })).toBe('Rounds ×2');
});

test('when a block’s demo image was loaded, then it shows as a small thumbnail; when it was not, the block has none', () => {
  const withImage = build(new Map([[IMAGE, 'data:image/png;base64,AAAA']]));
  const thumbs = Array.from(withImage.querySelectorAll<HTMLImageElement>(`img.${PDF_DEMO_CLASS}`));
  expect(thumbs).toHaveLength(1);
  expect(thumbs[0]!.src).toBe('data:image/png;base64,AAAA');
  expect(thumbs[0]!.style.width).toBe('56px');
  expect(build().querySelector('img')).toBeNull();
});

test('when demo images are loaded, then each URL is read once, video links are not, and failures are left out', async () => {
  const read = jest.fn(async (url: string) => (url === IMAGE ? 'data:image/gif;base64,R0lG' : null));
  const other = '/api/uploads/9b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c19';
  const images = await loadDemoImages(
    {
      exercises: [
        { name: 'A', duration: 30, demo: { type: 'image', url: IMAGE } },
        { name: 'B', duration: 30, demo: { type: 'image', url: IMAGE } },
        { name: 'C', duration: 30, demo: { type: 'image', url: other } },
        { name: 'D', duration: 30, demo: { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } },
        { name: 'E', duration: 30 },
      ],
    },
    read,
  );
  expect(read.mock.calls.map(([url]) => url)).toEqual([IMAGE, other]);
  expect(Object.fromEntries(images)).toEqual({ [IMAGE]: 'data:image/gif;base64,R0lG' });
});
