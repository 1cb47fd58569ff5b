/**
 * Front-end size and speed (docs/architecture.md, "Quality bars"): gzipped initial JS of the signed-out landing page and
 * of the signed-out shared player page (measured in Chromium), when the shared player's Play
 * button is usable on a first visit at 4× CPU (./shared-player.ts), the signed-in dashboard's JS
 * on a first visit (the tutorial, or the trial welcome, opening over it) and on a returning one side
 * by side, its files and requests, its sign-in checks and workouts lists, and when its workouts
 * grid is visible at 4× CPU (./dashboard.ts), each remote's remoteEntry.js
 * gzipped, and Lighthouse 12 (mobile preset) performance, accessibility and best practices for
 * both pages: the median of RUNS runs (default 3) with the CPU slowdown calibrated to this machine
 * (bench/web/lighthouse.ts says why and how), and beside it the median at Lighthouse's default 4×.
 * Prints figures next to their targets; asserts nothing.
 *
 *   npm run build            # first: the bench measures the dist/ folders, it builds nothing
 *   npm run bench:web        # starts the stack on BENCH_PORT (default 4700) and stops it after
 *   BENCH_URL=http://localhost:3000 npm run bench:web    # or measures a running stack
 *
 * Without BENCH_URL the stack gets its own embedded PostgreSQL (data in .data-bench/), or uses
 * BENCH_DATABASE_URL. Chromium: CHROMIUM_PATH (default /usr/bin/chromium). BENCH_REPORTS=<folder>
 * also writes each Lighthouse report there (JSON). RUNS=<n> sets the runs per page and setting.
 * BENCH_SMOKE=1 (npm test's benches step): one load of each, users with two workouts, one
 * Lighthouse run of the landing page at the default slowdown; the figures mean little, the point
 * is that every part still runs.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { createWorkouts, launchChromium, signInNewUser, twoBlockWorkout } from '../support/session';
import { benchStack } from '../support/stack';
import { DASHBOARD_CPU_SLOWDOWN, DASHBOARD_MIN_RUNS, measureDashboard, type DashboardLoad } from './dashboard';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, lighthouseRuns, median, type LighthouseRun } from './lighthouse';
import { SHARED_PLAYER_CPU_SLOWDOWN, startUsableRuns } from './shared-player';

const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.env.RUNS ?? 3);

const TARGETS = {
  landingKb: 120,
  landingPerformance: 95,
  // Issue 13, item 9: from 158 KB, against 65 and 107 KB for two open-source timer pages.
  playerKb: 110,
  playerPerformance: 95,
  playerStartUsableMs: 1800,
  remoteEntryKb: 20,
  accessibility: 95,
  // Issue 13, item 9: from 385 KB, the grid after 3.9 s and three sign-in checks. Issue 25, items
  // 10 and 11: ≤ 200 KB on a first visit too (was 333 KB), the grid within 1.0 s (was 1.3–2.1 s),
  // and neither the sign-in check nor the workouts list asked by the page (the gateway puts them in).
  dashboardKb: 200,
  dashboardGridMs: 1000,
  dashboardAuthChecks: 0,
  dashboardWorkoutLists: 0,
};

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (body: Buffer) => kb(gzipSync(body, { level: 9 }).length);

/** A workout shared by a fresh user of the development identity provider; returns /shared/<token>. */
async function sharedWorkoutPath(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInNewUser(page, baseUrl, 'bench');
  const [id] = await createWorkouts(page, [twoBlockWorkout('Bench HIIT')]);
  const shareUrl = await page.evaluate(async (workoutId) => {
    const shared = await fetch(`/api/workouts/${workoutId}/share`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    if (!shared.ok) throw new Error(`share: ${shared.status} ${await shared.text()}`);
    return ((await shared.json()) as { shareUrl: string }).shareUrl;
  }, id!);
  await context.close();
  return new URL(shareUrl, baseUrl).pathname;
}

/**
 * Every JS response of a first, signed-out visit (no service worker) until the page has loaded and
 * no request has started for a second. Not Playwright's 'networkidle': the app's sign-in check
 * leaves the body of its 401 unread, and Chromium then never reports that request finished.
 */
async function initialJs(browser: Browser, url: string): Promise<{ kb: number; files: number; antd: boolean }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page: Page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  let lastRequestAt = Date.now();
  page.on('request', () => (lastRequestAt = Date.now()));
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastRequestAt < 1000 && Date.now() < deadline) await page.waitForTimeout(100);
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    kb: scripts.reduce((sum, body) => sum + gzipKb(body), 0),
    files: scripts.length,
    antd: scripts.some((body) => body.includes('ant-btn') || body.includes('antd')),
  };
}

async function remoteEntries(baseUrl: string): Promise<Array<{ name: string; kb: number }>> {
  const { remotes } = (await (await fetch(`${baseUrl}/api/remotes`)).json()) as { remotes: Array<{ name: string; entry: string }> };
  return Promise.all(
    remotes.map(async ({ name, entry }) => {
      const url = new URL(entry.replace(/mf-manifest\.json$/, 'remoteEntry.js'), baseUrl);
      return { name, kb: gzipKb(Buffer.from(await (await fetch(url)).arrayBuffer())) };
    }),
  );
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const row = (label: string, value: string, target: string, ok: boolean) =>
  console.log(`${label.padEnd(44)} ${value.padStart(10)}   target ${target.padEnd(8)} ${mark(ok)}`);

async function main() {
  const stack = await benchStack({ defaultPort: 4700, dataDir: '.data-bench' });
  const { baseUrl } = stack;
  let browser: Browser | undefined;
  try {
    // Inside the try: a Chromium that fails to start must not leave the stack running.
    browser = await launchChromium();
    console.log(`Measuring ${baseUrl} (build first: this bench uses the dist/ folders as they are)\n`);
    const playerPath = await sharedWorkoutPath(browser, baseUrl);
    const landing = await initialJs(browser, `${baseUrl}/`);
    const player = await initialJs(browser, `${baseUrl}${playerPath}`);
    console.log(`Shared player, Play usable (first visit, ${SHARED_PLAYER_CPU_SLOWDOWN}× CPU), ${RUNS} loads:`);
    const startUsable = median(await startUsableRuns(browser, `${baseUrl}${playerPath}`, RUNS));
    const dashboardRuns = SMOKE ? 1 : Math.max(RUNS, DASHBOARD_MIN_RUNS);
    console.log(`Signed-in dashboard (${DASHBOARD_CPU_SLOWDOWN}× CPU): a returning user, ${dashboardRuns} loads; first visits, ${RUNS} each:`);
    const workouts = SMOKE ? 2 : undefined;
    const dashboard = await measureDashboard(browser, baseUrl, dashboardRuns, 'returning', workouts);
    const firstVisits = {
      tutorial: await measureDashboard(browser, baseUrl, RUNS, 'first visit, new user', workouts),
      welcome: await measureDashboard(browser, baseUrl, RUNS, 'first visit on this device', workouts),
    };
    const entries = await remoteEntries(baseUrl);
    const pages = [
      { name: 'landing', url: `${baseUrl}/`, performanceTarget: TARGETS.landingPerformance },
      { name: 'shared player', url: `${baseUrl}${playerPath}`, performanceTarget: TARGETS.playerPerformance },
    ].slice(0, SMOKE ? 1 : undefined);
    const reportPrefix = (name: string) =>
      process.env.BENCH_REPORTS ? path.join(process.env.BENCH_REPORTS, name.replace(/ /g, '-')) : undefined;
    console.log(`Lighthouse (mobile preset), ${RUNS} runs per page at the default ${DEFAULT_CPU_SLOWDOWN}× CPU slowdown:`);
    const atDefault: LighthouseRun[][] = [];
    for (const page of pages) atDefault.push(await lighthouseRuns(page.url, DEFAULT_CPU_SLOWDOWN, RUNS, reportPrefix(page.name)));
    const benchmarkIndex = median(atDefault.flat().map((run) => run.benchmarkIndex));
    const cpuSlowdown = SMOKE ? DEFAULT_CPU_SLOWDOWN : calibratedCpuSlowdown(benchmarkIndex);
    console.log(`\nThis machine: BenchmarkIndex ${benchmarkIndex.toFixed(0)} (median) → CPU slowdown ${cpuSlowdown.toFixed(2)}× (Lighthouse's calculator)`);
    // A smoke run has seen every part work once; the calibrated runs would only repeat them.
    const calibrated: LighthouseRun[][] = SMOKE ? atDefault : [];
    if (!SMOKE) for (const page of pages) calibrated.push(await lighthouseRuns(page.url, cpuSlowdown, RUNS, reportPrefix(page.name)));

    console.log('');
    const kbRow = (label: string, value: number, target: number, extraOk = true) =>
      row(label, `${value.toFixed(1)} KB`, `≤ ${target} KB`, value <= target && extraOk);
    kbRow(`landing: initial JS, gzip -9 (${landing.files} files, ${landing.antd ? 'ANTD' : 'no antd'})`, landing.kb, TARGETS.landingKb, !landing.antd);
    kbRow(`shared player: initial JS, gzip -9 (${player.files} files)`, player.kb, TARGETS.playerKb);
    row(
      `shared player: Play usable (${SHARED_PLAYER_CPU_SLOWDOWN}× CPU, median)`,
      `${startUsable} ms`,
      `≤ ${TARGETS.playerStartUsableMs} ms`,
      startUsable <= TARGETS.playerStartUsableMs,
    );
    const most = (loads: DashboardLoad[], figure: (load: DashboardLoad) => number) => Math.max(...loads.map(figure));
    const firstVisitKb = Math.max(most(firstVisits.tutorial, (d) => d.jsKb), most(firstVisits.welcome, (d) => d.jsKb));
    const returningKb = most(dashboard, (d) => d.jsKb);
    const antd = [...dashboard, ...firstVisits.tutorial, ...firstVisits.welcome].some((d) => d.antd);
    const files = (loads: DashboardLoad[]) => `${most(loads, (d) => d.jsFiles)} files, ${most(loads, (d) => d.requests)} requests`;
    console.log(
      `dashboard JS, gzip -9: first visit ${most(firstVisits.tutorial, (d) => d.jsKb).toFixed(1)} KB (tutorial; ${files(firstVisits.tutorial)}) / ` +
        `${most(firstVisits.welcome, (d) => d.jsKb).toFixed(1)} KB (trial welcome; ${files(firstVisits.welcome)}) | returning ${returningKb.toFixed(1)} KB (${files(dashboard)})`,
    );
    kbRow(`dashboard: JS on a first visit (most, ${antd ? 'ANTD' : 'no antd'})`, firstVisitKb, TARGETS.dashboardKb, !antd);
    kbRow(`dashboard: JS on a returning visit (${files(dashboard)})`, returningKb, TARGETS.dashboardKb, !antd);
    const gridMs = median(dashboard.map((d) => d.gridVisibleMs));
    row(`dashboard: grid visible (${DASHBOARD_CPU_SLOWDOWN}× CPU, median of ${dashboard.length})`, `${gridMs.toFixed(0)} ms`, `≤ ${TARGETS.dashboardGridMs} ms`, gridMs <= TARGETS.dashboardGridMs);
    const all = [...dashboard, ...firstVisits.tutorial, ...firstVisits.welcome];
    const authChecks = most(all, (d) => d.authChecks);
    row('dashboard: /api/auth/user asked by the page (most)', String(authChecks), `= ${TARGETS.dashboardAuthChecks}`, authChecks === TARGETS.dashboardAuthChecks);
    const workoutLists = most(all, (d) => d.workoutLists);
    row('dashboard: /api/workouts asked by the page (most)', String(workoutLists), `= ${TARGETS.dashboardWorkoutLists}`, workoutLists === TARGETS.dashboardWorkoutLists);
    for (const entry of entries) kbRow(`${entry.name}/remoteEntry.js, gzip -9`, entry.kb, TARGETS.remoteEntryKb);
    pages.forEach((page, i) => {
      const runs = calibrated[i]!;
      const defaults = atDefault[i]!;
      const scoreRow = (label: string, value: number, target?: number) =>
        row(`${page.name}: ${label}`, String(value), target === undefined ? '-' : `≥ ${target}`, target === undefined || value >= target);
      scoreRow(`performance (${cpuSlowdown.toFixed(1)}× CPU)`, median(runs.map((r) => r.performance)), page.performanceTarget);
      scoreRow(`performance (default 4× CPU)`, median(defaults.map((r) => r.performance)));
      scoreRow('accessibility', median(runs.map((r) => r.accessibility)), TARGETS.accessibility);
      scoreRow('best practices', median(runs.map((r) => r.bestPractices)));
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) console.log(`    audits below 1: ${failing.join(', ')}`);
    });
  } finally {
    await browser?.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
