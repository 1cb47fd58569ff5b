import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { baseUrl, newSignedInPage, trackPageErrors, uniqueEmail } from './support/browser';
import { colourCount, pageFaults, pdfText, readPdf, renderPdfPages } from './support/pdf';
import { browserForFile, hidden, refuseOffMachineRequests, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Reads until `check` passes (or throws its last failure after the timeout). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Five seconds of 8 kHz mono silence: a real WAV the server accepts by its bytes and Chromium plays. */
function silentWav(seconds = 5): Buffer {
  const rate = 8000;
  const data = rate * 2 * seconds;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}

interface WorkoutSeed {
  name: string;
  description: string;
  category: string;
  difficulty: string;
  blocks: number;
  seconds: number;
}

/** Blocks with notes on every third and a music link on every other one, so the PDF options matter. */
function exercises(count: number, seconds: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Block ${i + 1}`,
    duration: seconds,
    restTime: 10,
    notes: i % 3 === 0 ? `Keep your form steady on block ${i + 1}` : '',
    musicUrl: i % 2 === 0 ? YOUTUBE : '',
    musicType: 'youtube',
    blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600',
  }));
}

async function createWorkout(page: Page, seed: WorkoutSeed): Promise<string> {
  const { name, description, category, difficulty } = seed;
  const body = { name, description, category, difficulty, exercises: exercises(seed.blocks, seed.seconds) };
  const answer = await page.evaluate(async (json) => {
    const res = await fetch('/api/workouts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json });
    return { status: res.status, body: (await res.json()) as { id: string } };
  }, JSON.stringify(body));
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'My workouts' }).getByRole('heading').allTextContents();

async function expectCards(page: Page, expected: string[]) {
  await eventually(() => cardNames(page), (names) => expect(names).toEqual(expected));
}

type Rgb = [number, number, number];
/** Anti-aliased edges shift colours a little: a pixel within this sum of channel differences counts as the colour. */
const COLOUR_TOLERANCE = 59;

interface PageInk {
  blank: boolean;
  cutAtTop: boolean;
  cutAtBottom: boolean;
  /** Pixels close to each asked colour, over the whole page. */
  colours: Record<string, number>;
}

async function exportPdf(page: Page, workoutName: string, fileName: string, colours: Record<string, Rgb> = {}) {
  await page.getByRole('button', { name: `More actions for ${workoutName}` }).click();
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click();
  const dialog = page.getByRole('dialog', { name: `Export ${workoutName} as PDF` });
  await visible(dialog);
  await dialog.getByRole('checkbox', { name: 'Music URLs' }).check();
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Export PDF' }).click()]);
  const file = await download.path();
  const seconds = (Date.now() - started) / 1000;
  expect(download.suggestedFilename()).toBe(fileName);
  const pdf = await fs.readFile(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = readPdf(pdf).length;
  // Real text: pdftotext reads it, a page of it per page.
  const text = await pdfText(pdf);
  expect(text).toHaveLength(pages);
  // Each page as a reader shows it (pdftoppm, 100 dpi): nothing blank or cut, and the asked colours counted.
  const ink: PageInk[] = (await renderPdfPages(pdf, 100)).map((raster) => ({
    ...pageFaults(raster),
    colours: Object.fromEntries(Object.entries(colours).map(([name, rgb]) => [name, colourCount(raster, rgb, COLOUR_TOLERANCE)])),
  }));
  console.log(`PDF ${fileName}: ${pages} page(s), ${(pdf.length / 1024).toFixed(0)} KB, ${seconds.toFixed(1)} s from click to download`);
  await hidden(dialog);
  return { pages, ink, text: text.join('\n').replace(/\s+/g, ' ') };
}

function expectNoBlankOrCutPages(ink: PageInk[]) {
  for (const [i, p] of ink.entries()) {
    expect({ page: i + 1, blank: p.blank, cutAtTop: p.cutAtTop, cutAtBottom: p.cutAtBottom }).toEqual({
      page: i + 1,
      blank: false,
      cutAtTop: false,
      cutAtBottom: false,
    });
  }
}

test('when an instructor creates an exercise template with uploaded audio, then it is listed, previews and can be edited by double-click', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('templates'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  await page.getByRole('button', { name: 'Create Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Exercise Template' });
  await visible(dialog);
  await dialog.getByLabel('Exercise Name').fill('Plank Hold');
  await dialog.getByLabel('Duration (seconds)').fill('45');
  await dialog.getByLabel('Rest Time (seconds)').fill('15');
  await dialog.getByLabel('Notes').fill('Keep hips level');
  await dialog.getByRole('radio', { name: 'Green' }).check();
  await dialog.getByRole('combobox', { name: 'Music Source' }).selectOption('upload');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Upload Audio File' }).click()]);
  await chooser.setFiles({ name: 'beat.wav', mimeType: 'audio/wav', buffer: silentWav() });
  await visible(dialog.getByText('beat.wav'));
  await visible(dialog.getByText('Audio file uploaded'));
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await visible(page.getByText('Plank Hold has been saved to your template library.'));
  await hidden(dialog);

  await page.getByRole('tab', { name: 'Exercise Templates (1)' }).click();
  const card = page.getByRole('article', { name: 'Plank Hold' });
  await visible(card);
  for (const text of ['Double click to edit', '45s', '15s', 'Keep hips level', 'Uploaded audio']) await visible(card.getByText(text, { exact: true }));

  // Only our own upload is previewed here: nothing in a test may reach the internet.
  await card.getByRole('button', { name: 'Play preview of Plank Hold' }).click();
  await visible(page.getByRole('region', { name: 'Music preview' }));
  const playing = () =>
    page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('section[aria-label="Music preview"] audio');
      return audio ? !audio.paused && audio.currentTime > 0 : false;
    });
  await eventually(playing, (isPlaying) => expect(isPlaying).toBe(true));
  expect(await page.getByText('Playback Error').count()).toBe(0);
  await card.getByRole('button', { name: 'Stop preview of Plank Hold' }).click();
  await hidden(page.getByRole('region', { name: 'Music preview' }));

  await card.getByText('Double click to edit').dblclick();
  const edit = page.getByRole('dialog', { name: 'Edit Exercise Template' });
  await visible(edit);
  expect(await edit.getByLabel('Exercise Name').inputValue()).toBe('Plank Hold');
  await edit.getByLabel('Exercise Name').fill('Side Plank');
  await edit.getByRole('button', { name: 'Update Template' }).click();
  await visible(page.getByText('Side Plank has been updated.'));
  await visible(page.getByRole('article', { name: 'Side Plank' }));

  const stored = await page.evaluate(() => fetch('/api/exercise-templates').then((r) => r.json()));
  expect(stored).toEqual([expect.objectContaining({ name: 'Side Plank', duration: 45, restTime: 15, musicType: 'upload', blockColor: 'bg-gradient-to-br from-green-500 to-green-600' })]);
  expect(stored[0].musicUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('when an instructor has workouts, then search, filters, sharing, PDF export and delete all work', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('workouts'));
  await refuseOffMachineRequests(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const errors = trackPageErrors(page);
  await createWorkout(page, { name: 'Morning Yoga Flow', description: 'Gentle start', category: 'yoga', difficulty: 'beginner', blocks: 12, seconds: 50 });
  await createWorkout(page, { name: 'Power HIIT Blast', description: 'All out', category: 'hiit', difficulty: 'advanced', blocks: 40, seconds: 40 });
  await createWorkout(page, { name: 'Century Endurance', description: 'One hundred blocks', category: 'cardio', difficulty: 'intermediate', blocks: 100, seconds: 20 });
  await page.reload();
  await visible(page.getByRole('tab', { name: 'My Workouts (3)' }));
  // Newest first: 12 blocks × 60 s = 12 min; 40 × 50 s = 33 min; 100 × 30 s = 50 min.
  await expectCards(page, ['Century Endurance', 'Power HIIT Blast', 'Morning Yoga Flow']);
  await visible(page.getByRole('article', { name: 'Morning Yoga Flow' }).getByText('12 min'));

  // Search: debounced, case-insensitive, over name, description and notes.
  const search = page.getByRole('searchbox', { name: 'Search workouts and templates' });
  await search.fill('YOGA');
  await expectCards(page, ['Morning Yoga Flow']);
  await visible(page.getByRole('tab', { name: 'My Workouts (1)' }));
  await search.fill('hundred');
  await expectCards(page, ['Century Endurance']);
  await search.fill('zumba');
  await visible(page.getByRole('heading', { name: 'No workouts match your search' }));
  await page.getByRole('button', { name: 'Remove filter Search: zumba' }).click();
  await expectCards(page, ['Century Endurance', 'Power HIIT Blast', 'Morning Yoga Flow']);

  // Filters, chips, Clear All, and the "Short to Long" order that puts the longest first.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: 'Advanced' });
  await expectCards(page, ['Power HIIT Blast']);
  await filters.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: 'All Difficulties' });
  await filters.getByRole('combobox', { name: 'Duration' }).selectOption({ label: 'Short (under 15 min)' });
  await expectCards(page, ['Morning Yoga Flow']);
  await filters.getByRole('combobox', { name: 'Duration' }).selectOption({ label: 'Long (over 30 min)' });
  await expectCards(page, ['Century Endurance', 'Power HIIT Blast']);
  await filters.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Cardio' });
  await expectCards(page, ['Century Endurance']);
  await visible(page.getByRole('list', { name: 'Active filters' }).getByText('Category: Cardio'));
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expectCards(page, ['Century Endurance', 'Power HIIT Blast', 'Morning Yoga Flow']);
  await filters.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Name A-Z' });
  await expectCards(page, ['Century Endurance', 'Morning Yoga Flow', 'Power HIIT Blast']);
  await filters.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Short to Long' });
  await expectCards(page, ['Century Endurance', 'Power HIIT Blast', 'Morning Yoga Flow']);

  // Share, copy, and open the link signed out.
  await page.getByRole('button', { name: 'Share Morning Yoga Flow' }).click();
  const share = page.getByRole('dialog', { name: 'Share Morning Yoga Flow' });
  await share.getByRole('button', { name: 'Generate Share Link' }).click();
  const link = share.getByLabel('Share link');
  await visible(link);
  const shareUrl = await link.inputValue();
  expect(shareUrl).toMatch(new RegExp(`^${baseUrl()}/shared/[\\w-]{32,}$`));
  await share.getByRole('button', { name: 'Copy link' }).click();
  await visible(share.getByRole('button', { name: 'Copied!' }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await share.getByRole('button', { name: 'Close' }).click();

  const visitor = await browser().newContext();
  await refuseOffMachineRequests(visitor);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(shareUrl);
  await visible(visitorPage.getByRole('heading', { name: 'Shared Workout' }));
  await visible(visitorPage.getByText('Morning Yoga Flow'));
  const token = shareUrl.split('/').pop()!;
  const publicAnswer = await visitor.request.get(`${baseUrl()}/api/shared/${token}`);
  expect(publicAnswer.status()).toBe(200);
  expect(await publicAnswer.json()).toMatchObject({ name: 'Morning Yoga Flow', exercises: expect.any(Array) });
  await visitor.close();

  // PDF: the 12-block workout fits on a page or two, the 100-block one on more; no page blank or cutting a block.
  const small = await exportPdf(page, 'Morning Yoga Flow', 'morning_yoga_flow_workout.pdf');
  expect(small.pages).toBeGreaterThanOrEqual(1);
  expectNoBlankOrCutPages(small.ink);
  expect(small.text).toContain('Morning Yoga Flow Gentle start 12 exercises • Total Time: 12m 0s • Category: Yoga • Difficulty: Beginner');
  for (let i = 1; i <= 12; i += 1) expect(small.text).toContain(`${i}. Block ${i} Duration: 50s • Rest: 10s`);
  const large = await exportPdf(page, 'Century Endurance', 'century_endurance_workout.pdf');
  expect(large.pages).toBeGreaterThan(small.pages);
  expect(large.pages).toBeGreaterThanOrEqual(5);
  expectNoBlankOrCutPages(large.ink);
  for (let i = 1; i <= 100; i += 1) expect({ block: i, printed: large.text.includes(`${i}. Block ${i} Duration: 20s • Rest: 10s`) }).toEqual({ block: i, printed: true });

  // Delete, after the browser's confirmation.
  const confirmations: string[] = [];
  page.once('dialog', (d) => {
    confirmations.push(d.message());
    void d.accept();
  });
  await page.getByRole('button', { name: 'More actions for Power HIIT Blast' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await visible(page.getByText('Workout deleted successfully'));
  expect(confirmations).toEqual(['Are you sure you want to delete this workout?']);
  await expectCards(page, ['Century Endurance', 'Morning Yoga Flow']);
  await visible(page.getByRole('tab', { name: 'My Workouts (2)' }));
  const remaining = await page.evaluate(() => fetch('/api/workouts').then((r) => r.json() as Promise<{ name: string }[]>));
  expect(remaining.map((w) => w.name).sort()).toEqual(['Century Endurance', 'Morning Yoga Flow']);
  expect(errors).toEqual([]);
  await context.close();
});

test('when an instructor has a logo and brand colours, then their exported PDF shows them at the top of the first page', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('pdfbrand'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  const status = await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const colours = await fetch('/api/branding', { method: 'PUT', headers: json, body: JSON.stringify({ primaryColor: '#e00000', accentColor: '#0000e0' }) });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48"><rect width="96" height="48" fill="#00b000"/></svg>';
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
      return fetch('/api/branding/logo', { method: 'POST', body: form });
    };
    // A busy machine's SVG checker answers 503 with Retry-After, as a client is told to retry.
    let logo = await upload();
    for (let tries = 1; logo.status === 503 && tries < 5; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, Number(logo.headers.get('retry-after') ?? 1) * 1000));
      logo = await upload();
    }
    const workout = await fetch('/api/workouts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Branded Flow', category: 'yoga', difficulty: 'beginner', exercises: [{ name: 'Sun salute', duration: 60, restTime: 10 }] }),
    });
    return [colours.status, logo.status, workout.status];
  });
  expect(status).toEqual([200, 200, 201]);
  await page.reload();
  await visible(page.getByRole('article', { name: 'Branded Flow' }));

  const { pages, ink, text } = await exportPdf(page, 'Branded Flow', 'branded_flow_workout.pdf', { logo: [0, 176, 0], primary: [224, 0, 0], accent: [0, 0, 224] });
  expect(pages).toBe(1);
  expect(text).toContain('Branded Flow 1 exercise');
  expect(text).toContain('1. Sun salute Duration: 60s • Rest: 10s');
  const counts = ink[0]!.colours;
  // At 100 dpi the 96×48 px logo (25.4 × 12.7 mm) is thousands of pixels, the 6 px band and 2 px rule hundreds or more.
  expect(counts.logo).toBeGreaterThan(2000);
  expect(counts.primary).toBeGreaterThan(500);
  expect(counts.accent).toBeGreaterThan(200);
  expect(errors).toEqual([]);
  await context.close();
});

test('when a new user opens the dashboard, then the onboarding tutorial appears, and skipping it is remembered', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('onboarding'), { onboarding: 'show' });
  const tutorial = page.getByRole('dialog', { name: 'Welcome to BlockBeat!' });
  await visible(tutorial);
  await visible(tutorial.getByText('Step 1 of 7'));
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByRole('dialog', { name: 'Exercise Blocks' }).getByText('Step 2 of 7'));
  await page.getByRole('button', { name: 'Skip Tutorial' }).click();
  await visible(page.getByText("You're ready to create amazing workouts."));
  await hidden(page.getByRole('dialog', { name: 'Exercise Blocks' }));
  const user = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json() as Promise<{ onboardingCompleted: boolean }>));
  expect(user.onboardingCompleted).toBe(true);
  await page.reload();
  await visible(page.getByRole('tab', { name: /My Workouts/ }));
  await page.waitForTimeout(1500);
  expect(await page.getByRole('dialog', { name: 'Welcome to BlockBeat!' }).count()).toBe(0);
  await context.close();
});
