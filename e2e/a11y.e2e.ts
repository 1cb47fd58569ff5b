import type { BrowserContext, Locator, Page } from 'playwright-core';
import { audit, describeFindings, isBlocking, settled } from './a11y/axe';
import { baseUrl, newSignedInPage, uniqueEmail } from './support/browser';
import { withDatabase } from './support/db';
import { browserForFile, pageApi, visible } from './support/suite';

// Every screen, in both themes, at a laptop size, checked by axe-core (the engine behind most
// accessibility checkers): no serious or critical violation, and a main landmark on each
// (docs/product.md, "Accessibility").

jest.setTimeout(120_000);
const browser = browserForFile();

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
type Who = 'visitor' | 'trial' | 'expired' | 'admin';

interface Fixtures {
  workoutId: string;
  shareToken: string;
}

interface Screen {
  name: string;
  who: Who;
  path: (f: Fixtures) => string;
  /** What shows once the screen has loaded (before it, axe would check a spinner). */
  ready: (page: Page) => Locator;
  /** A step a person takes first, for states that have no address of their own. */
  then?: (page: Page) => Promise<void>;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const LEGAL = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/acceptable-use', 'Acceptable Use Policy'],
] as const;

const SCREENS: Screen[] = [
  { name: 'landing', who: 'visitor', path: () => '/', ready: (p) => p.locator('#hero-title') },
  ...LEGAL.map(([path, title]): Screen => ({ name: `legal ${path}`, who: 'visitor', path: () => path, ready: h1(title) })),
  { name: 'shared player (visitor)', who: 'visitor', path: (f) => `/shared/${f.shareToken}`, ready: (p) => p.getByRole('button', { name: 'Play' }) },
  { name: 'import (visitor)', who: 'visitor', path: (f) => `/import/${f.workoutId}`, ready: h1('Import Workout') },
  { name: 'shared link not available', who: 'visitor', path: () => '/shared/no-such-token', ready: (p) => p.getByText(/not available/i) },

  { name: 'dashboard', who: 'trial', path: () => '/dashboard', ready: (p) => p.getByText('Accessible Flow') },
  {
    name: 'dashboard, Exercise Templates tab',
    who: 'trial',
    path: () => '/dashboard',
    ready: (p) => p.getByText('Accessible Flow'),
    then: async (p) => {
      await p.getByRole('tab', { name: /Exercise Templates/ }).click();
      await visible(p.getByText('Plank Hold'));
    },
  },
  {
    name: 'dashboard, Create Template dialog',
    who: 'trial',
    path: () => '/dashboard',
    ready: (p) => p.getByText('Accessible Flow'),
    then: async (p) => {
      await p.getByRole('button', { name: 'Create Template' }).first().click();
      await visible(p.getByRole('dialog'));
    },
  },
  { name: 'builder, new workout', who: 'trial', path: () => '/builder', ready: h1('Workout Builder') },
  { name: 'builder, saved workout', who: 'trial', path: (f) => `/builder/${f.workoutId}`, ready: (p) => p.getByText('Plank Hold').first() },
  { name: 'player', who: 'trial', path: (f) => `/player/${f.workoutId}`, ready: (p) => p.getByRole('button', { name: 'Play' }) },
  { name: 'shared player (signed in)', who: 'trial', path: (f) => `/shared/${f.shareToken}`, ready: (p) => p.getByRole('button', { name: 'Play' }) },
  { name: 'import (signed in)', who: 'trial', path: (f) => `/import/${f.workoutId}`, ready: (p) => p.getByRole('button', { name: /Import to my library/ }) },
  { name: 'account', who: 'trial', path: () => '/account', ready: (p) => p.getByText(/Storage: .* used/) },
  { name: 'subscription', who: 'trial', path: () => '/subscription', ready: h1('Subscription') },
  { name: 'payment setup', who: 'trial', path: () => '/payment-setup', ready: h1('Payment Setup') },
  { name: 'support', who: 'trial', path: () => '/support', ready: h1('Support') },
  { name: 'paywall', who: 'trial', path: () => '/subscription-required', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'Spotify playlist sync', who: 'trial', path: () => '/spotify-playlist-sync', ready: h1('Spotify Playlist Sync') },
  { name: 'legal page (signed in)', who: 'trial', path: () => '/privacy-policy', ready: h1('Privacy Policy') },

  { name: 'account (expired trial)', who: 'expired', path: () => '/account', ready: (p) => p.getByRole('heading', { name: 'Trial Expired' }) },
  { name: 'subscription (expired trial)', who: 'expired', path: () => '/subscription', ready: h1('Subscription') },
  { name: 'paywall (expired trial)', who: 'expired', path: () => '/subscription-required', ready: h1('Trial Expired') },

  ...['/admin', '/admin/support', '/admin/email-templates', '/admin/group-email', '/admin/stripe-test'].map(
    (path): Screen => ({ name: path, who: 'admin', path: () => path, ready: h1('Admin') }),
  ),
];

const WORKOUT = {
  name: 'Accessible Flow',
  description: 'A short routine every screen can show',
  category: 'yoga',
  difficulty: 'beginner',
  exercises: [
    { name: 'Plank Hold', duration: 45, restTime: 15, notes: 'Keep the back straight' },
    { name: 'Sun Salutation', duration: 60, restTime: 0 },
    { name: 'Child Pose', duration: 30, restTime: 10 },
  ],
};
const TEMPLATE = { name: 'Plank Hold', duration: 45, restTime: 15, notes: 'Core', musicType: 'youtube', musicUrl: '' };

const pages = new Map<Who, { context: BrowserContext; page: Page }>();
let fixtures: Fixtures;

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  return newSignedInPage(browser(), email);
}

beforeAll(async () => {
  const trial = await signedIn(uniqueEmail('a11y'));
  const created = await pageApi<{ id: string }>(trial.page, 'POST', '/api/workouts', WORKOUT);
  expect(created.status).toBe(201);
  expect((await pageApi(trial.page, 'POST', '/api/exercise-templates', TEMPLATE)).status).toBe(201);
  const share = await pageApi<{ shareUrl: string }>(trial.page, 'POST', `/api/workouts/${created.body.id}/share`);
  fixtures = { workoutId: created.body.id, shareToken: share.body.shareUrl.split('/shared/')[1]! };
  pages.set('trial', trial);

  const expiredEmail = uniqueEmail('a11y-expired');
  const expired = await signedIn(expiredEmail);
  expect((await pageApi(expired.page, 'GET', '/api/subscription/status')).status).toBe(200);
  await withDatabase((db) => db.query("UPDATE billing.subscriptions SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = lower($1)", [expiredEmail]));
  pages.set('expired', expired);

  pages.set('admin', await signedIn('admin@example.com'));
  const context = await browser().newContext();
  pages.set('visitor', { context, page: await context.newPage() });
}, 180_000);

afterAll(async () => {
  for (const { context } of pages.values()) await context.close();
});

async function open(page: Page, screen: Screen, theme: Theme): Promise<void> {
  // The theme script reads this before the first paint of every page load.
  if (!page.url().startsWith(baseUrl())) await page.goto(baseUrl());
  await page.evaluate((t) => localStorage.setItem('blockbeat-ui-theme', t), theme);
  await page.goto(`${baseUrl()}${screen.path(fixtures)}`);
  await visible(screen.ready(page));
  await screen.then?.(page);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

const cases = SCREENS.flatMap((screen) => THEMES.map((theme) => [screen.name, theme, screen] as const));

test.each(cases)('when axe checks %s in the %s theme, then it finds no serious or critical violation and no missing main landmark', async (_name, theme, screen) => {
  const { page } = pages.get(screen.who)!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, screen, theme);
  const findings = await audit(page);
  if (findings.length > 0) console.log(`axe: ${screen.name} (${theme})\n${describeFindings(findings)}`);
  const blocking = findings.filter(isBlocking);
  expect(describeFindings(blocking)).toBe('');
});
