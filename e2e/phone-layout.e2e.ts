import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { baseUrl, newSignedInPage, uniqueEmail } from './support/browser';
import { browserForFile, pageApi as api, visible } from './support/suite';

// No page is wider than the screen (issue 25, item 1; docs/architecture.md, "Quality bars": phones): every route, in both
// themes, on a small and a large phone, a phone on its side and a laptop. A page wider than the
// screen can be dragged sideways into an empty area; on a phone the browser even lays the page
// out wider (innerWidth grows with it), so the page is measured against the window's own width.
// The feedback form's and the player's controls are also measured: at least 44 px tall on a phone (item 3; every control a finger taps).

jest.setTimeout(300_000);
const browser = browserForFile();

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
/** A small phone, a large phone, a phone on its side, a laptop. */
const SIZES: Array<[number, number]> = [
  [360, 640],
  [390, 844],
  [844, 390],
  [1280, 800],
];
const isPhone = (width: number) => width < 1000;
const MIN_TOUCH_PX = 44;

type Who = 'visitor' | 'instructor' | 'admin';

interface Fixtures {
  workoutId: string;
  shareToken: string;
  /** A live class under way, and one that has ended (its followers are asked for feedback). */
  liveCode: string;
  endedCode: string;
}

interface Route {
  name: string;
  who: Who;
  path: (f: Fixtures) => string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => Locator;
  /** A step a person takes first, for a state that has no address of its own. */
  then?: (page: Page) => Promise<void>;
  /** A form whose controls must be thumb-sized on a phone. */
  touchForm?: (page: Page) => Locator;
}

const WORKOUT = {
  name: 'Tuesday evening full-body circuit with a long name',
  exercises: ['Jumping jacks with arms overhead', 'Squats', 'Mountain climbers', 'Plank', 'Lunges', 'Burpees', 'High knees', 'Cool down stretch'].map((name) => ({
    name,
    // Long enough that the live class is still under way when the last size is checked.
    duration: 120,
    restTime: 15,
    notes: `${name}: keep a steady pace and breathe`,
  })),
};

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const feedbackForm = (page: Page) => page.getByRole('form', { name: 'How did it go?' });
/** The player's head and transport (the live follower's head and sound buttons too). */
const playerControls = (page: Page) => page.locator('.player-head, .player-controls');
const LEGAL = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/acceptable-use', 'Acceptable Use Policy'],
] as const;
const ADMIN_SECTIONS = ['/admin', '/admin/support', '/admin/email-templates', '/admin/group-email', '/admin/stripe-test'];

/** Plays a shared workout to its end, skipping block by block (→), as far as the feedback form. */
async function playToTheEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  for (let i = 0; i <= WORKOUT.exercises.length && (await feedbackForm(page).count()) === 0; i += 1) await page.keyboard.press('ArrowRight');
  await visible(feedbackForm(page));
}

const ROUTES: Route[] = [
  { name: 'landing', who: 'visitor', path: () => '/', ready: (p) => p.locator('#hero-title') },
  ...LEGAL.map(([path, title]): Route => ({ name: path, who: 'visitor', path: () => path, ready: h1(title) })),
  { name: 'shared player', who: 'visitor', path: (f) => `/shared/${f.shareToken}`, ready: (p) => p.getByRole('button', { name: 'Play', exact: true, disabled: false }), touchForm: playerControls },
  {
    name: 'shared player, finished, with the feedback form',
    who: 'visitor',
    path: (f) => `/shared/${f.shareToken}`,
    ready: (p) => p.getByRole('button', { name: 'Play', exact: true, disabled: false }),
    then: playToTheEnd,
    touchForm: feedbackForm,
  },
  { name: 'import', who: 'visitor', path: (f) => `/import/${f.workoutId}`, ready: h1('Import Workout') },
  { name: 'live class, join', who: 'visitor', path: () => '/live', ready: (p) => p.getByLabel('Class code'), touchForm: (p) => p.locator('form.live-join') },
  { name: 'live class, follower', who: 'visitor', path: (f) => `/live/${f.liveCode}`, ready: (p) => p.locator('.block-name'), touchForm: playerControls },
  { name: 'live class, ended, with the feedback form', who: 'visitor', path: (f) => `/live/${f.endedCode}`, ready: feedbackForm, touchForm: feedbackForm },

  { name: 'dashboard', who: 'instructor', path: () => '/dashboard', ready: (p) => p.getByText(WORKOUT.name).first() },
  { name: 'builder, new workout', who: 'instructor', path: () => '/builder', ready: h1('Workout Builder') },
  { name: 'builder, saved workout', who: 'instructor', path: (f) => `/builder/${f.workoutId}`, ready: (p) => p.getByText(WORKOUT.exercises[1]!.name).first() },
  { name: 'player', who: 'instructor', path: (f) => `/player/${f.workoutId}`, ready: (p) => p.getByRole('button', { name: 'Play', exact: true, disabled: false }), touchForm: playerControls },
  { name: 'shared player (signed in)', who: 'instructor', path: (f) => `/shared/${f.shareToken}`, ready: (p) => p.getByRole('button', { name: 'Play', exact: true, disabled: false }) },
  { name: 'history', who: 'instructor', path: () => '/history', ready: h1('History') },
  { name: 'support', who: 'instructor', path: () => '/support', ready: h1('Support') },
  { name: 'account', who: 'instructor', path: () => '/account', ready: h1('Account') },
  { name: 'subscription', who: 'instructor', path: () => '/subscription', ready: h1('Subscription') },
  { name: 'payment setup', who: 'instructor', path: () => '/payment-setup', ready: h1('Payment Setup') },
  { name: 'Spotify playlist sync', who: 'instructor', path: () => '/spotify-playlist-sync', ready: h1('Spotify Playlist Sync') },

  ...ADMIN_SECTIONS.map((path): Route => ({ name: path, who: 'admin', path: () => path, ready: h1('Admin') })),
];

/** Waits until the screen's data is drawn: no skeleton, busy region or loading screen left. */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('.ant-skeleton, [aria-busy="true"], .screen-loading, .loading-screen, [role="status"] > .spinner'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
}

interface Width {
  scrollWidth: number;
  scrollX: number;
  theme: string | undefined;
  /** What sticks out past the right edge, outermost first, for the failure message. */
  outside: string[];
}

/** The page's width, and where it lands when someone tries to scroll it to the right. */
function measureWidth(page: Page, width: number): Promise<Width> {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const scrollWidth = root.scrollWidth;
    window.scrollTo(width * 10, window.scrollY);
    const scrollX = window.scrollX;
    window.scrollTo(0, window.scrollY);
    const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 0.5;
    const outside = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => sticksOut(el) && !sticksOut(el.parentElement))
      .slice(0, 6)
      .map((el) => {
        const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${classes} (to ${Math.round(el.getBoundingClientRect().right)} px: "${(el.textContent ?? '').trim().slice(0, 40)}")`;
      });
    return { scrollWidth, scrollX, theme: root.dataset.theme, outside };
  }, width);
}

/** The controls of `form` (a check box's and a radio's target is its label) shorter than a thumb. */
function shortControls(form: Locator): Promise<string[]> {
  return form
    .locator('label:has(> input[type="checkbox"]), label:has(> input[type="radio"]), input:not([type="checkbox"]):not([type="radio"]), textarea, select, button')
    .evaluateAll(
      (els, min) =>
        els
          .map((el) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? el.id).trim() || el.tagName.toLowerCase(), height: el.getBoundingClientRect().height }))
          .filter(({ height }) => height < min)
          .map(({ name, height }) => `"${name}" ${Math.round(height)} px tall`),
      MIN_TOUCH_PX,
    );
}

let fixtures: Fixtures;
/** The instructor's and the admin's sign-ins, made once and given to every context. */
const signedIn: Partial<Record<Who, BrowserContextOptions['storageState']>> = {};

beforeAll(async () => {
  const instructor = await newSignedInPage(browser(), uniqueEmail('phone-layout'));
  const { page } = instructor;
  const created = await api<{ id: string }>(page, 'POST', '/api/workouts', WORKOUT);
  expect(created.status).toBe(201);
  const share = await api<{ shareUrl: string }>(page, 'POST', `/api/workouts/${created.body.id}/share`);
  expect(share.status).toBe(200);
  const live = await api<{ code: string }>(page, 'POST', '/api/live/classes', { workoutId: created.body.id });
  expect(live.status).toBe(201);
  const { serverMs } = (await api<{ serverMs: number }>(page, 'GET', '/api/live/time')).body;
  expect((await api(page, 'POST', `/api/live/classes/${live.body.code}/actions`, { type: 'start', atMs: serverMs })).status).toBe(201);
  const ended = await api<{ code: string }>(page, 'POST', '/api/live/classes', { workoutId: created.body.id });
  expect((await api(page, 'POST', `/api/live/classes/${ended.body.code}/end`)).status).toBe(200);
  fixtures = { workoutId: created.body.id, shareToken: share.body.shareUrl.split('/shared/')[1]!, liveCode: live.body.code, endedCode: ended.body.code };
  signedIn.instructor = await instructor.context.storageState();
  await instructor.context.close();

  const admin = await newSignedInPage(browser(), 'admin@example.com');
  signedIn.admin = await admin.context.storageState();
  await admin.context.close();
}, 120_000);

/**
 * One browser context per person for a theme and a size, with that person's sign-in. The theme is
 * chosen as a person's device does: the stored choice "system" and the device's colour scheme.
 */
async function contextsFor(theme: Theme, [width, height]: [number, number]): Promise<Record<Who, Page>> {
  const pages: Partial<Record<Who, Page>> = {};
  for (const who of ['visitor', 'instructor', 'admin'] as const) {
    const context = await browser().newContext({
      viewport: { width, height },
      isMobile: isPhone(width),
      hasTouch: isPhone(width),
      colorScheme: theme,
      storageState: who === 'visitor' ? undefined : signedIn[who],
    });
    await context.addInitScript(() => {
      try {
        localStorage.setItem('blockbeat-ui-theme', 'system');
      } catch {
        // about:blank has no storage; every page of the app does.
      }
    });
    pages[who] = await context.newPage();
  }
  return pages as Record<Who, Page>;
}

const cases = THEMES.flatMap((theme) => SIZES.map(([width, height]) => [theme, width, height] as const));

test.each(cases)('when every route is opened in the %s theme at %i×%i, then no page is wider than the window, nor scrolls sideways, and the feedback form is thumb-sized on a phone', async (theme, width, height) => {
  const pages = await contextsFor(theme, [width, height]);
  const problems: string[] = [];
  try {
    for (const route of ROUTES) {
      const page = pages[route.who];
      await page.goto(`${baseUrl()}${route.path(fixtures)}`);
      await visible(route.ready(page));
      await route.then?.(page);
      await settled(page);
      const measured = await measureWidth(page, width);
      if (measured.theme !== theme) problems.push(`${route.name}: drawn in the ${measured.theme} theme`);
      if (measured.scrollWidth > width || measured.scrollX !== 0) {
        problems.push(`${route.name}: ${measured.scrollWidth} px wide, scrolls to x = ${measured.scrollX}; sticking out: ${measured.outside.join('; ')}`);
      }
      if (route.touchForm && isPhone(width)) {
        const short = await shortControls(route.touchForm(page));
        if (short.length > 0) problems.push(`${route.name}: controls under ${MIN_TOUCH_PX} px: ${short.join(', ')}`);
      }
    }
  } finally {
    for (const page of Object.values(pages)) await page.context().close();
  }
  expect(problems).toEqual([]);
});
