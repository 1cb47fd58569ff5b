/**
 * The shared player's Start button as a visitor first meets it (issue 13, item 9): a signed-out
 * first visit (no service worker, disk cache off), Chromium's CPU slowed 4× (DevTools'
 * throttling), the network as it is. Per load: when Play became usable, in ms after the navigation
 * started, read in the page: the first animation frame in which the button is there, enabled and
 * wired up (React has attached its handler; a button drawn on the server has none until then).
 */
import type { Browser } from 'playwright-core';

export const SHARED_PLAYER_CPU_SLOWDOWN = 4;

/** A string, not a function: tsx's transpiled functions call a helper the page does not have. */
const WATCH_PLAY = `
  requestAnimationFrame(function check(now) {
    const play = document.querySelector('button[aria-label="Play"]');
    const wired = play && !play.disabled && Object.keys(play).some((key) => key.startsWith('__reactProps'));
    if (wired) window.__playUsableAt = now;
    else requestAnimationFrame(check);
  });
`;

async function loadOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SHARED_PLAYER_CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(WATCH_PLAY);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __playUsableAt?: number }).__playUsableAt !== undefined, undefined, { timeout: 60_000 });
    return Math.round(await page.evaluate(() => (window as unknown as { __playUsableAt: number }).__playUsableAt));
  } finally {
    await context.close();
  }
}

/** `runs` first visits of the shared player page; each one's time to a usable Play button. */
export async function startUsableRuns(browser: Browser, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const ms = await loadOnce(browser, url);
    console.log(`  ${url}: Play usable after ${ms} ms at ${SHARED_PLAYER_CPU_SLOWDOWN}× CPU`);
    times.push(ms);
  }
  return times;
}
