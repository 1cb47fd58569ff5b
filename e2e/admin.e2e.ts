import type { Page } from 'playwright-core';
import { baseUrl, newSignedInPage, uniqueEmail } from './support/browser';
import { withDatabase } from './support/db';
import { browserForFile, pageApi, visible } from './support/suite';

// Issue 15, "Checked by": an admin gives an expired user their trial back from /admin, and the
// user's open screen unlocks by itself within 30 s.
jest.setTimeout(120_000);
const browser = browserForFile();

const expireTrial = (email: string) =>
  withDatabase((db) => db.query("UPDATE billing.subscriptions SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = lower($1)", [email]));

const save = async (page: Page, name: string) => (await pageApi(page, 'POST', '/api/workouts', { name, exercises: [{ name: 'Plank', duration: 30 }] })).status;

/** Asks once a second until the answer is `wanted` or the time is up (the gateway reuses an entitlement up to 15 s). */
async function statusWithin(ms: number, wanted: number, ask: () => Promise<number>): Promise<number> {
  const until = Date.now() + ms;
  let status = await ask();
  while (status !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    status = await ask();
  }
  return status;
}

test('when an admin extends an expired trial, then that user regains the dashboard within 30 s, and the audit log shows who did it', async () => {
  const email = uniqueEmail('extend');
  const user = await newSignedInPage(browser(), email);
  expect((await expireTrial(email)).rowCount).toBe(1);
  await user.page.goto(`${baseUrl()}/account`);
  const nav = user.page.getByRole('navigation', { name: 'Main' });
  await visible(nav.getByRole('button', { name: 'Dashboard' }));
  expect(await statusWithin(20_000, 402, () => save(user.page, 'Locked'))).toBe(402);

  const admin = await newSignedInPage(browser(), 'admin@example.com');
  await admin.page.goto(`${baseUrl()}/admin`);
  await admin.page.getByLabel('Search by e-mail or name').fill(email);
  await admin.page.getByLabel('Search by e-mail or name').press('Enter');
  const actions = admin.page.getByRole('group', { name: `Actions for ${email}` });
  await actions.getByRole('button', { name: 'Extend trial' }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Extend the trial of ${email}` });
  await dialog.getByLabel(/Days to add/).fill('7');
  await dialog.getByRole('button', { name: 'Extend trial' }).click();
  await visible(admin.page.getByText(`${email}: the trial now ends`));
  const extendedAt = Date.now();

  // No reload: the user's screen notices by itself.
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'visible', timeout: 30_000 });
  expect(Date.now() - extendedAt).toBeLessThan(30_000);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await visible(user.page.getByRole('tab', { name: /My Workouts/ }));
  // Saving goes through the gateway's entitlement cache (at most 15 s old): it must work within the 30 s too.
  expect(await statusWithin(30_000 - (Date.now() - extendedAt), 201, () => save(user.page, 'Back'))).toBe(201);

  const audit = await pageApi<{ entries: Array<{ action: string; actorEmail: string; targetEmail: string }> }>(admin.page, 'GET', '/api/billing/admin/audit?page=1&pageSize=10');
  expect(audit.body.entries[0]).toEqual(expect.objectContaining({ action: 'trial.extended', actorEmail: 'admin@example.com', targetEmail: email }));
  await user.context.close();
  await admin.context.close();
});
