import type { Browser } from 'playwright-core';
import { signIn as signInOverHttp, type SignedIn } from '../scripts/lib/sign-in';
import { baseUrl, launchBrowser, uniqueEmail } from './support/browser';

/**
 * Issue 12's findings replayed against the whole stack as `npm start` runs it: each request as the
 * attacker sent it, through the gateway.
 */
jest.setTimeout(180_000);
let browser: Browser;
let alice: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await signInOverHttp(baseUrl(), uniqueEmail('hardening'));
});
afterAll(async () => {
  await alice.api.dispose();
  await browser.close();
});

const MiB = 1024 * 1024;
const ID_ROUTES: Array<[string, string]> = [
  ['GET', '/api/workouts/{id}'],
  ['PUT', '/api/workouts/{id}'],
  ['DELETE', '/api/workouts/{id}'],
  ['POST', '/api/workouts/{id}/share'],
  ['GET', '/api/workouts/{id}/share'],
  ['PATCH', '/api/exercise-templates/{id}'],
  ['DELETE', '/api/exercise-templates/{id}'],
  ['DELETE', '/api/custom-categories/{id}'],
  ['GET', '/api/shared/{id}'],
  ['GET', '/api/shared/{id}/uploads/{id}'],
  ['GET', '/api/shared/{id}/branding/logo'],
  ['GET', '/api/imports/{id}'],
  ['POST', '/api/imports/{id}'],
  ['GET', '/api/uploads/{id}'],
  ['DELETE', '/api/uploads/{id}'],
  ['GET', '/api/spotify/playlists/{id}/tracks'],
  ['POST', '/api/spotify/playlists/{id}/templates'],
  ['POST', '/api/spotify/playlists/{id}/fill-workout'],
];
const BAD_ENCODINGS = ['%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%AE%C0%AE'];

/** A multipart body of one file of `size` bytes, sent with its length declared. */
async function uploadOf(path: string, size: number): Promise<{ status: number; type: string | null; body: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(size)], { type: 'audio/mpeg' }), 'big.mp3');
  const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { cookie: alice.cookie, origin: baseUrl() }, body: form });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

test('when sign-in is asked to return to /\\evil.example/, then the user lands on the dashboard of this site', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const visited: string[] = [];
  page.on('request', (r) => visited.push(new URL(r.url()).host));
  await page.goto(`${baseUrl()}/api/login?returnTo=%2F%5Cevil.example%2F`);
  await page.getByLabel('Email').fill(uniqueEmail('redirect'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl()}/dashboard`);
  expect(visited).not.toContain('evil.example');
  await context.close();
});

test(`when an id is badly percent-encoded on any of the ${ID_ROUTES.length} id routes, then the answer is a JSON 400 without a stack trace`, async () => {
  const answers: string[] = [];
  for (const [method, route] of ID_ROUTES) {
    for (const bad of BAD_ENCODINGS) {
      const res = await alice.api.fetch(`${baseUrl()}${route.replaceAll('{id}', bad)}`, { method, data: method === 'GET' || method === 'DELETE' ? undefined : {} });
      const text = await res.text();
      if (res.status() !== 400 || !text.startsWith('{"error"') || /\bat \S+:\d+/.test(text)) answers.push(`${method} ${route} ${bad}: ${res.status()} ${text.slice(0, 80)}`);
    }
  }
  expect(answers).toEqual([]);
});

test('when a cross-site page sends a write to /API/… in capitals, then it is refused like any cross-site write', async () => {
  const res = await alice.api.fetch(`${baseUrl()}/API/user/onboarding`, {
    method: 'PATCH',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: { completed: true },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe('forbidden');
});

test('when another site navigates a signed-in browser to /api/logout, then it gets a confirmation page and stays signed in', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/api/login`);
  await page.getByLabel('Email').fill(uniqueEmail('logout-csrf'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  // 127.0.0.1 and localhost are different sites: the browser marks the navigation cross-site.
  const otherSite = baseUrl().replace('localhost', '127.0.0.1');
  await page.goto(otherSite);
  await page.evaluate((target) => (location.href = target), `${baseUrl()}/api/logout`);
  await page.getByRole('heading', { name: 'Sign out of BlockBeat?' }).waitFor();
  const stillSignedIn = await context.request.get(`${baseUrl()}/api/auth/user`);
  expect(stillSignedIn.status()).toBe(200);

  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl()}/`);
  expect((await context.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
  await context.close();
});

test.each([
  ['/api/uploads', 20 * MiB, 'The file is larger than 15 MB'],
  ['/api/uploads', 100 * MiB, 'The file is larger than 15 MB'],
  ['/api/branding/logo', 5 * MiB, 'The file is larger than 1 MB'],
  ['/api/branding/logo', 10 * MiB, 'The file is larger than 1 MB'],
])('when %s gets a file of %i bytes, then it answers 413 JSON every time, through the gateway', async (path, size, message) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const res = await uploadOf(path, size);
    expect(res.status).toBe(413);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'too_large', message } });
  }
});

test('when an uploaded-audio block names a javascript: URL ending in .mp3, then the workout is refused naming the field', async () => {
  const res = await alice.api.post(`${baseUrl()}/api/workouts`, {
    data: { name: 'Sneaky', exercises: [{ name: 'Plank', duration: 30, musicType: 'upload', musicUrl: 'javascript:alert(document.cookie)//x.mp3' }] },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.fields).toEqual({ 'exercises.0.musicUrl': 'Unsupported music type' });
});
