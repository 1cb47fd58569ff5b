import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { baseUrl, newSignedInPage, uniqueEmail } from './support/browser';
import { browserForFile, pageApi as api, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

/** Laptops, a large phone, a small phone and a phone on its side (issue 13, item 2). */
const SIZES: Array<[number, number]> = [
  [1280, 720],
  [1366, 768],
  [390, 844],
  [360, 640],
  [844, 390],
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const insideViewport = (box: Box, { width, height }: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

const controlButtons = (page: Page) => page.getByRole('group', { name: 'Playback controls' }).getByRole('button');

/**
 * Asserts that `parts` and every playback control lie inside the viewport with the page not
 * scrolled, and returns the controls' boxes. Playwright scrolls what it clicks into view, so a
 * control below the fold would show as a scrolled page here.
 */
async function expectOnOneScreen(page: Page, parts: Record<string, Locator>, label: string): Promise<Box[]> {
  const viewport = page.viewportSize()!;
  expect(`${label}: scrolled ${await page.evaluate(() => window.scrollY)}`).toBe(`${label}: scrolled 0`);
  const outside: string[] = [];
  for (const [name, locator] of Object.entries(parts)) {
    if (!insideViewport(await boxOf(locator), viewport)) outside.push(name);
  }
  const controls = controlButtons(page);
  const boxes: Box[] = [];
  for (let i = 0; i < (await controls.count()); i += 1) {
    const box = await boxOf(controls.nth(i));
    if (!insideViewport(box, viewport)) outside.push((await controls.nth(i).getAttribute('aria-label')) ?? `control ${i}`);
    boxes.push(box);
  }
  expect(boxes).toHaveLength(7);
  expect(`${label}: ${outside.join(', ') || 'all inside'}`).toBe(`${label}: all inside`);
  return boxes;
}

/**
 * Opens the player at `url` in a window of `size`, checks the idle screen, then plays into the
 * first block, whose track cannot be played: the 'Playback Error' toast must not cover a control.
 */
async function checkPlayer(url: string, size: [number, number], options: BrowserContextOptions = {}) {
  const [width, height] = size;
  const label = `${new URL(url).pathname.split('/')[1]} at ${width}×${height}`;
  const context = await browser().newContext({ ...options, viewport: { width, height } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await visible(page.getByRole('button', { name: 'Play', exact: true, disabled: false }));
    await expectOnOneScreen(
      page,
      { countdown: page.getByRole('timer'), 'block name': page.locator('.block-name'), 'up first': page.locator('.up-first') },
      `${label}, idle`,
    );

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Next block' }).click();
    await visible(page.locator('.phase-badge', { hasText: 'Work' }));
    const toast = page.getByRole('alert').filter({ hasText: 'Playback Error' });
    await visible(toast);
    const controls = await expectOnOneScreen(
      page,
      { countdown: page.getByRole('timer'), 'block name': page.locator('.block-name'), 'next block': page.locator('.next-up') },
      `${label}, playing`,
    );
    const toastBox = await boxOf(toast);
    expect(`${label}: toast over ${controls.filter((box) => intersects(box, toastBox)).length} controls`).toBe(`${label}: toast over 0 controls`);
  } finally {
    await context.close();
  }
}

describe('the player on one screen', () => {
  let playerUrl = '';
  let sharedUrl = '';
  let signedIn: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    const { context, page } = await newSignedInPage(browser(), uniqueEmail('layout'));
    // An upload that is not there: the block's track fails as soon as the block starts.
    const missingTrack = '/api/uploads/0b6f3f5e-8d3c-4a55-9b0e-2b1c3d4e5f60';
    const created = await api<{ id: string }>(page, 'POST', '/api/workouts', {
      name: 'Morning HIIT Circuit',
      exercises: [
        { name: 'Jumping jacks', duration: 40, restTime: 20, notes: 'Keep your core tight and land softly on the balls of your feet', musicType: 'upload', musicUrl: missingTrack },
        { name: 'Squats', duration: 45, restTime: 15 },
        { name: 'Mountain climbers', duration: 30, restTime: 0 },
      ],
    });
    expect(created.status).toBe(201);
    const share = await api<{ shareUrl: string }>(page, 'POST', `/api/workouts/${created.body.id}/share`);
    expect(share.status).toBe(200);
    playerUrl = `${baseUrl()}/player/${created.body.id}`;
    sharedUrl = share.body.shareUrl;
    signedIn = await context.storageState();
    await context.close();
  });

  test.each(SIZES)(
    'when a visitor opens a shared workout at %i×%i, then the countdown, block, next block and controls fit without scrolling, and the Playback Error toast covers no control',
    async (width, height) => {
      await checkPlayer(sharedUrl, [width, height]);
    },
  );

  test.each(SIZES)(
    'when an instructor plays their workout at %i×%i, then the countdown, block, next block and controls fit without scrolling, and the Playback Error toast covers no control',
    async (width, height) => {
      await checkPlayer(playerUrl, [width, height], { storageState: signedIn });
    },
  );
});
