import type { Page } from 'playwright-core';
import { baseUrl, newSignedInPage, uniqueEmail } from './support/browser';
import { withDatabase } from './support/db';
import { browserForFile, visible } from './support/suite';

// Issue 13, items 4 and 6: what expired users, former subscribers and non-admins are shown.
jest.setTimeout(120_000);
const browser = browserForFile();

const setSubscription = (email: string, assignments: string) =>
  withDatabase((db) => db.query(`UPDATE billing.subscriptions SET ${assignments} WHERE lower(email) = lower($1)`, [email]));

async function openAt(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState('load');
}

describe('/admin', () => {
  test('when someone who is not an admin opens /admin, then they see a not-found page with a way home, not the admin screen', async () => {
    const { context, page } = await newSignedInPage(browser(), uniqueEmail('not-admin'));
    await openAt(page, '/admin/support');
    await visible(page.getByRole('heading', { name: 'Page not found' }));
    expect(await page.getByRole('heading', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  test('when an admin opens /admin, then the admin screen shows', async () => {
    const { context, page } = await newSignedInPage(browser(), 'admin@example.com');
    await openAt(page, '/admin');
    await visible(page.getByRole('heading', { name: 'Admin', exact: true }));
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    await context.close();
  });
});

describe('expired users', () => {
  test('when the trial has ended, then Dashboard and Builder are locked and say why, and the paywall says Trial Expired', async () => {
    const email = uniqueEmail('locked');
    const { context, page } = await newSignedInPage(browser(), email);
    expect((await setSubscription(email, "trial_ends_at = now() - interval '1 day'")).rowCount).toBe(1);
    await openAt(page, '/account');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dashboard = nav.getByRole('button', { name: 'Dashboard' });
    await visible(dashboard);
    expect(await nav.getByRole('link').count()).toBe(0);
    const description = await dashboard.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(description).toBe('Your free trial has ended. Subscribe to use the dashboard, the builder and your history again.');
    await dashboard.click();
    await nav.getByRole('link', { name: 'See the plan' }).click();
    await page.waitForURL(/\/subscription$/);

    await openAt(page, '/subscription-required');
    await visible(page.getByRole('heading', { level: 1, name: 'Trial Expired' }));
    await context.close();
  });

  test('when a paying subscriber cancelled, then the account and the paywall say the subscription ended, not the trial', async () => {
    const email = uniqueEmail('cancelled');
    const { context, page } = await newSignedInPage(browser(), email);
    const updated = await setSubscription(email, "status = 'canceled', stripe_subscription_id = 'sub_e2e_cancelled', trial_ends_at = now() - interval '40 days'");
    expect(updated.rowCount).toBe(1);

    await openAt(page, '/account');
    await visible(page.getByRole('region', { name: 'Subscription Ended' }));
    expect(await page.getByRole('heading', { name: 'Trial Expired' }).count()).toBe(0);

    await openAt(page, '/subscription-required');
    await visible(page.getByRole('heading', { level: 1, name: 'Subscription Ended' }));
    await visible(page.getByText('Your BlockBeat Pro subscription has ended. Subscribe again to continue using BlockBeat Pro.'));
    expect(await page.getByText('Your 14-day free trial has ended').count()).toBe(0);
    await context.close();
  });
});
