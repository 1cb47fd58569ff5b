/**
 * The signed-in dashboard as a returning instructor opens it (issue 13, item 9): a fresh user of
 * the development identity provider with the tutorial done and a dozen workouts, the page loaded
 * with the session cookie, no service worker, Chromium's CPU slowed 4× (DevTools' throttling).
 * Per load: gzipped JS (gzip -9 of every script body), the number of script files and of all
 * requests, how many times the sign-in check (`GET /api/auth/user`) was asked, and when the
 * workouts grid became visible (ms after the navigation started, read in the page).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { createWorkouts, markReturningUser, signInNewUser, twoBlockWorkout } from '../support/session';

export const DASHBOARD_CPU_SLOWDOWN = 4;
/** The grid's time varies from load to load on a shared machine: at least this many loads. */
export const DASHBOARD_MIN_RUNS = 5;
const WORKOUTS = 12;
/** The first card of the workouts grid ("My workouts", docs/frontend.md "Names an end-to-end test can use"). */
const GRID_CARD = 'ul[aria-label="My workouts"] > li';

export interface DashboardLoad {
  jsKb: number;
  jsFiles: number;
  requests: number;
  authChecks: number;
  gridVisibleMs: number;
  /** Whether antd came with it (its first paint should not need it). */
  antd: boolean;
}

/** Signs a new user in, completes the tutorial, marks the trial welcome shown, adds workouts. */
async function returningUser(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInNewUser(page, baseUrl, 'bench.dashboard');
  await markReturningUser(page);
  await createWorkouts(page, Array.from({ length: WORKOUTS }, (_, i) => twoBlockWorkout(`Bench workout ${i + 1}`)));
  await page.close();
  return context;
}

async function loadOnce(context: BrowserContext, url: string): Promise<DashboardLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: DASHBOARD_CPU_SLOWDOWN });
  // Disk cache off: every load is a first visit's download (the gateway serves hashed files immutable).
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Checked once per frame: the time is that of the first frame that draws a card. A string, not a
  // function: tsx's transpiled functions call a helper the page does not have.
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
  page.on('request', (request) => {
    requests++;
    if (new URL(request.url()).pathname === '/api/auth/user') authChecks++;
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __gridVisibleAt?: number }).__gridVisibleAt !== undefined, undefined, { timeout: 60_000 });
  // What the page asks for once it is on screen (status, notifications, a late chunk) counts too.
  await page.waitForTimeout(2000);
  const gridVisibleMs = await page.evaluate(() => (window as unknown as { __gridVisibleAt: number }).__gridVisibleAt);
  const bodies = await Promise.all(scripts);
  await page.close();
  return {
    jsKb: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length / 1024, 0),
    jsFiles: bodies.length,
    requests,
    authChecks,
    gridVisibleMs,
    antd: bodies.some((body) => body.includes('ant-btn')),
  };
}

/** `runs` loads of /dashboard by one returning user. */
export async function measureDashboard(browser: Browser, baseUrl: string, runs: number): Promise<DashboardLoad[]> {
  const context = await returningUser(browser, baseUrl);
  try {
    const loads: DashboardLoad[] = [];
    for (let i = 0; i < runs; i++) {
      const load = await loadOnce(context, `${baseUrl}/dashboard`);
      console.log(
        `  /dashboard at ${DASHBOARD_CPU_SLOWDOWN}× CPU: grid visible ${load.gridVisibleMs.toFixed(0)} ms, ` +
          `${load.jsKb.toFixed(1)} KB JS in ${load.jsFiles} files, ${load.requests} requests, ${load.authChecks}× /api/auth/user`,
      );
      loads.push(load);
    }
    return loads;
  } finally {
    await context.close();
  }
}
