import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readState } from './stack-state';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const baseUrl = () => readState().baseUrl;

/** Collects uncaught page errors so a test can assert the app did not crash. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** The shell's per-user marker that the trial welcome popup was shown (shell/src/trial). */
export const TRIAL_WELCOME_KEY_PREFIX = 'blockbeat-trial-welcome-shown:';

export interface SignInOptions {
  /**
   * 'suppress' (default) marks the trial welcome popup as already shown for this user, so a
   * journey about something else is not interrupted by it; 'show' leaves it to appear. A new user
   * sees it only after the onboarding tutorial, so marking it right after sign-in is in time.
   */
  trialWelcome?: 'suppress' | 'show';
  /**
   * 'complete' (default) marks the dashboard's onboarding tutorial completed (the API a person's
   * "Skip Tutorial" calls) and reloads, so a journey about something else is not interrupted by
   * it; 'show' leaves it to open about 1 s after the dashboard loads.
   */
  onboarding?: 'complete' | 'show';
  /** Another stack than the suite's (a second launcher started by one test file). */
  base?: string;
}

/** Signs in through the development identity provider exactly as a person would. */
export async function signIn(page: Page, email: string, { trialWelcome = 'suppress', onboarding = 'complete', base = baseUrl() }: SignInOptions = {}): Promise<void> {
  await page.goto(base);
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  if (trialWelcome === 'suppress') {
    await page.evaluate(async (prefix) => {
      const user = (await (await fetch('/api/auth/user')).json()) as { id: string };
      localStorage.setItem(prefix + user.id, 'suppressed by the e2e sign-in helper');
    }, TRIAL_WELCOME_KEY_PREFIX);
  }
  if (onboarding === 'complete') {
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/user/onboarding', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"completed":true}' });
      return res.status;
    });
    if (status !== 200) throw new Error(`Marking the onboarding tutorial completed answered ${status}`);
    // The dashboard read the user before the change; a fresh load sees it completed.
    await page.reload();
    await page.waitForURL(/\/dashboard$/);
  }
}

export async function newSignedInPage(
  browser: Browser,
  email: string,
  options?: SignInOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, options);
  return { context, page };
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
