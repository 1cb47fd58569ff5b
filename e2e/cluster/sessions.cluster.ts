/**
 * Sessions live in PostgreSQL and OpenID Connect transactions in cookies, so a person signed in
 * through one gateway replica keeps working on the other, and behind nginx does not notice which.
 */
import { request, type Page } from 'playwright-core';
import { launchBrowser, TRIAL_WELCOME_KEY_PREFIX } from '../support/browser';
import { pageApi, refuseOffMachineRequests, visible } from '../support/suite';
import { BASE_URL, replica } from './support/cluster-state';

const gateway1 = `http://localhost:${replica('gateway-1').port}`;
const gateway2 = `http://localhost:${replica('gateway-2').port}`;
const workout = (name: string) => ({ name, description: 'Across replicas', category: 'hiit', difficulty: 'beginner', exercises: [{ name: 'Squats', duration: 30, restTime: 10 }] });

test('when sign-in starts on gateway-1 and its callback lands on gateway-2, then both replicas and the balancer know the person', async () => {
  const api = await request.newContext({ extraHTTPHeaders: { origin: BASE_URL } });
  try {
    const loginPage = await api.get(`${gateway1}/api/login`);
    const action = /action="([^"]+\/login)"/.exec(await loginPage.text())?.[1];
    expect(action).toBeDefined();
    let res = await api.post(new URL(action!, loginPage.url()).toString(), { form: { email: `cluster-hop-${Date.now()}@example.com` }, maxRedirects: 0 });
    const landings: string[] = [];
    while (res.status() >= 300 && res.status() < 400) {
      // The identity provider sends the browser back to BASE_URL's callback; this one goes to gateway-2 itself.
      const next = new URL(res.headers().location!, res.url()).toString().replace(`${BASE_URL}/api/callback`, `${gateway2}/api/callback`);
      landings.push(next);
      res = await api.get(next, { maxRedirects: 0 });
    }
    expect(landings.some((url) => url.startsWith(`${gateway2}/api/callback`))).toBe(true);

    const me = await Promise.all([gateway1, gateway2, BASE_URL].map((origin) => api.get(`${origin}/api/auth/user`)));
    expect(me.map((r) => r.status())).toEqual([200, 200, 200]);
    const ids = await Promise.all(me.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);

    const created = await api.post(`${gateway1}/api/workouts`, { data: workout('Made on gateway-1') });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api.put(`${gateway2}/api/workouts/${id}`, { data: workout('Edited on gateway-2') })).status()).toBe(200);
    const read = await api.get(`${BASE_URL}/api/workouts/${id}`);
    expect(((await read.json()) as { name: string }).name).toBe('Edited on gateway-2');
  } finally {
    await api.dispose();
  }
});

async function signInThroughBalancer(page: Page, email: string) {
  await page.goto(BASE_URL);
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  const me = await pageApi<{ id: string }>(page, 'GET', '/api/auth/user');
  await page.evaluate(([key]) => localStorage.setItem(key!, 'suppressed by the cluster suite'), [TRIAL_WELCOME_KEY_PREFIX + me.body.id]);
  expect((await pageApi(page, 'PATCH', '/api/user/onboarding', { completed: true })).status).toBe(200);
}

test('when a person signs in through nginx and builds workouts, then both gateway replicas serve the session and nothing is lost', async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    await refuseOffMachineRequests(context);
    const page = await context.newPage();
    const servedBy = new Map<string, number>();
    const errors: string[] = [];
    page.on('response', (res) => {
      const upstream = res.headers()['x-upstream'];
      if (upstream) for (const addr of upstream.split(', ')) servedBy.set(addr, (servedBy.get(addr) ?? 0) + 1);
      if (res.status() >= 500) errors.push(`${res.status()} ${res.url()}`);
    });
    page.on('pageerror', (err) => errors.push(err.message));

    await signInThroughBalancer(page, `cluster-browser-${Date.now()}@example.com`);
    const names: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const created = await pageApi<{ id: string }>(page, 'POST', '/api/workouts', workout(`Cluster draft ${i}`));
      expect(created.status).toBe(201);
      const edited = await pageApi(page, 'PUT', `/api/workouts/${created.body.id}`, workout(`Cluster workout ${i}`));
      expect(edited.status).toBe(200);
      names.push(`Cluster workout ${i}`);
    }
    const list = await pageApi<Array<{ name: string }>>(page, 'GET', '/api/workouts');
    expect(list.body.map((w) => w.name).sort()).toEqual([...names].sort());

    await page.goto(`${BASE_URL}/dashboard`);
    for (const name of names) await visible(page.getByText(name, { exact: true }));

    expect([...servedBy.keys()].sort()).toEqual([`127.0.0.1:${replica('gateway-1').port}`, `127.0.0.1:${replica('gateway-2').port}`]);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
}, 90_000);
