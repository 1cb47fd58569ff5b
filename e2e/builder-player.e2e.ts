import { gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { browserForFile, pageApi as api, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

/** A page whose clock Playwright drives: installed before the first navigation. */
async function clockedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

/** Uploads 20 s of silent 8 kHz WAV through POST /api/uploads, as the builder's upload control does. */
async function uploadSilence(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const rate = 8000;
    const samples = rate * 20;
    const bytes = new Uint8Array(44 + samples);
    const view = new DataView(bytes.buffer);
    const ascii = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
    ascii(0, 'RIFF');
    view.setUint32(4, 36 + samples, true);
    ascii(8, 'WAVE');
    ascii(12, 'fmt ');
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 1, true);
    view.setUint32(24, rate, true);
    view.setUint32(28, rate, true);
    view.setUint16(32, 1, true);
    view.setUint16(34, 8, true);
    ascii(36, 'data');
    view.setUint32(40, samples, true);
    bytes.fill(128, 44);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'audio/wav' }), 'silence.wav');
    const res = await fetch('/api/uploads', { method: 'POST', body: form });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  });
}

/** Presses at the centre of `from` and releases at `to` (+ dy), moving in steps so dnd-kit's sensor follows. */
async function drag(page: Page, from: Locator, to: Locator, dy = 0) {
  // Mid-screen, away from the edges where dnd-kit starts scrolling the page.
  await to.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + dy, { steps: 20 });
  await page.mouse.up();
}

/** The same with a finger: press and hold (dnd-kit's touch sensor waits 200 ms), then slide. */
async function touchDrag(page: Page, from: Locator, to: Locator, dy = 0) {
  await to.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const [ax, ay, bx, by] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2 + dy];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined || y === undefined ? [] : [{ x, y }] });
  await touch('touchStart', ax, ay);
  await page.waitForTimeout(400);
  for (let i = 1; i <= 20; i += 1) await touch('touchMove', ax + ((bx - ax) * i) / 20, ay + ((by - ay) * i) / 20);
  await touch('touchEnd');
  await cdp.detach();
}

const blockLabels = (page: Page) => page.getByRole('list', { name: 'Blocks' }).locator(':scope > li[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const phaseIs = (page: Page, label: string) => visible(page.locator('.phase-badge', { hasText: label }));
/** The countdown reads `text` (a pattern: real time keeps flowing a little between the clock's jumps). */
const countdownIs = (page: Page, text: string) => visible(page.getByRole('timer').filter({ hasText: new RegExp(`^(${text})$`) }));
const blockIs = (page: Page, name: string) => visible(page.locator('.block-name', { hasText: name }));

/** The page's Page Visibility state as a hidden tab would report it; the clock then jumps. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

interface Shared {
  workoutId: string;
  shareUrl: string;
}
let shared: Shared | undefined;

test('when an instructor builds a workout by drag and drop (mouse and touch) and plays it, then every phase, a 5-minute hidden tab and the completion come out right', async () => {
  const context = await browser().newContext({ hasTouch: true });
  const page = await clockedPage(context);
  const errors = trackPageErrors(page);
  await signIn(page, uniqueEmail('instructor'));

  const music = await uploadSilence(page);
  for (const t of [
    { name: 'Plank', duration: 20, restTime: 10 },
    { name: 'Squat', duration: 15, restTime: 0, musicType: 'upload', musicUrl: music },
    { name: 'Lunge', duration: 10, restTime: 5 },
  ]) {
    expect((await api(page, 'POST', '/api/exercise-templates', t)).status).toBe(201);
  }
  // The dashboard read the (then empty) template list on sign-in; start from a fresh cache.
  await page.reload();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Builder' }).click();
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.getByLabel(/Workout name/).fill('E2E Circuit');
  const library = page.getByRole('region', { name: 'Template library' });
  await visible(library.getByRole('button', { name: 'Add Plank' }));

  // Mouse drags from the library: into the empty list, then below the first block; a click adds the third.
  await drag(page, library.getByRole('button', { name: 'Add Plank' }), page.getByText('No blocks yet', { exact: false }));
  await visible(page.getByRole('listitem', { name: 'Block 1: Plank' }));
  await drag(page, library.getByRole('button', { name: 'Add Squat' }), page.getByRole('listitem', { name: 'Block 1: Plank' }), 20);
  await visible(page.getByRole('listitem', { name: 'Block 2: Squat' }));
  await library.getByRole('button', { name: 'Add Lunge' }).click();
  await page.getByRole('button', { name: '+ Add block' }).click();
  const cooldown = page.getByRole('listitem', { name: 'Block 4: Exercise 4' });
  await cooldown.getByLabel('Duration (s)').fill('300');
  await cooldown.getByLabel('Rest (s)').fill('0');
  await cooldown.getByLabel('Exercise name').fill('Cooldown');

  // Reorder by touch (Lunge onto Squat), then with the mouse (Squat's handle onto Plank).
  await touchDrag(page, page.getByRole('button', { name: 'Drag Lunge to reorder' }), page.getByRole('button', { name: 'Drag Squat to reorder' }), -10);
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Blocks"] > li')[1]?.getAttribute('aria-label') === 'Block 2: Lunge');
  await drag(page, page.getByRole('button', { name: 'Drag Squat to reorder' }), page.getByRole('button', { name: 'Drag Plank to reorder' }), -10);
  await page.waitForFunction(() => document.querySelector('[aria-label="Blocks"] > li')?.getAttribute('aria-label') === 'Block 1: Squat');
  expect(await blockLabels(page)).toEqual(['Block 1: Squat', 'Block 2: Plank', 'Block 3: Lunge', 'Block 4: Cooldown']);
  await visible(page.getByTestId('total-duration').filter({ hasText: '6:00' }));
  await visible(page.getByTestId('block-count').filter({ hasText: '4' }));

  await page.keyboard.press('Control+s');
  await visible(page.getByText('All changes saved'));
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  const saved = await api<{ exercises: Array<{ name: string; musicUrl?: string }>; totalDuration: number }>(page, 'GET', `/api/workouts/${workoutId}`);
  expect(saved.body.exercises.map((e) => e.name)).toEqual(['Squat', 'Plank', 'Lunge', 'Cooldown']);
  expect(saved.body.exercises[0]!.musicUrl).toBe(music);
  expect(saved.body.totalDuration).toBe(360);

  await page.getByRole('button', { name: '▶ Play' }).click();
  await page.waitForURL(`${baseUrl()}/player/${workoutId}`);
  await visible(page.getByRole('heading', { name: 'Workout Player' }));
  await phaseIs(page, 'Get ready');
  await countdownIs(page, '0:05');

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.fastForward('00:05');
  await phaseIs(page, 'Work');
  await blockIs(page, 'Squat');

  // Pause: time passes, the countdown holds. Resume with Space, skip with →.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const held = (await page.getByRole('timer').textContent())!;
  await page.clock.fastForward('00:10');
  await visible(page.getByText('Paused'));
  await countdownIs(page, held);
  await page.keyboard.press('Space');
  await visible(page.getByRole('button', { name: 'Pause', exact: true }));
  await page.keyboard.press('ArrowRight');
  await blockIs(page, 'Plank');
  await countdownIs(page, '0:20|0:19');

  await page.clock.fastForward('00:20');
  await phaseIs(page, 'Rest');
  await visible(page.getByText('Next: Lunge · 0:10'));
  await page.clock.fastForward('00:10');
  await phaseIs(page, 'Work');
  await blockIs(page, 'Lunge');

  // Five minutes in a hidden tab: on return the phase is the one the clock says.
  await setHidden(page, true);
  await page.clock.fastForward('05:00');
  await setHidden(page, false);
  await blockIs(page, 'Cooldown');
  await phaseIs(page, 'Work');
  await countdownIs(page, '0:1[0-5]');

  await page.clock.fastForward('00:16');
  await visible(page.getByRole('heading', { name: 'Workout complete!' }));
  await visible(page.getByText('Total time'));
  await page.waitForFunction(
    async () => {
      const list = (await (await fetch('/api/completions')).json()) as Array<{ workoutName: string }>;
      return list.some((c) => c.workoutName === 'E2E Circuit');
    },
    undefined,
    { polling: 500, timeout: 10_000 },
  );
  expect(await page.getByText('Playback Error').count()).toBe(0);

  const share = await api<{ shareUrl: string }>(page, 'POST', `/api/workouts/${workoutId}/share`);
  expect(share.status).toBe(200);
  shared = { workoutId, shareUrl: share.body.shareUrl };
  expect(errors).toEqual([]);
  await context.close();
});

test('when a visitor opens the shared link signed out, then it plays without antd, and importing after signing in gives them their own copy', async () => {
  expect(shared).toBeDefined();
  const { workoutId, shareUrl } = shared!;
  const context = await browser().newContext();
  const page = await clockedPage(context);
  const errors = trackPageErrors(page);
  const scripts: Array<Promise<{ url: string; body: Buffer; transferred: number }>> = [];
  // A 304 (a later page revalidating a script) has no body to measure: only the shared page's own scripts count.
  const onScript = (res: Response) => {
    if (res.request().resourceType() !== 'script' || res.status() >= 300) return;
    scripts.push(
      (async () => ({ url: res.url(), body: await res.body(), transferred: (await res.request().sizes()).responseBodySize }))(),
    );
  };
  page.on('response', onScript);

  await page.goto(shareUrl);
  await visible(page.getByRole('heading', { name: 'Shared Workout' }));
  await visible(page.getByRole('heading', { name: 'E2E Circuit' }));
  // Everything the page asked for by now: wait until no script has arrived for a second.
  for (let seen = -1; seen !== scripts.length; ) {
    seen = scripts.length;
    await new Promise((r) => setTimeout(r, 1000));
  }
  page.off('response', onScript);
  const loaded = await Promise.all(scripts);
  const sized = loaded.map((s) => ({ ...s, gzip9: gzipSync(s.body, { level: 9 }).length })).sort((a, b) => b.gzip9 - a.gzip9);
  const gzip9 = sized.reduce((sum, s) => sum + s.gzip9, 0);
  const transferred = sized.reduce((sum, s) => sum + s.transferred, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    [
      `Shared player (signed out): ${sized.length} JS files, ${kb(gzip9)} gzip -9, ${kb(transferred)} transferred`,
      ...sized.map((s) => `  ${kb(s.gzip9).padStart(9)}  ${new URL(s.url).pathname}`),
    ].join('\n'),
  );
  expect(gzip9).toBeLessThanOrEqual(250 * 1024);
  expect(loaded.some((s) => s.body.includes('ant-btn'))).toBe(false);
  expect(await page.locator('[class*="ant-"]').count()).toBe(0);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await phaseIs(page, 'Get ready');
  await page.clock.fastForward('00:06');
  await phaseIs(page, 'Work');
  await blockIs(page, 'Squat');
  await page.clock.fastForward('00:16');
  await blockIs(page, 'Plank');

  await page.getByRole('link', { name: 'Save to my library' }).click();
  await page.waitForURL(`${baseUrl()}/import/${workoutId}`);
  await visible(page.getByRole('heading', { name: 'Import Workout' }));
  await visible(page.getByText('6:00'));
  const signInLink = page.getByRole('link', { name: 'Sign in to import' });
  expect(await signInLink.getAttribute('href')).toBe(`/api/login?returnTo=/import/${workoutId}`);

  await signInLink.click();
  await page.getByLabel('Email').fill(uniqueEmail('importer'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl()}/import/${workoutId}`);
  await page.getByRole('button', { name: 'Import to my library' }).click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const copyId = page.url().split('/').pop()!;
  expect(copyId).not.toBe(workoutId);
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.waitForFunction(() => (document.getElementById('workout-name') as HTMLInputElement | null)?.value === 'E2E Circuit');

  const library = await api<Array<{ id: string; name: string; exerciseCount: number }>>(page, 'GET', '/api/workouts');
  expect(library.body).toEqual([expect.objectContaining({ id: copyId, name: 'E2E Circuit', exerciseCount: 4 })]);
  expect(errors).toEqual([]);
  await context.close();
});
