import { totalDuration, type Exercise, type RoundGroupSpec } from '@blockbeat/contracts';
import { loadDemoImages } from '../src/features/pdf-export/model/pdfDemos';
import { buildPdfContent, contentText, PDF_LINK_COLOR, roundsHeading, type Paragraph, type PdfContent, type PdfContext } from '../src/features/pdf-export/model/pdfContent';
import { DEFAULT_PDF_OPTIONS, formatMinutesSeconds, pdfFileName, printableAreaMm, type PdfOptions } from '../src/features/pdf-export/model/pdfOptions';
import { fitsStandardFonts, printableText, withDrawableCharacters } from '../src/features/pdf-export/model/pdfText';
import { workout } from './helpers';

const UPLOAD_ID = '0b6f8c2e-2f5b-4a53-9a55-0f6f4e1b7c11';
const context = (over: Partial<PdfContext> = {}): PdfContext => ({ origin: 'http://localhost', uploadNames: new Map(), shareUrl: null, demos: new Set(), ...over });
const text = (p: Paragraph) => p.runs.map((r) => r.text).join('');
/** The texts of the paragraphs in that role, header and blocks, in order. */
const texts = (content: PdfContent, role: Paragraph['role']) =>
  [...content.header, ...content.entries.flatMap((e) => [...(e.heading ? [e.heading] : []), ...e.paragraphs])].filter((p) => p.role === role).map(text);

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

test('when the paper and orientation are chosen, then the printable area leaves 20 mm margins', () => {
  expect(printableAreaMm('a4', 'portrait')).toEqual({ width: 170, height: 257 });
  expect(printableAreaMm('a4', 'landscape')).toEqual({ width: 257, height: 170 });
  const letter = printableAreaMm('letter', 'portrait');
  expect(letter.width).toBeCloseTo(175.9);
  expect(letter.height).toBeCloseTo(239.4);
});

describe('PDF content', () => {
  const generatedAt = new Date(2025, 7, 9, 14, 30, 5);
  const subject = workout({
    name: 'Full Body',
    description: 'Everything at once',
    notes: 'Warm up first',
    totalDuration: 779,
    exercises: [
      { name: 'Squats', duration: 40, restTime: 20, notes: 'Knees out', musicUrl: 'https://youtu.be/dQw4w9WgXcQ', musicType: 'youtube' },
      { name: 'Plank', duration: 60, restTime: 0, notes: '   ', musicUrl: '' },
      { name: 'Run', duration: 120, notes: undefined, musicUrl: `/api/uploads/${UPLOAD_ID}`, musicType: 'upload' },
    ],
  });
  const build = (options: Partial<PdfOptions> = {}, over: Partial<PdfContext> = {}) => buildPdfContent(subject, { ...DEFAULT_PDF_OPTIONS, ...options }, generatedAt, context(over));

  test('when built, then it has the name, description, exercise count and total time in minutes and seconds, and each block its number and name', () => {
    const content = build();
    expect(texts(content, 'title')).toEqual(['Full Body']);
    expect(content.header[0]!.runs[0]!.font).toBe('bold');
    expect(texts(content, 'description')).toEqual(['Everything at once']);
    expect(texts(content, 'summary')).toEqual(['3 exercises • Total Time: 12m 59s • Category: HIIT • Difficulty: Intermediate']);
    expect(texts(content, 'block-name')).toEqual(['1. Squats', '2. Plank', '3. Run']);
    expect(content.title).toBe('Full Body');
  });

  test('when the category is a custom one, then it is printed as its owner typed it', () => {
    const content = buildPdfContent(workout({ category: 'Aqua Fit', difficulty: 'advanced' }), DEFAULT_PDF_OPTIONS, generatedAt, context());
    expect(texts(content, 'summary')[0]).toContain('Category: Aqua Fit • Difficulty: Advanced');
  });

  test('when durations are on, then each block shows its duration and rest; when off, none do', () => {
    expect(texts(build(), 'timing')).toEqual(['Duration: 40s • Rest: 20s', 'Duration: 60s • Rest: 0s', 'Duration: 120s • Rest: 0s']);
    expect(texts(build({ includeTimings: false }), 'timing')).toEqual([]);
  });

  test('when notes are on, then a notes line is printed only where notes exist', () => {
    expect(texts(build({ includeNotes: true }), 'notes')).toEqual(['Notes: Warm up first', 'Notes: Knees out']);
    expect(texts(build({ includeNotes: false }), 'notes')).toEqual([]);
  });

  test('when music URLs are on, then a music line is printed only where a URL exists; an upload by its file name, never its private URL', () => {
    const content = build({ includeMusicUrls: true }, { uploadNames: new Map([[UPLOAD_ID, 'Morning Mix.mp3']]) });
    expect(texts(content, 'music')).toEqual(['Music: YouTube: https://youtu.be/dQw4w9WgXcQ', 'Music: Uploaded audio: Morning Mix.mp3']);
    expect(contentText(content)).not.toContain('/api/uploads/');
    expect(texts(build({ includeMusicUrls: false }), 'music')).toEqual([]);
  });

  test('when the workout is shared, then an uploaded track also gives the share link, as a link', () => {
    const shareUrl = 'http://localhost/shared/abcdefghijklmnopqrstuvwxyz012345';
    const content = build({ includeMusicUrls: true }, { shareUrl });
    const [, upload] = content.entries.map((e) => e.paragraphs.find((p) => p.role === 'music')).filter(Boolean);
    expect(text(upload!)).toBe(`Music: Uploaded audio (plays from the shared link: ${shareUrl})`);
    expect(upload!.runs.filter((r) => r.url).map((r) => r.url)).toEqual([shareUrl]);
  });

  test('when an upload is written out as a URL on this origin, or is a file picked in the browser, then neither address is printed', () => {
    const content = buildPdfContent(
      workout({
        exercises: [
          { name: 'A', duration: 30, musicUrl: `http://localhost/api/uploads/${UPLOAD_ID}`, musicType: 'upload' },
          { name: 'B', duration: 30, musicUrl: 'data:audio/mpeg;base64,SUQz', musicType: 'upload' },
          { name: 'C', duration: 30, musicUrl: 'blob:http://localhost/1234', musicType: 'upload' },
        ],
      }),
      { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true },
      generatedAt,
      context({ uploadNames: new Map([[UPLOAD_ID, 'beat.wav']]) }),
    );
    expect(texts(content, 'music')).toEqual(['Music: Uploaded audio: beat.wav', 'Music: Uploaded audio', 'Music: Uploaded audio']);
  });

  test('when a block plays an upload whose tempo is sure, then the line under its music says the tempo and the block in counts', () => {
    const url = `/api/uploads/${UPLOAD_ID}`;
    const content = buildPdfContent(
      workout({
        exercises: [
          { name: 'Step', duration: 15, musicUrl: url, musicType: 'upload' },
          { name: 'Lift', duration: 14, musicUrl: url, musicType: 'upload' },
          { name: 'Other', duration: 15, musicUrl: `/api/uploads/${UPLOAD_ID.replace('11', '22')}`, musicType: 'upload' },
          { name: 'Film', duration: 15, musicUrl: 'https://youtu.be/dQw4w9WgXcQ', musicType: 'youtube' },
        ],
      }),
      { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true },
      generatedAt,
      context({ uploadNames: new Map([[UPLOAD_ID, 'step.wav']]), uploadTempos: new Map([[UPLOAD_ID, 128]]) }),
    );
    expect(texts(content, 'tempo')).toEqual(['128 BPM · 32 counts', '128 BPM · ≈ 30 counts']);
    expect(content.entries[0]!.paragraphs.map((p) => p.role)).toEqual(['block-name', 'timing', 'music', 'tempo']);
  });

  test("when a block without music has its own click tempo, then the PDF says the click track's tempo and the block in counts, and nothing for a silent block without one", () => {
    const content = buildPdfContent(
      workout({ exercises: [{ name: 'March', duration: 30, clickBpm: 120 }, { name: 'Stretch', duration: 30 }] }),
      { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true },
      generatedAt,
      context(),
    );
    expect(texts(content, 'tempo')).toEqual(['Click track 120 BPM · 60 counts']);
    expect(content.entries[0]!.paragraphs.map((p) => p.role)).toEqual(['block-name', 'timing', 'tempo']);
    expect(content.entries[1]!.paragraphs.map((p) => p.role)).toEqual(['block-name', 'timing']);
  });

  test('when music URLs are on, then each printed web address is a blue link to itself, broken anywhere, and anything else stays text', () => {
    const [squats] = build({ includeMusicUrls: true }).entries;
    const link = squats!.paragraphs.find((p) => p.role === 'music')!.runs.find((r) => r.url);
    expect(link).toEqual({ text: 'https://youtu.be/dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ', color: PDF_LINK_COLOR, font: 'regular', breakAnywhere: true });
    const other = buildPdfContent(workout({ exercises: [{ name: 'Odd', duration: 30, musicUrl: 'javascript:alert(1)' }] }), { ...DEFAULT_PDF_OPTIONS, includeMusicUrls: true }, generatedAt, context());
    expect(texts(other, 'music')).toEqual(['Music: javascript:alert(1)']);
    expect(other.entries[0]!.paragraphs.flatMap((p) => p.runs).some((r) => r.url)).toBe(false);
  });

  test('when built, then the stamp gives the date and time it was generated', () => {
    expect(build().stamp).toBe(`Generated by BlockBeat on ${generatedAt.toLocaleDateString()} at ${generatedAt.toLocaleTimeString()}`);
  });

  test('when the content contains markup, then it is kept as text', () => {
    expect(texts(buildPdfContent(workout({ name: '<img src=x onerror=alert(1)>' }), DEFAULT_PDF_OPTIONS, generatedAt, context()), 'title')).toEqual(['<img src=x onerror=alert(1)>']);
  });

  test('when total time is formatted, then it reads minutes and seconds', () => {
    expect(formatMinutesSeconds(0)).toBe('0m 0s');
    expect(formatMinutesSeconds(59)).toBe('0m 59s');
    expect(formatMinutesSeconds(3600)).toBe('60m 0s');
  });
});

describe('PDF content of a structured workout', () => {
  const IMAGE = `/api/uploads/${UPLOAD_ID}`;
  const exercises: Exercise[] = [
    { name: 'Warm-up', duration: 60, restTime: 0 },
    { name: 'Burpees', duration: 40, restTime: 20, demo: { type: 'image', url: IMAGE } },
    { name: 'Pigeon', duration: 30, restTime: 10, eachSide: true, sideSwitchSec: 5 },
    { name: 'Calm', duration: 228, restTime: 0, breathing: { breaths: 12, inhaleSec: 4, holdSec: 7, exhaleSec: 8 } },
    { name: 'Cool-down', duration: 60, restTime: 0, eachSide: true },
  ];
  const groups: RoundGroupSpec[] = [{ start: 1, count: 3, rounds: 3, restBetweenRoundsSec: 60 }];
  const subject = workout({ name: 'Structured', exercises, groups, totalDuration: totalDuration(exercises, groups) });
  const build = (demos = new Set<string>()) => buildPdfContent(subject, DEFAULT_PDF_OPTIONS, new Date(2026, 10, 24), context({ demos }));

  test('when a workout has a round group, then its heading says the rounds and the rest, above its first block, and its blocks are in the group', () => {
    const { entries } = build();
    expect(entries.map((e) => [e.heading && text(e.heading), e.inGroup])).toEqual([
      [null, false],
      ['Rounds ×3 (60 s rest between rounds)', true],
      [null, true],
      [null, true],
      [null, false],
    ]);
  });

  test('when blocks are each side or breath-paced, then each says so', () => {
    expect(texts(build(), 'structure')).toEqual(['Each side (+5 s switch)', '12 breaths · 4-7-8', 'Each side']);
  });

  test('when the workout has rounds, then the total time counts every round, the rests between them, both sides and the breaths', () => {
    // Warm-up 60 + 3 × (60 + 75 + 228) + 2 × 60 + cool-down 2 × 60 = 1389 s.
    expect(subject.totalDuration).toBe(1389);
    expect(texts(build(), 'summary')[0]).toContain('Total Time: 23m 9s');
  });

  test('when a group has a name and no rest, then the heading carries the name only', () => {
    expect(roundsHeading({ rounds: 4, name: 'Circuit A' })).toBe('Circuit A: Rounds ×4');
    expect(roundsHeading({ rounds: 2, restBetweenRoundsSec: 0 })).toBe('Rounds ×2');
  });

  test('when a block’s demo image was loaded, then the block carries it; when it was not, the block has none', () => {
    expect(build(new Set([IMAGE])).entries.map((e) => e.demo)).toEqual([null, IMAGE, null, null, null]);
    expect(build().entries.every((e) => e.demo === null)).toBe(true);
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
});

describe('PDF text and fonts', () => {
  test('when text is in Western European languages with typographic punctuation, then the standard fonts print it', () => {
    expect(fitsStandardFonts('Café Müller, Straße, Niño — “quoted” ‘single’ … • € ×3 · Œuvre')).toBe(true);
  });

  test('when text has letters beyond Latin-1, then it needs an embedded font', () => {
    for (const name of ['Łódź', 'Привет', 'Ελληνικά', 'ヨガ', 'Ā']) expect(fitsStandardFonts(name)).toBe(false);
  });

  test('when text carries decomposed accents, odd spaces or invisible marks, then it is printed composed, with plain spaces, without them', () => {
    expect(printableText('Cafe\u0301\u00a0at\u202f2:30\u200b PM\u00ad\r\nnext\u0007\tline')).toBe('Café at 2:30 PM\nnext line');
    expect(fitsStandardFonts(printableText(new Date(2025, 7, 9, 14, 30, 5).toLocaleTimeString()))).toBe(true);
  });

  test('when a font cannot draw a character, then U+FFFD stands in for it and line breaks stay', () => {
    expect(withDrawableCharacters('ヨガ Flow\n😀', (c) => c.codePointAt(0)! < 0x3000)).toBe('\ufffd\ufffd Flow\n\ufffd');
  });
});
