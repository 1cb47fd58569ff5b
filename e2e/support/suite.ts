import type { Browser, Locator, Page } from 'playwright-core';
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
