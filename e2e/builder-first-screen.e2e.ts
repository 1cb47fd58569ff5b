import type { Locator, Page } from 'playwright-core';
import { baseUrl, signIn, uniqueEmail } from './support/browser';
import { browserForFile, pageApi, visible } from './support/suite';

// Issue 25, "Checked by": an instructor's work is the blocks, so the builder opens on them. The
// workout's details and sound fold into one line above the list (mf-builder WorkoutDetailsForm).
jest.setTimeout(120_000);
const browser = browserForFile();

const exercises = ['Warm up', 'Squat', 'Plank', 'Lunge', 'Burpee', 'Cool down'].map((name) => ({ name, duration: 40, restTime: 10 }));

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

/** Where `locator` is drawn with the page scrolled to the top: inside the first screen, or not. */
async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  await page.evaluate('window.scrollTo(0, 0)');
  const { x, y, width, height } = await boxOf(locator);
  const viewport = page.viewportSize()!;
  return x >= 0 && y >= 0 && x + width <= viewport.width && y + height <= viewport.height;
}

describe.each([
  [1280, 800],
  [390, 844],
])('the builder at %i×%i', (width, height) => {
  let page: Page;
  let workoutId: string;

  beforeAll(async () => {
    const context = await browser().newContext({ viewport: { width, height } });
    page = await context.newPage();
    await signIn(page, uniqueEmail('first-screen'));
    const created = await pageApi<{ id: string }>(page, 'POST', '/api/workouts', {
      name: 'Six blocks',
      description: 'A description long enough to have taken a few lines of the screen before',
      category: 'hiit',
      difficulty: 'beginner',
      exercises,
      sound: { cueProfile: 'gentle', halfwayCue: true, voice: true, flash: true },
    });
    expect(created.status).toBe(201);
    workoutId = created.body.id;
  });

  afterAll(() => page.context().close());

  test('when a new workout gets its first block, then that block is inside the first screen', async () => {
    await page.goto(`${baseUrl()}/builder`);
    await page.getByRole('button', { name: '+ Add block' }).click();
    const first = page.getByRole('listitem', { name: 'Block 1: Exercise 1' });
    await visible(first);
    expect(await onFirstScreen(page, first)).toBe(true);
  });

  test('when a saved workout opens, then its first block is inside the first screen, and on a laptop the template library beside it', async () => {
    await page.goto(`${baseUrl()}/builder/${workoutId}`);
    const first = page.getByRole('listitem', { name: 'Block 1: Warm up' });
    await visible(first);
    expect(await onFirstScreen(page, first)).toBe(true);
    expect(await onFirstScreen(page, page.getByRole('heading', { name: 'Blocks' }))).toBe(true);
    // The folded details still say what the workout is, and open in place.
    await visible(page.getByText('HIIT · Beginner · Sound: Gentle (stretching, yoga), halfway cue, voice, flash'));
    if (width >= 1024) {
      const library = page.getByRole('region', { name: 'Template library' });
      expect(await onFirstScreen(page, library.getByRole('heading', { name: 'Template library' }))).toBe(true);
      expect((await boxOf(library)).x).toBeGreaterThan((await boxOf(first)).x + (await boxOf(first)).width);
    }
    await page.getByRole('button', { name: 'Details and sound' }).click();
    await visible(page.getByLabel('Description'));
    expect(await page.getByLabel('Description').inputValue()).toContain('A description long enough');
  });
});
