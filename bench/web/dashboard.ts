/**
 * The signed-in dashboard as an instructor opens it, with a session cookie, no service worker,
 * the disk cache off and Chromium's CPU slowed 4× (DevTools' throttling); each user a fresh one of
 * the development identity provider with a dozen workouts:
 *
 * - returning (issue 13, item 9): the tutorial done and the trial welcome seen, so nothing opens
 *   over the page;
 * - first visit, new user (issue 25, item 10): the tutorial not done, so it opens a second after
 *   the page (the trial welcome waits for it);
 * - first visit on this device (issue 25, item 10): the tutorial done but the trial welcome not
 *   yet shown here (its per-device marker cleared before each load), so the welcome opens.
 *
 * Per load: gzipped JS (gzip -9 of every script body until the page, and its dialog if any, has
 * been on screen for 2 s), the number of script files and of all requests, how many times the
 * sign-in check (`GET /api/auth/user`) and the workouts list (`GET /api/workouts`) were asked,
 * and when the workouts grid became visible (ms after the navigation started, read in the page).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { createWorkouts, completeTutorial, markTrialWelcomeSeen, signInNewUser, TRIAL_WELCOME_KEY_PREFIX, twoBlockWorkout } from '../support/session';

export const DASHBOARD_CPU_SLOWDOWN = 4;
/** The grid's time varies from load to load on a shared machine: at least this many loads. */
export const DASHBOARD_MIN_RUNS = 5;
const WORKOUTS = 12;
/** The first card of the workouts grid ("My workouts", docs/frontend.md "Names an end-to-end test can use"). */
const GRID_CARD = 'ul[aria-label="My workouts"] > li';
/** What a page is left to do once on screen (status, notifications, a late chunk) counts too. */
const SETTLE_MS = 2000;

export type DashboardVisit = 'returning' | 'first visit, new user' | 'first visit on this device';

/** The dialog each visit opens over the page (docs/frontend.md, "Names an end-to-end test can use"). */
const DIALOG: Record<DashboardVisit, string | null> = {
  returning: null,
  'first visit, new user': 'Welcome to BlockBeat!',
  'first visit on this device': 'Welcome to the Pro plan',
};

export interface DashboardLoad {
  jsKb: number;
  jsFiles: number;
  requests: number;
  authChecks: number;
  workoutLists: number;
  gridVisibleMs: number;
  /** Whether antd came with it (neither the first paint nor the first-visit dialogs need it). */
  antd: boolean;
}

/** A fresh user with a dozen workouts, as `visit` needs them. */
async function userFor(browser: Browser, baseUrl: string, visit: DashboardVisit, workouts: number): Promise<{ context: BrowserContext; userId: string }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInNewUser(page, baseUrl, 'bench.dashboard');
  const userId = visit === 'first visit, new user' ? await markTrialWelcomeSeen(page) : await completeTutorial(page);
  if (visit === 'returning') await markTrialWelcomeSeen(page);
  await createWorkouts(page, Array.from({ length: workouts }, (_, i) => twoBlockWorkout(`Bench workout ${i + 1}`)));
  await page.close();
  return { context, userId };
}

async function loadOnce(context: BrowserContext, url: string, visit: DashboardVisit, userId: string): Promise<DashboardLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: DASHBOARD_CPU_SLOWDOWN });
  // Disk cache off: every load is a first visit's download (the gateway serves hashed files immutable).
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Strings, not functions: tsx's transpiled functions call a helper the page does not have.
  if (visit === 'first visit on this device') await page.addInitScript(`localStorage.removeItem(${JSON.stringify(TRIAL_WELCOME_KEY_PREFIX + userId)});`);
  // Checked once per frame: the time is that of the first frame that draws a card.
  await page.addInitScript(`
    requestAnimationFrame(function check(now) {
      const card = document.querySelector(${JSON.stringify(GRID_CARD)});
      if (card && card.getBoundingClientRect().height > 0) window.__gridVisibleAt = now;
      else requestAnimationFrame(check);
    });
  `);
  const scripts: Promise<Buffer>[] = [];
  let requests = 0;
  let authChecks = 0;
  let workoutLists = 0;
  page.on('request', (request) => {
    requests++;
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/user') authChecks++;
    if (pathname === '/api/workouts') workoutLists++;
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __gridVisibleAt?: number }).__gridVisibleAt !== undefined, undefined, { timeout: 60_000 });
  const dialog = DIALOG[visit];
  if (dialog) await page.getByRole('dialog', { name: dialog }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const gridVisibleMs = await page.evaluate(() => (window as unknown as { __gridVisibleAt: number }).__gridVisibleAt);
  const bodies = await Promise.all(scripts);
  await page.close();
  return {
    jsKb: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length / 1024, 0),
    jsFiles: bodies.length,
    requests,
    authChecks,
    workoutLists,
    gridVisibleMs,
    antd: bodies.some((body) => body.includes('ant-btn')),
  };
}

/** `runs` loads of /dashboard by one user as `visit` describes them. */
export async function measureDashboard(
  browser: Browser,
  baseUrl: string,
  runs: number,
  visit: DashboardVisit = 'returning',
  workouts: number = WORKOUTS,
): Promise<DashboardLoad[]> {
  const { context, userId } = await userFor(browser, baseUrl, visit, workouts);
  try {
    const loads: DashboardLoad[] = [];
    for (let i = 0; i < runs; i++) {
      const load = await loadOnce(context, `${baseUrl}/dashboard`, visit, userId);
      console.log(
        `  /dashboard (${visit}) at ${DASHBOARD_CPU_SLOWDOWN}× CPU: grid visible ${load.gridVisibleMs.toFixed(0)} ms, ` +
          `${load.jsKb.toFixed(1)} KB JS in ${load.jsFiles} files${load.antd ? ' (ANTD)' : ''}, ${load.requests} requests, ` +
          `${load.authChecks}× /api/auth/user, ${load.workoutLists}× /api/workouts`,
      );
      loads.push(load);
    }
    return loads;
  } finally {
    await context.close();
  }
}
