/**
 * PDF export of a 100-block workout (docs/architecture.md, "Quality bars": ≤ 5 s, real text, no blank or cut
 * pages). Runs
 * the built shell and dashboard in Chromium, exports through the dialog as a person does (Music
 * URLs on) and prints, per workout and run: the time from the Export PDF click to the download,
 * the file size and bytes per page, the pages, the lines `pdftotext` reads, the clickable links,
 * and whether any page (drawn by `pdftoppm`) is blank or cut; beside each, the same figures for
 * the html2pdf.js export this replaced (pictures of text), as measured before the change. Asserts
 * nothing. Needs poppler-utils (`pdftotext`, `pdftoppm`), as the e2e checks do.
 *
 *   npm run build            # first: the bench measures the dist/ folders, it builds nothing
 *   npm run bench:pdf        # starts the stack on BENCH_PORT (default 4730) and stops it after
 *   BENCH_URL=http://localhost:3000 npm run bench:pdf          # or measures a running stack
 *   BENCH_RUNS=5 npm run bench:pdf                              # runs per workout (default 3)
 *   BENCH_SMOKE=1 npm run bench:pdf         # npm test's benches step: one run of the first workout
 *
 * Two workouts: "Century" as the e2e journey builds it (notes on every third block, a YouTube
 * link on every other) and "Century with notes" (three lines of notes on every block). The first
 * run of a session also fetches jsPDF's chunk.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { pageFaults, pdfText, readPdf, renderPdfPages } from '../../e2e/support/pdf';
import { createWorkouts, launchChromium, markReturningUser, signInNewUser } from '../support/session';
import { benchStack } from '../support/stack';

const TARGET_SECONDS = 5;
const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = SMOKE ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const LONG_NOTES = 'Keep your core braced, breathe out on the effort and keep the knees soft. '.repeat(3).trim();

/** The html2pdf.js export (each page a JPEG of the laid-out HTML), measured with this bench, 1 run, load average 11, 2026-11-28. */
interface Before {
  seconds: number;
  bytes: number;
  pages: number;
}

interface BenchWorkout {
  name: string;
  notes: (i: number) => string;
  before: Before;
}

const WORKOUTS: BenchWorkout[] = [
  { name: 'Century', notes: (i) => (i % 3 === 0 ? `Keep your form steady on block ${i + 1}` : ''), before: { seconds: 8.86, bytes: 2.08 * 1024 * 1024, pages: 11 } },
  { name: 'Century with notes', notes: (i) => `Block ${i + 1}: ${LONG_NOTES}`, before: { seconds: 7.6, bytes: 5.95 * 1024 * 1024, pages: 17 } },
];

function workoutBody({ name, notes }: BenchWorkout) {
  const exercises = Array.from({ length: 100 }, (_, i) => ({
    name: `Block ${i + 1}`,
    duration: 30,
    restTime: 10,
    notes: notes(i),
    musicUrl: i % 2 === 0 ? YOUTUBE : '',
    musicType: 'youtube',
    blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600',
  }));
  return { name, description: 'One hundred blocks', category: 'cardio', difficulty: 'intermediate', exercises };
}

interface Sample {
  seconds: number;
  bytes: number;
  pages: number;
  textLines: number;
  links: number;
  faults: string[];
}

async function exportOnce(page: Page, name: string): Promise<Sample> {
  await page.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click();
  const dialog = page.getByRole('dialog', { name: `Export ${name} as PDF` });
  await dialog.getByRole('checkbox', { name: 'Music URLs' }).check();
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), dialog.getByRole('button', { name: 'Export PDF' }).click()]);
  const file = await fs.readFile((await download.path())!);
  const seconds = (performance.now() - started) / 1000;
  await dialog.waitFor({ state: 'hidden' });
  const pages = readPdf(file);
  const text = await pdfText(file);
  const faults = (await renderPdfPages(file, 50)).flatMap((raster, i) => {
    const { blank, cutAtTop, cutAtBottom } = pageFaults(raster);
    const fault = blank ? 'blank' : cutAtTop || cutAtBottom ? 'cut' : '';
    return fault ? [`page ${i + 1} ${fault}`] : [];
  });
  return {
    seconds,
    bytes: file.length,
    pages: pages.length,
    textLines: text.join('\n').split('\n').filter((line) => line.trim() !== '').length,
    links: pages.reduce((sum, p) => sum + p.links.length, 0),
    faults,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const stack = await benchStack({ defaultPort: 4730, dataDir: '.data-bench-pdf' });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    // tsx compiles the functions handed to page.evaluate with esbuild's keepNames, which calls __name.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    await signInNewUser(page, stack.baseUrl, 'bench.pdf');
    // A person who has seen the tutorial and the trial welcome, with the two workouts.
    await markReturningUser(page);
    await createWorkouts(page, WORKOUTS.map(workoutBody));
    await page.reload();

    console.log(`PDF export of a 100-block workout, A4 portrait, Music URLs on (target ≤ ${TARGET_SECONDS} s, real text, no blank or cut pages); ${RUNS} runs each`);
    for (const workout of SMOKE ? WORKOUTS.slice(0, 1) : WORKOUTS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await exportOnce(page, workout.name));
      const times = samples.map((s) => s.seconds);
      const last = samples.at(-1)!;
      const { before } = workout;
      const faults = [...new Set(samples.flatMap((s) => s.faults))];
      console.log(`  ${workout.name}: ${last.pages} pages, ${kb(last.bytes)} (${kb(last.bytes / last.pages)} a page), ${last.textLines} lines of text (pdftotext), ${last.links} links`);
      console.log(`    before (html2pdf.js, pictures of text): ${before.pages} pages, ${kb(before.bytes)} (${kb(before.bytes / before.pages)} a page), 0 lines of text, ${before.seconds.toFixed(2)} s`);
      console.log(`    export ${times.map((t) => t.toFixed(2)).join(' / ')} s; median ${median(times).toFixed(2)} s (${median(times) <= TARGET_SECONDS ? 'within' : 'OVER'} ${TARGET_SECONDS} s; before ${before.seconds.toFixed(2)} s)`);
      console.log(`    pages: ${faults.length === 0 ? 'none blank or cut' : faults.join(', ')}`);
    }
    console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other work on the machine inflates the figures)`);
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
