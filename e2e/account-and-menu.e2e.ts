import type { Locator, Page } from 'playwright-core';
import { baseUrl, newSignedInPage, signIn, uniqueEmail } from './support/browser';
import { browserForFile, hidden, pageApi, visible } from './support/suite';

// Issue 25, items 5, 7, 8 and 9: across the shell's profile menu, the account remote and the dashboard.
jest.setTimeout(120_000);
const browser = browserForFile();

const menu = (page: Page) => page.getByRole('menu', { name: 'Account' });
const profile = (page: Page) => page.getByRole('banner').locator('.profile-link');
const card = (page: Page, title: string) => page.locator('.ant-card', { has: page.getByRole('heading', { name: title, exact: true }) });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

async function expectFocused(locator: Locator) {
  expect(await locator.evaluate((el) => el === document.activeElement)).toBe(true);
}

test('when an admin rests the pointer on their profile, then the menu leads to the admin console', async () => {
  const { context, page } = await newSignedInPage(browser(), 'admin@example.com');
  await profile(page).hover();
  await menu(page).getByRole('menuitem', { name: 'Admin console' }).click();
  await page.waitForURL(`${baseUrl()}/admin`);
  await visible(page.getByRole('heading', { level: 1, name: 'Admin' }));
  await context.close();
});

test('when someone who is not an admin opens the menu, then it has no way to the admin console', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('not-admin'));
  await profile(page).hover();
  await visible(menu(page).getByRole('menuitem', { name: 'Log Out' }));
  expect(await menu(page).getByRole('menuitem', { name: 'Admin console' }).count()).toBe(0);
  await context.close();
});

test('when the profile control is reached by keyboard, or tapped on a phone, then the menu opens', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('menu-keys'));
  await page.getByRole('link', { name: 'Support notifications' }).focus();
  await page.keyboard.press('Tab');
  await visible(menu(page));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectFocused(menu(page).getByRole('menuitem', { name: 'Account Settings' }));
  await context.close();

  const phone = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tapper = await phone.newPage();
  await signIn(tapper, uniqueEmail('menu-tap'));
  await profile(tapper).tap();
  await visible(menu(tapper));
  expect(new URL(tapper.url()).pathname).toBe('/dashboard');
  await menu(tapper).getByRole('menuitem', { name: 'Account Settings' }).tap();
  await tapper.waitForURL(`${baseUrl()}/account`);
  await phone.close();
});

test('when the tutorial is replayed from the account page, then it opens on that dashboard load only: closed, it does not come back', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('replay'));
  await page.goto(`${baseUrl()}/account`);
  await page.getByRole('button', { name: 'Replay tutorial' }).click();
  await page.waitForURL(`${baseUrl()}/dashboard`);
  const tutorial = page.getByRole('dialog', { name: 'Welcome to BlockBeat!' });
  await visible(tutorial);
  await tutorial.getByRole('button', { name: 'Close' }).click();
  await hidden(tutorial);

  await page.reload();
  await visible(page.getByRole('tab', { name: /My Workouts/ }));
  // The tutorial opens about 1 s after the dashboard loads: give it well over that.
  await page.waitForTimeout(2500);
  expect(await tutorial.count()).toBe(0);
  const me = await pageApi<{ onboardingCompleted: boolean }>(page, 'GET', '/api/auth/user');
  expect(me.body.onboardingCompleted).toBe(true);
  await context.close();
});

describe('the account page and the not-available card use the width of a laptop', () => {
  test('when the account page opens at 1280×800, then its cards stand in two columns in the middle; at 390 in one, the name in sight', async () => {
    const wide = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await wide.newPage();
    await signIn(page, uniqueEmail('account-layout'));
    await page.goto(`${baseUrl()}/account`);
    const profileCard = await boxOf(card(page, 'Profile'));
    const storageCard = await boxOf(card(page, 'Storage'));
    expect(storageCard.x).toBeGreaterThanOrEqual(profileCard.x + profileCard.width);
    expect(Math.abs(storageCard.y - profileCard.y)).toBeLessThan(4);
    expect(Math.abs((profileCard.x + storageCard.x + storageCard.width) / 2 - 640)).toBeLessThan(24);
    await visible(page.getByText(/^Storage: \d+(\.\d)? KB of 500 MB used$/));

    await page.goto(`${baseUrl()}/import/00000000-0000-4000-8000-000000000000`);
    const notAvailable = await boxOf(page.getByRole('alert').filter({ hasText: 'This workout is not available.' }));
    expect(notAvailable.width).toBeGreaterThan(800);
    expect(Math.abs(notAvailable.x + notAvailable.width / 2 - 640)).toBeLessThan(24);
    await wide.close();

    const narrow = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const phone = await narrow.newPage();
    await signIn(phone, uniqueEmail('account-phone'));
    await phone.goto(`${baseUrl()}/account`);
    const me = await pageApi<{ firstName: string | null; lastName: string | null }>(phone, 'GET', '/api/auth/user');
    // The top bar hides its own copy of the name on a phone; the account page's must stay in sight.
    const name = card(phone, 'Profile').getByText([me.body.firstName, me.body.lastName].filter(Boolean).join(' '), { exact: true });
    await visible(name);
    expect((await boxOf(name)).width).toBeGreaterThan(40);
    const phoneProfile = await boxOf(card(phone, 'Profile'));
    const phoneStorage = await boxOf(card(phone, 'Storage'));
    expect(phoneStorage.y).toBeGreaterThan(phoneProfile.y + phoneProfile.height);
    await narrow.close();
  });
});
