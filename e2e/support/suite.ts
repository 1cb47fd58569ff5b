import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';

/** One Chromium for a test file: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll');
    return browser;
  };
}

/** Waits until the first match is visible (15 s by default). */
export const visible = (l: Locator, timeout = 15_000) => l.first().waitFor({ state: 'visible', timeout });

/** Waits until the first match is hidden or gone (15 s by default). */
export const hidden = (l: Locator, timeout = 15_000) => l.first().waitFor({ state: 'hidden', timeout });

const OFF_MACHINE = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/;

/** Nothing a journey does may reach the internet: any request off this machine is refused. */
export const refuseOffMachineRequests = (context: BrowserContext) => context.route(OFF_MACHINE, (route) => route.abort('blockedbyclient'));

/** A JSON call from inside the page, as the app makes it (same origin, session cookie); the body parsed. */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}
