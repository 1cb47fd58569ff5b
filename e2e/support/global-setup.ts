import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startMailCatcher, type MailCatcher } from '@blockbeat/mail-catcher';
import { ensureDatabase, startEmbeddedPostgres } from '@blockbeat/service-kit';
import { testLogger } from '@blockbeat/service-kit/testing';
import { spotifyEnv, startE2EFakeSpotify, type FakeSpotifyHandle } from './fake-spotify-control';
import { E2E_STRIPE, startE2EFakeStripe, stripeEnv, type FakeStripeHandle } from './fake-stripe-control';
import { E2E_DIR, E2E_PORT as PORT, writeState } from './stack-state';

const ROOT = path.resolve(__dirname, '../..');

async function waitReady(url: string, timeoutMs: number, log: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`e2e stack not ready at ${url}; see ${log}`);
}

export default async function globalSetup(): Promise<void> {
  const dataDir = path.join(E2E_DIR, 'data');
  fs.rmSync(path.join(dataDir, 'dev-idp'), { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });

  let serverUrl = process.env.TEST_DATABASE_URL;
  let embedded = false;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(E2E_DIR, 'pg'), port: PORT + 50 });
    serverUrl = pg.url;
    embedded = true;
    (globalThis as { __E2E_PG__?: { stop(): Promise<void> } }).__E2E_PG__ = pg;
  }
  const databaseName = `blockbeat_e2e_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await ensureDatabase(serverUrl, databaseName);
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${databaseName}`);

  // Billing takes payments against a local Stripe-shaped server, in this process for the whole run.
  const stripe = await startE2EFakeStripe();
  (globalThis as { __E2E_STRIPE__?: FakeStripeHandle }).__E2E_STRIPE__ = stripe;

  // Content links Spotify accounts through a local Spotify-shaped server (consent page, token, Web API).
  const spotify = await startE2EFakeSpotify();
  (globalThis as { __E2E_SPOTIFY__?: FakeSpotifyHandle }).__E2E_SPOTIFY__ = spotify;

  // Mail goes to the catcher in this process, not the launcher's: tests read it and stop its SMTP side.
  const mail = await startMailCatcher({ smtpPort: PORT + 6, httpPort: PORT + 7, controls: true, logger: testLogger() });
  (globalThis as { __E2E_MAIL__?: MailCatcher }).__E2E_MAIL__ = mail;

  const log = path.join(E2E_DIR, 'stack.log');
  const out = fs.openSync(log, 'w');
  const launcher = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BASE_URL: `http://localhost:${PORT}`,
      OIDC_ISSUER_URL: '',
      ENTITLEMENT_CACHE_SECONDS: '2',
      // Every journey signs in from 127.0.0.1: the per-IP sign-in limit is for people, not a test suite.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      // The fuzz journey sends thousands of writes as one user; the limits are tested per service.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
      SMTP_URL: mail.smtpUrl,
      // A mail that failed while SMTP was stopped is tried again within ~2 s of it coming back.
      SUPPORT_MAIL_RETRY_MAX_MS: '2000',
      // The weekly summary runs only when a journey asks (POST /internal/weekly-summary/run): a timed
      // run could hand over a week the journey is still writing.
      COACHING_SUMMARY_RUN_MINUTES: '0',
      ...stripeEnv(stripe.fake),
      ...spotifyEnv(spotify),
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  launcher.unref();
  const baseUrl = `http://localhost:${PORT}`;
  writeState({
    baseUrl,
    databaseUrl,
    serverUrl,
    databaseName,
    launcherPid: launcher.pid!,
    embeddedPostgres: embedded,
    dataDir,
    stripe: { controlUrl: stripe.controlUrl, webhookSecret: E2E_STRIPE.webhookSecret },
    mail: { inboxUrl: mail.inboxUrl, smtpUrl: mail.smtpUrl },
    spotify: { controlUrl: spotify.controlUrl, url: spotify.fake.url },
  });
  await waitReady(`${baseUrl}/readyz`, 8 * 60_000, log);
}
