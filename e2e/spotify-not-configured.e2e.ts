import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SPOTIFY_MESSAGES } from '@blockbeat/contracts';
import { signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { E2E_DIR, E2E_PORT, readState } from './support/stack-state';
import { browserForFile, refuseOffMachineRequests, visible } from './support/suite';

// A deployment without SPOTIFY_CLIENT_ID: a second stack (its own launcher, gateway and services on
// the suite's database) started here without the variable, as an operator who never set it up has.
jest.setTimeout(300_000);
const browser = browserForFile();

// Clear of the suite's ports (E2E_PORT+0…+7, +50), the chaos stack's (4400…) and the cluster's (4600…).
const PORT = E2E_PORT + 170;
const BASE = `http://localhost:${PORT}`;
const ROOT = path.resolve(__dirname, '..');
let launcher: ChildProcess;
let log: string;

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(500)) {
    if (launcher.exitCode !== null) break;
    if (await fetch(url).then((r) => r.ok, () => false)) return;
  }
  throw new Error(`the second stack is not ready at ${url}; see ${log}`);
}

beforeAll(async () => {
  const dataDir = path.join(E2E_DIR, 'no-spotify');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  log = path.join(dataDir, 'stack.log');
  const out = fs.openSync(log, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: readState().databaseUrl, BASE_URL: BASE, OIDC_ISSUER_URL: '', SKIP_BUILD: '1' };
  for (const key of Object.keys(env)) if (key.startsWith('SPOTIFY_')) delete env[key];
  launcher = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], { cwd: ROOT, env, stdio: ['ignore', out, out] });
  await waitReady(`${BASE}/readyz`, 240_000);
});

afterAll(async () => {
  if (launcher.exitCode !== null) return;
  const exited = new Promise((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (launcher.exitCode === null) launcher.kill('SIGKILL');
});

test('when the deployment has no SPOTIFY_CLIENT_ID, then Sync Spotify still leads to the page, which says so and how to set it up', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, uniqueEmail('no-spotify'), { base: BASE });

  await page.getByRole('link', { name: 'Sync Spotify' }).or(page.getByRole('button', { name: 'Sync Spotify' })).first().click();
  await page.waitForURL(`${BASE}/spotify-playlist-sync`);
  await visible(page.getByText(SPOTIFY_MESSAGES.notConfigured));
  expect(await page.getByRole('textbox', { name: 'Redirect URI' }).inputValue()).toBe(`${BASE}/api/spotify/callback`);
  await visible(page.getByText('SPOTIFY_CLIENT_ID').first());
  expect(await page.getByRole('button', { name: 'Connect Spotify' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
