import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once; evaluated through the DevTools protocol, so the page's CSP does not apply. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.x A and AA plus axe's best practices (heading order, landmarks, …). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const BLOCKING: readonly Impact[] = ['serious', 'critical'];
/** Rules that fail a screen whatever axe rates them: every page has its one main landmark. */
const BLOCKING_RULES: readonly string[] = ['landmark-one-main'];

export interface Finding {
  rule: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending nodes, with axe's one-line reason for the first few. */
  nodes: string[];
}

/**
 * Waits until what a person would read is drawn: no skeleton or busy region left and no
 * transition still running (a fading dialog measures as low contrast). Spinners loop forever
 * and are left alone.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-skeleton, [aria-busy="true"]') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
}

export const isBlocking = (finding: Finding) => BLOCKING.includes(finding.impact) || BLOCKING_RULES.includes(finding.rule);

/** Runs axe over the whole document as it is now. */
export async function audit(page: Page): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, TAGS);
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact as Impact,
    help: v.help,
    nodes: v.nodes.map((n, i) => (i < 3 && n.failureSummary ? `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}` : n.target.join(' '))),
  }));
}

/** One line per finding, for the test log and the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `  [${f.impact}] ${f.rule}: ${f.help} (${f.nodes.length})\n${f.nodes.slice(0, 6).map((n) => `      ${n}`).join('\n')}`).join('\n');
}
