import { baseUrl, newSignedInPage, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { withDatabase } from './support/db';
import { browserForFile, visible } from './support/suite';

jest.setTimeout(120_000);
const browser = browserForFile();

test('when a user’s trial has expired, then the route guard sends them from /dashboard to /account', async () => {
  const email = uniqueEmail('expired');
  const { context, page } = await newSignedInPage(browser(), email);
  await visible(page.getByRole('tab', { name: /My Workouts/ }));
  const updated = await withDatabase((db) =>
    db.query("UPDATE billing.subscriptions SET trial_ends_at = now() - interval '1 day' WHERE lower(email) = $1", [email]),
  );
  expect(updated.rowCount).toBe(1);

  await page.goto(`${baseUrl()}/dashboard`);
  await page.waitForURL(/\/account$/);
  await visible(page.getByRole('heading', { name: 'Account' }));
  await page.goto(`${baseUrl()}/support`);
  await visible(page.getByRole('heading', { name: 'Support' }));
  expect(new URL(page.url()).pathname).toBe('/support');
  await context.close();
});

test('when the builder remote cannot load, then its fallback shows, other routes work, and Retry recovers without a reload', async () => {
  // page.route() does not see requests a service worker answers: keep the shell's worker out.
  const context = await browser().newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, uniqueEmail('remote'));
  await page.evaluate(() => {
    const w = window as unknown as { __failedLoads: string[]; __marker: string };
    w.__failedLoads = [];
    w.__marker = 'same-page';
    window.addEventListener('blockbeat:lazy-load-failed', (e) => w.__failedLoads.push(String((e as CustomEvent).detail?.id)));
  });
  await page.route('**/remotes/mf-builder/**', (route) => route.abort('connectionrefused'));

  await page.getByRole('link', { name: 'Builder', exact: true }).click();
  await visible(page.getByText('This part of BlockBeat could not be loaded.'));
  const failed = await page.evaluate(() => (window as unknown as { __failedLoads: string[] }).__failedLoads);
  expect(failed.some((id) => id.startsWith('mf_builder'))).toBe(true);

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await visible(page.getByRole('tab', { name: /My Workouts/ }));

  await page.getByRole('link', { name: 'Builder', exact: true }).click();
  await visible(page.getByRole('button', { name: 'Retry' }));
  await page.unroute('**/remotes/mf-builder/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-page');
  await context.close();
});

test('when a remote renders, then it uses the shell’s single React and QueryClient', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('shared'));
  const errors = trackPageErrors(page);
  await visible(page.getByRole('tab', { name: /My Workouts/ }));
  const shared = await page.evaluate(() => {
    const s = (window as unknown as { __BLOCKBEAT_SHARED__: { shell: { react: unknown; queryClient: unknown }; remotes: Record<string, { react: unknown; queryClient: unknown }> } }).__BLOCKBEAT_SHARED__;
    const remote = s.remotes.mf_dashboard!;
    return { sameReact: remote.react === s.shell.react, sameClient: remote.queryClient === s.shell.queryClient, hasReact: !!s.shell.react };
  });
  expect(shared).toEqual({ sameReact: true, sameClient: true, hasReact: true });
  expect(errors).toEqual([]);
  await context.close();
});

test('when a signed-in user creates a workout, then the dashboard lists it and another user does not see it', async () => {
  const owner = await newSignedInPage(browser(), uniqueEmail('owner'));
  const status = await owner.page.evaluate(async () => {
    const res = await fetch('/api/workouts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Morning Flow', description: 'Gentle yoga', exercises: [{ name: 'Sun salutation', duration: 60, restTime: 15 }] }),
    });
    return res.status;
  });
  expect(status).toBe(201);
  await owner.page.reload();
  await visible(owner.page.getByText('Morning Flow'));
  await visible(owner.page.getByRole('tab', { name: /My Workouts \(1\)/ }));

  const other = await newSignedInPage(browser(), uniqueEmail('other'));
  await visible(other.page.getByText('No workouts yet'));
  await owner.context.close();
  await other.context.close();
});
