/**
 * Lighthouse 12 (mobile preset: Moto G Power, slow 4G) in a Chromium of its own, run several
 * times per page, with the CPU slowdown calibrated to this machine as Lighthouse's documentation
 * asks (docs/throttling.md, "Calibrating the CPU slowdown").
 *
 * Lighthouse's default 4× CPU slowdown assumes a host with a BenchmarkIndex around 1,500 (a
 * high-end desktop). On a slower host the emulated phone is slower than a Moto G Power, and
 * Lighthouse itself warns (below 1,000) that the score is then too low. The machines here score
 * about 600–3,300, varying from machine to machine and from run to run with what else runs. So the bench measures the host
 * first (the median BenchmarkIndex of the default runs), derives the slowdown with Lighthouse's
 * CPU throttling calculator, and compares the calibrated runs with the targets. The default 4×
 * figures are printed beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  benchmarkIndex: number;
  /** FCP, LCP, TBT, CLS, speed index as Lighthouse displays them. */
  metrics: string;
  failing: string[];
}

/**
 * The slowdown that turns this host into Lighthouse's target phone: the formula of Lighthouse's
 * CPU throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app, linked from
 * Lighthouse's docs/throttling.md): 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

async function runOnce(url: string, cpuSlowdown: number, reportFile?: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    // e.g. NO_NAVSTART: a trace Chromium did not record well; the caller runs again.
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (reportFile) {
      fs.mkdirSync(path.dirname(reportFile), { recursive: true });
      fs.writeFileSync(reportFile, JSON.stringify(result.lhr, null, 1));
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices']
      .flatMap((id) => categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const metrics = [
      ['FCP', 'first-contentful-paint'],
      ['LCP', 'largest-contentful-paint'],
      ['TBT', 'total-blocking-time'],
      ['CLS', 'cumulative-layout-shift'],
      ['SI', 'speed-index'],
    ]
      .map(([label, id]) => `${label} ${audits[id!]?.displayValue ?? '?'}`)
      .join(', ');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      benchmarkIndex: environment.benchmarkIndex,
      metrics,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` good runs of one page (a failed trace is run again, up to three times in all). */
export async function lighthouseRuns(url: string, cpuSlowdown: number, runs: number, reportPrefix?: string): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  let failures = 0;
  while (results.length < runs) {
    try {
      const reportFile = reportPrefix ? `${reportPrefix}-${cpuSlowdown.toFixed(1)}x-${results.length + 1}.json` : undefined;
      const run = await runOnce(url, cpuSlowdown, reportFile);
      console.log(`  ${url} at ${cpuSlowdown.toFixed(2)}× CPU: performance ${run.performance} (${run.metrics}; BenchmarkIndex ${run.benchmarkIndex})`);
      results.push(run);
    } catch (error) {
      if (++failures >= 3) throw error;
      console.log(`  ${url}: ${(error as Error).message.split('\n')[0]}; running again`);
    }
  }
  return results;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
