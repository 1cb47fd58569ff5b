import type { Page } from 'playwright-core';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { withDatabase } from './support/db';
import { browserForFile, pageApi, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

const saved = { name: 'Morning Flow', description: 'Gentle yoga', exercises: [{ name: 'Sun salutation', duration: 60, restTime: 15 }] };

async function setTrialEnd(email: string, interval: string): Promise<void> {
  const updated = await withDatabase((db) =>
    db.query(`UPDATE billing.subscriptions SET trial_ends_at = now() + interval '${interval}' WHERE lower(email) = lower($1)`, [email]),
  );
  expect(updated.rowCount).toBe(1);
}

/**
 * Saves a probe workout until the answer is `expected`: the gateway caches entitlements for a
 * moment. (Not the workout being edited: saving that would make the server's copy the newer one.)
 */
async function waitForSaveAnswer(page: Page, probeId: string, expected: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await pageApi(page, 'PUT', `/api/workouts/${probeId}`, saved)).status;
    if (status === expected) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`saving answered ${status}, not ${expected}`);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).hover();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

const restoreOffer = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes found' });

test('when the trial ends while the builder holds typed changes, then Ctrl+S opens the Trial Expired paywall and the typed work survives a sign-out, unseen by another user', async () => {
  const email = uniqueEmail('drafts');
  const context = await browser().newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, email);
  const created = await pageApi<{ id: string }>(page, 'POST', '/api/workouts', saved);
  expect(created.status).toBe(201);
  const workoutId = created.body.id;
  const probeId = (await pageApi<{ id: string }>(page, 'POST', '/api/workouts', saved)).body.id;

  await page.goto(`${baseUrl()}/builder/${workoutId}`);
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.getByLabel(/Workout name/).fill('Morning Flow, longer');
  await page.getByRole('listitem', { name: 'Block 1: Sun salutation' }).getByLabel('Exercise name').fill('Sun salutation A');
  await visible(page.getByText('Unsaved changes'));

  // The trial ends in the database while the builder is open.
  await setTrialEnd(email, '-1 day');
  await waitForSaveAnswer(page, probeId, 402);
  await page.keyboard.press('Control+s');
  await page.waitForURL(`${baseUrl()}/subscription-required`);
  await visible(page.getByRole('heading', { name: 'Trial Expired' }));
  expect(await page.getByRole('heading', { name: 'Premium Feature' }).count()).toBe(0);

  // Another user on the same browser is not offered anything.
  await page.goto(`${baseUrl()}/account`);
  await logOut(page);
  await signIn(page, uniqueEmail('other'));
  const others = await pageApi<{ id: string }>(page, 'POST', '/api/workouts', saved);
  await page.goto(`${baseUrl()}/builder/${others.body.id}`);
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.goto(`${baseUrl()}/builder`);
  await visible(page.getByLabel(/Workout name/));
  await page.waitForTimeout(1500);
  expect(await restoreOffer(page).count()).toBe(0);
  await logOut(page);

  // The first user subscribes again (access back), signs in and opens the workout: the typed work is offered.
  await setTrialEnd(email, '14 days');
  await signIn(page, email);
  await waitForSaveAnswer(page, probeId, 200);
  await page.goto(`${baseUrl()}/builder/${workoutId}`);
  const offer = restoreOffer(page);
  await visible(offer);
  await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await page.waitForFunction(() => (document.getElementById('workout-name') as HTMLInputElement | null)?.value === 'Morning Flow, longer');
  expect(await page.getByRole('listitem', { name: 'Block 1: Sun salutation A' }).count()).toBe(1);

  // Saved now, the draft is done with: the next visit opens the saved version without asking.
  await page.keyboard.press('Control+s');
  await visible(page.getByText('All changes saved'));
  await page.reload();
  await page.waitForFunction(() => (document.getElementById('workout-name') as HTMLInputElement | null)?.value === 'Morning Flow, longer');
  await page.waitForTimeout(1500);
  expect(await restoreOffer(page).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
