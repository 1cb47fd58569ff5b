import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { baseUrl, newSignedInPage, signIn, trackPageErrors, TRIAL_WELCOME_KEY_PREFIX, uniqueEmail } from './support/browser';
import { withDatabase } from './support/db';
import { readState } from './support/stack-state';
import { browserForFile, pageApi, visible } from './support/suite';

jest.setTimeout(180_000);
const browser = browserForFile();

const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to the Pro plan' });

/** The user's first status call makes their billing row; then the trial is moved into the past. */
async function expireTrial(page: Page, email: string): Promise<void> {
  expect((await pageApi(page, 'GET', '/api/subscription/status')).status).toBe(200);
  const updated = await withDatabase((db) =>
    db.query("UPDATE billing.subscriptions SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = lower($1)", [email]),
  );
  expect(updated.rowCount).toBe(1);
}

const workout = { name: 'Morning Flow', description: 'Gentle yoga', exercises: [{ name: 'Sun salutation', duration: 60, restTime: 15 }] };

/** Creates workouts until the answer is `expected` or `withinMs` has passed (the gateway caches entitlements briefly). */
async function createWorkoutUntil(page: Page, expected: number, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let status = 0;
  do {
    status = (await pageApi(page, 'POST', '/api/workouts', workout)).status;
    if (status === expected) break;
    await page.waitForTimeout(1000);
  } while (Date.now() < deadline);
  return status;
}

describe('trial welcome popup', () => {
  test('when a new user signs in, then the welcome shows once: not after a reload nor after signing in again', async () => {
    const email = uniqueEmail('welcome');
    const { context, page } = await newSignedInPage(browser(), email, { trialWelcome: 'show', onboarding: 'show' });
    const errors = trackPageErrors(page);

    // The onboarding tutorial comes first; the welcome waits for it, so two dialogs never stack.
    const skip = page.getByRole('button', { name: 'Skip Tutorial' });
    await visible(skip);
    expect(await welcomeDialog(page).count()).toBe(0);
    await skip.click();
    const dialog = welcomeDialog(page);
    await visible(dialog);
    await visible(dialog.getByText('You have 14 days of free trial left.'));
    for (const benefit of ['Unlimited workout creation', 'YouTube and Spotify music', 'Custom templates', 'Sharing and branding']) {
      await visible(dialog.getByText(benefit));
    }
    await visible(dialog.getByRole('button', { name: 'Start Creating Workouts' }));
    await visible(dialog.getByRole('button', { name: 'Add Payment Method' }));
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const userId = (await pageApi<{ id: string }>(page, 'GET', '/api/auth/user')).body.id;
    expect(await page.evaluate((key) => localStorage.getItem(key), TRIAL_WELCOME_KEY_PREFIX + userId)).not.toBeNull();

    await page.reload();
    await visible(page.getByRole('tab', { name: /My Workouts/ }));
    await page.waitForTimeout(2500);
    expect(await welcomeDialog(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).hover();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await signIn(page, email, { trialWelcome: 'show' });
    await visible(page.getByRole('tab', { name: /My Workouts/ }));
    await page.waitForTimeout(2500);
    expect(await welcomeDialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('expired trial', () => {
  test('when the trial has expired, then /dashboard sends the user to /account, where the Trial Expired card leads to /subscription', async () => {
    const email = uniqueEmail('expired-card');
    const { context, page } = await newSignedInPage(browser(), email);
    await expireTrial(page, email);

    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(/\/account$/);
    await visible(page.getByRole('heading', { name: 'Account', level: 1 }));
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Trial Expired' }) });
    await visible(card);
    await visible(card.getByText('Your trial has ended. Subscribe to continue creating unlimited workouts with advanced music integration and premium features.'));
    await visible(card.getByText('Just $4.99/month • Cancel anytime'));

    await card.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.waitForURL(/\/subscription$/);
    await visible(page.getByRole('heading', { name: 'Subscription', level: 1 }));
    await context.close();
  });
});

describe('paying after the trial', () => {
  test('when an expired user pays and the webhook arrives, then they can create workouts and use the dashboard within 30 s', async () => {
    const email = uniqueEmail('paid');
    const { context, page } = await newSignedInPage(browser(), email);
    await expireTrial(page, email);
    await page.goto(`${baseUrl()}/subscription`);
    expect(await createWorkoutUntil(page, 402, 10_000)).toBe(402);

    // Subscribe: billing answers the hosted checkout's address; the browser goes there.
    let checkoutUrl = '';
    await page.route('https://checkout.stripe.test/**', (route) => {
      checkoutUrl = route.request().url();
      return route.fulfill({ contentType: 'text/html', body: '<h1>Fake hosted checkout</h1>' });
    });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\//);
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    // The customer pays at Stripe: the subscription exists and Stripe posts signed webhooks.
    const { stripe } = readState();
    if (!stripe) throw new Error('the e2e global setup did not start the fake Stripe');
    const completed = await fetch(`${stripe.controlUrl}/complete-checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: checkoutUrl, status: 'active' }),
    });
    expect(completed.status).toBe(200);
    const { session } = (await completed.json()) as { session: Record<string, unknown> };
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    });
    const delivered = await fetch(`${baseUrl()}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }) },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toMatchObject({ received: true, outcome: 'handled' });
    const paidAt = Date.now();

    // Back from checkout, the page confirms once billing knows.
    await page.goto(`${baseUrl()}/subscription?checkout=success`);
    await visible(page.getByText('Your BlockBeat Pro subscription is active.'), 30_000);

    expect(await createWorkoutUntil(page, 201, 30_000 - (Date.now() - paidAt))).toBe(201);
    await page.goto(`${baseUrl()}/dashboard`);
    await visible(page.getByText('Morning Flow'));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(Date.now() - paidAt).toBeLessThan(30_000);

    // The account's subscription summary: amount and the next billing date Stripe reported.
    const status = (await pageApi<{ currentPeriodEnd: string | null }>(page, 'GET', '/api/subscription/status')).body;
    const daysAhead = (new Date(status.currentPeriodEnd ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(29);
    expect(daysAhead).toBeLessThanOrEqual(30);
    await page.goto(`${baseUrl()}/account`);
    const summary = page.locator('.ant-card').filter({ hasText: 'Subscription' }).first();
    await visible(summary.getByText('Next billing date'));
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(status.currentPeriodEnd!));
    expect((await summary.innerText()).replace(/\s+/g, ' ')).toContain(`Amount $4.99 per month Next billing date ${longDate}`);
    await context.close();
  });
});

describe('deleting the account', () => {
  test('when the user confirms with their e-mail, then no row of theirs remains in any schema', async () => {
    const email = uniqueEmail('delete');
    const { context, page } = await newSignedInPage(browser(), email);
    const userId = (await pageApi<{ id: string }>(page, 'GET', '/api/auth/user')).body.id;
    expect((await pageApi(page, 'POST', '/api/workouts', workout)).status).toBe(201);
    const template = { name: 'Plank', duration: 45, restTime: 15, notes: '', musicUrl: '', musicType: 'youtube', blockColor: 'bg-gradient-to-br from-purple-500 to-purple-600' };
    expect((await pageApi(page, 'POST', '/api/exercise-templates', template)).status).toBe(201);
    const ticket = { subject: 'Music stops', category: 'technical', message: 'It stops after the first block' };
    expect((await pageApi(page, 'POST', '/api/support/tickets', ticket)).status).toBe(201);
    const bystander = await newSignedInPage(browser(), uniqueEmail('bystander'));
    expect((await pageApi(bystander.page, 'POST', '/api/workouts', workout)).status).toBe(201);

    await page.goto(`${baseUrl()}/account`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await visible(dialog);
    const confirm = dialog.getByRole('button', { name: 'Delete my account permanently' });
    await dialog.getByLabel(/Type your e-mail address/).fill(`not-${email}`);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your e-mail address/).fill(email);
    await confirm.click();
    const outcome = await Promise.race([
      page.waitForURL(`${baseUrl()}/`, { timeout: 30_000 }).then(() => 'deleted', () => 'timed out'),
      dialog.getByText(/could not be deleted completely/).waitFor({ timeout: 30_000 }).then(() => 'refused', () => 'timed out'),
    ]);
    // 'refused': DELETE /api/account failed; the stack log says which service (e.g. content's /internal/me).
    expect(outcome).toBe('deleted');
    await visible(page.getByRole('link', { name: 'Start Free Trial' }));
    expect((await context.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);

    const remaining = await withDatabase(async (db) => {
      const count = async (sql: string, params: unknown[]) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
      const counts: Record<string, number> = {
        'gateway.users': await count('SELECT count(*) AS n FROM gateway.users WHERE id = $1 OR lower(email) = lower($2)', [userId, email]),
        'gateway.sessions (by user id)': await count("SELECT count(*) AS n FROM gateway.sessions WHERE data->'data'->>'userId' = $1", [userId]),
        'gateway.sessions (naming the e-mail)': await count("SELECT count(*) AS n FROM gateway.sessions WHERE data::text ILIKE '%' || $1 || '%'", [email]),
        'billing.subscriptions': await count('SELECT count(*) AS n FROM billing.subscriptions WHERE user_id::text = $1 OR lower(email) = lower($2)', [userId, email]),
      };
      const userTables = await db.query<{ table_schema: string; table_name: string }>(
        "SELECT table_schema, table_name FROM information_schema.columns WHERE table_schema IN ('content', 'support') AND column_name = 'user_id' ORDER BY 1, 2",
      );
      expect(userTables.rows.map((r) => `${r.table_schema}.${r.table_name}`)).toEqual(expect.arrayContaining(['content.workouts', 'support.tickets', 'support.mail_outbox']));
      for (const { table_schema, table_name } of userTables.rows) {
        counts[`${table_schema}.${table_name}`] = await count(`SELECT count(*) AS n FROM ${table_schema}."${table_name}" WHERE user_id::text = $1`, [userId]);
      }
      counts['support.ticket_messages (by author)'] = await count('SELECT count(*) AS n FROM support.ticket_messages WHERE author_id = $1', [userId]);
      return counts;
    });
    expect(Object.entries(remaining).filter(([, n]) => n > 0)).toEqual([]);

    // Someone else's data is untouched.
    await bystander.page.reload();
    await visible(bystander.page.getByRole('tab', { name: /My Workouts \(1\)/ }));
    await bystander.context.close();
    await context.close();
  });
});
