/**
 * Dashboard search and filter latency (docs/architecture.md, "Quality bars": with 1,000 workouts and 500 templates,
 * search and filter respond within 50 ms). Runs the built shell and dashboard in Chromium with
 * 1,000 generated workouts and 500 generated templates, then measures, in the page:
 *
 *   search: the moment the 300 ms debounce hands the query to the lists (the dashboard's User
 *           Timing mark) → the DOM committed with the new grid and counts, and → the next frame;
 *   filter: a Category change event → the same two moments.
 *
 * Prints median and p95 of each next to the target; asserts nothing.
 *
 *   npm run build                 # first: the bench measures the dist/ folders, it builds nothing
 *   npm run bench:dashboard       # starts the stack on BENCH_PORT (default 4710) and stops it after
 *   BENCH_URL=http://localhost:3000 npm run bench:dashboard    # or measures a running stack
 *
 * The two lists reach the page through Playwright's request interception (generated, the same on
 * every run), so no rows are written; everything else is the real stack. The workouts come in the
 * page's HTML as the gateway's page data (docs/frontend.md, "Signed-in page data"), replaced there
 * by the generated list; the templates the page asks for. Without BENCH_URL the stack gets its own
 * embedded PostgreSQL (data in .data-bench-dashboard/) or BENCH_DATABASE_URL.
 *
 * BENCH_SMOKE=1 (npm test's benches step): 100 workouts, 50 templates and a few keystrokes, so that
 * a change that breaks the bench shows at once; the figures then mean little.
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import type { ExerciseTemplate, Workout } from '@blockbeat/contracts';
import { BLOCK_COLORS, BUILTIN_CATEGORIES, DIFFICULTIES, jsonForHtml, PAGE_DATA_ATTRIBUTE, SIGNED_IN_PAGE_DATA, totalDuration, toWorkoutSummary } from '@blockbeat/contracts';
import { launchChromium, markReturningUser, signInNewUser } from '../support/session';
import { benchStack } from '../support/stack';

const SMOKE = process.env.BENCH_SMOKE === '1';
const TARGET_MS = 50;
const WORKOUTS = SMOKE ? 100 : 1000;
const TEMPLATES = SMOKE ? 50 : 500;
/** Must match mf-dashboard's SEARCH_APPLIED_MARK (features/filters/hooks/useDashboardFilters.ts). */
const SEARCH_APPLIED_MARK = 'blockbeat:dashboard-search-applied';

const WORDS = ['Morning', 'Power', 'Core', 'Gentle', 'Sunrise', 'Tabata', 'Strength', 'Mobility', 'Cardio', 'Flow', 'Burn', 'Stretch', 'Sprint', 'Balance', 'Endurance', 'Pilates'];
const MOVES = ['Squats', 'Lunges', 'Plank', 'Burpees', 'Push-ups', 'Bridge', 'Jacks', 'Crunches', 'Rows', 'Deadbugs'];

/** The same data on every run: each value is picked by the item's index and a per-field step. */
function generate(): { workouts: Workout[]; templates: ExerciseTemplate[] } {
  let turn = 0;
  const next = () => (turn = (turn * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const random = next;
  const uuid = (prefix: string, i: number) => `${prefix}0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
  const workouts = Array.from({ length: WORKOUTS }, (_, i): Workout => {
    const exercises = Array.from({ length: 4 + Math.floor(random() * 12) }, () => ({
      name: pick(MOVES),
      duration: 20 + Math.floor(random() * 100),
      restTime: Math.floor(random() * 30),
      notes: random() < 0.3 ? `Focus on ${pick(MOVES).toLowerCase()} form` : '',
    }));
    return {
      id: uuid('a', i),
      name: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
      description: `${pick(WORDS)} session with ${pick(MOVES).toLowerCase()} and ${pick(MOVES).toLowerCase()}`,
      notes: random() < 0.4 ? `Bring a ${pick(['mat', 'band', 'towel', 'bottle'])}` : null,
      category: pick(BUILTIN_CATEGORIES),
      difficulty: pick(DIFFICULTIES),
      createdAt: at(i),
      updatedAt: at(i),
      exercises,
      totalDuration: totalDuration(exercises),
    };
  });
  const templates = Array.from({ length: TEMPLATES }, (_, i): ExerciseTemplate => ({
    id: uuid('b', i),
    name: `${pick(MOVES)} ${i}`,
    duration: 20 + Math.floor(random() * 100),
    restTime: Math.floor(random() * 30),
    notes: random() < 0.5 ? `${pick(WORDS)} variation` : '',
    musicUrl: '',
    musicType: 'youtube',
    blockColor: pick(BLOCK_COLORS),
    createdAt: at(i),
  }));
  return { workouts, templates };
}

/** Keys that type and erase search terms, one key per step: a character or Backspace. */
function keystrokes(): string[] {
  const keys: string[] = [];
  for (const term of SMOKE ? ['power'] : ['power', 'flow 1', 'mat', 'core 9', 'squat', 'band 3']) {
    keys.push(...term, ...Array.from(term, () => 'Backspace'));
  }
  return keys;
}

interface Sample {
  kind: 'search' | 'filter';
  commit: number;
  frame: number;
}

type Pending = { kind: Sample['kind']; t0: number } | null;
interface BenchState {
  samples: Sample[];
  pending: Pending;
  /** Set by the driver just before the step it measures, so nothing else starts a measurement. */
  armed: boolean;
}

/**
 * In the page: time from a search mark or a filter change to the next change of the tabs (their
 * counts and the grid; the search box and chips outside them do not count) and to the frame after.
 */
async function instrument(page: Page): Promise<void> {
  await page.evaluate((mark) => {
    const w = window as unknown as { __bench: BenchState };
    w.__bench = { samples: [], pending: null, armed: false };
    const start = (kind: Sample['kind'], t0: number) => {
      if (!w.__bench.armed) return;
      w.__bench.armed = false;
      w.__bench.pending = { kind, t0 };
    };
    const originalMark = performance.mark.bind(performance);
    performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
      const entry = originalMark(name, options);
      if (name === mark) start('search', entry.startTime);
      return entry;
    }) as typeof performance.mark;
    document.addEventListener('change', (e) => {
      if (e.target instanceof HTMLSelectElement) start('filter', performance.now());
    }, true);
    new MutationObserver(() => {
      const pending = w.__bench.pending;
      if (!pending) return;
      w.__bench.pending = null;
      const commit = performance.now() - pending.t0;
      requestAnimationFrame(() => w.__bench.samples.push({ kind: pending.kind, commit, frame: performance.now() - pending.t0 }));
    }).observe(document.querySelector('.dashboard .tabs')!, { subtree: true, childList: true, characterData: true });
  }, SEARCH_APPLIED_MARK);
}

const arm = (page: Page) => page.evaluate(() => void ((window as unknown as { __bench: BenchState }).__bench.armed = true));
const disarm = (page: Page) =>
  page.evaluate(() => {
    const bench = (window as unknown as { __bench: BenchState }).__bench;
    bench.armed = false;
    bench.pending = null;
  });

const sampleCount = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { samples: unknown[] } }).__bench.samples.length);

/** True when the step changed the tabs; false when nothing visible changed (e.g. the same matches). */
async function waitForSample(page: Page, before: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while ((await sampleCount(page)) === before) {
    if (Date.now() > deadline) {
      await disarm(page);
      return false;
    }
    await page.waitForTimeout(20);
  }
  return true;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(label: string, samples: number[]): void {
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const verdict = p95 <= TARGET_MS ? 'within' : 'OVER';
  console.log(`  ${label.padEnd(34)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   max ${Math.max(...samples).toFixed(1).padStart(6)} ms   (${verdict} ${TARGET_MS} ms)`);
}

async function main(): Promise<void> {
  const stack = await benchStack({ defaultPort: 4710, dataDir: '.data-bench-dashboard' });
  const browser = await launchChromium();
  try {
    const { workouts, templates } = generate();
    // Requests a service worker makes are not routed by Playwright; the page's own are.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
    // tsx compiles the functions handed to page.evaluate with esbuild's keepNames, which calls __name.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    await signInNewUser(page, stack.baseUrl, 'bench.dashboard');
    await markReturningUser(page);
    const summaries = workouts.map(toWorkoutSummary);
    await page.route('**/api/workouts', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: summaries }) : route.continue()));
    // The gateway puts the user's (empty) list into the page: the generated one takes its place.
    const embedded = new RegExp(`(<script type="application/json" ${PAGE_DATA_ATTRIBUTE}="${SIGNED_IN_PAGE_DATA.workouts}"[^>]*>)[^<]*(</script>)`);
    await page.route('**/dashboard', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: html.replace(embedded, (_all, open: string, close: string) => `${open}${jsonForHtml(summaries)}${close}`) });
    });
    await page.route('**/api/exercise-templates', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: templates }) : route.continue()));
    const scripts: Response[] = [];
    const onResponse = (r: Response) => {
      if (r.request().resourceType() === 'script') scripts.push(r);
    };
    page.on('response', onResponse);
    const loadStart = Date.now();
    await page.reload();
    await page.getByRole('tab', { name: `My Workouts (${WORKOUTS})` }).waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: `Exercise Templates (${TEMPLATES})` }).waitFor();
    const loadMs = Date.now() - loadStart;
    page.off('response', onResponse);
    const sizes: { url: string; kb: number; pdf: boolean }[] = [];
    for (const r of scripts) {
      const url = new URL(r.url()).pathname;
      // A response of the page before the reload has no body any more; it is loaded again after.
      const body = await r.body().catch(() => null);
      // 'jsPDF PubSub' is text of jsPDF's own code, not of the dashboard's code that imports it.
      if (body && !sizes.some((s) => s.url === url)) sizes.push({ url, kb: gzipSync(body, { level: 9 }).length / 1024, pdf: body.includes('jsPDF PubSub') });
    }
    await page.waitForTimeout(1500);
    await instrument(page);

    const search = page.getByRole('searchbox', { name: 'Search workouts and templates' });
    await search.click();
    let unchanged = 0;
    for (const key of keystrokes()) {
      const before = await sampleCount(page);
      await arm(page);
      if (key === 'Backspace') await page.keyboard.press(key);
      else await page.keyboard.type(key);
      // The debounce is 300 ms; a step whose matches are the same changes nothing to measure.
      if (!(await waitForSample(page, before, 1500))) unchanged += 1;
      await page.waitForTimeout(60);
    }

    await page.getByRole('button', { name: 'Filters' }).click();
    const category = page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Category' });
    const values = SMOKE ? ['yoga', 'all'] : ['yoga', 'all', 'hiit', 'pilates', 'all', 'strength', 'cardio', 'all', 'yoga', 'hiit', 'all', 'cardio'];
    for (const value of values) {
      const before = await sampleCount(page);
      await arm(page);
      await category.selectOption(value);
      if (!(await waitForSample(page, before, 1500))) throw new Error(`Choosing the category ${value} changed nothing`);
      await page.waitForTimeout(60);
    }

    const samples = await page.evaluate(() => (window as unknown as { __bench: { samples: Sample[] } }).__bench.samples);
    const of = (kind: Sample['kind'], key: 'commit' | 'frame') => samples.filter((s) => s.kind === kind).map((s) => s[key]);
    console.log(`Dashboard with ${WORKOUTS} workouts and ${TEMPLATES} templates (the grid mounts 24 cards per page); first load ${loadMs} ms`);
    const dashboardKb = sizes.filter((s) => s.url.startsWith('/remotes/mf-dashboard/')).reduce((a, s) => a + s.kb, 0);
    const totalKb = sizes.reduce((a, s) => a + s.kb, 0);
    console.log(`JS loaded for the signed-in dashboard (gzip -9): ${totalKb.toFixed(1)} KB in ${sizes.length} files, of which mf-dashboard ${dashboardKb.toFixed(1)} KB:`);
    for (const s of sizes.filter((s) => s.url.startsWith('/remotes/mf-dashboard/'))) console.log(`    ${s.kb.toFixed(1).padStart(6)} KB  ${s.url}`);
    console.log(`PDF drawing libraries (jsPDF, html2canvas) loaded with the dashboard: ${sizes.some((s) => s.pdf) ? 'YES' : 'no'}`);
    console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other work on the machine inflates the figures)`);
    console.log(`Search: ${of('search', 'commit').length} keystrokes measured from the debounce firing (${unchanged} more changed no match and are not counted); filter: ${of('filter', 'commit').length} Category changes`);
    report('search → grid committed to the DOM', of('search', 'commit'));
    report('search → next frame', of('search', 'frame'));
    report('filter → grid committed to the DOM', of('filter', 'commit'));
    report('filter → next frame', of('filter', 'frame'));
    await context.close();
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
