import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { browserForFile, visible } from './support/suite';

jest.setTimeout(120_000);
const browser = browserForFile();

describe('signing in and out', () => {
  test('when a visitor opens /, then the signed-out landing page shows with its calls to action', async () => {
    const page = await browser().newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl());
    await visible(page.getByRole('link', { name: 'Start Free Trial' }));
    await visible(page.getByText('Professional workout timer platform for fitness instructors'));
    expect(await page.getByRole('link', { name: 'Log In' }).first().getAttribute('href')).toBe('/api/login');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('when a user signs in through the identity provider, then the dashboard remote renders inside the shell', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, uniqueEmail('signin'));
    await visible(page.getByRole('tab', { name: /My Workouts \(0\)/ }));
    await visible(page.getByText('No workouts yet'));
    await visible(page.getByRole('link', { name: 'Dashboard' }));
    const user = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
    expect(user.email).toMatch(/^signin\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('when the user logs out, then the session ends and the old cookie no longer works', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, uniqueEmail('logout'));
    const cookiesBefore = await context.cookies();
    expect(cookiesBefore.some((c) => c.name === 'blockbeat_session')).toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).hover();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await visible(page.getByRole('link', { name: 'Start Free Trial' }));

    const replay = await browser().newContext();
    await replay.addCookies(cookiesBefore.filter((c) => c.name === 'blockbeat_session'));
    const res = await replay.request.get(`${baseUrl()}/api/auth/user`);
    expect(res.status()).toBe(401);
    await replay.close();
    await context.close();
  });
});
