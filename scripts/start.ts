/**
 * `npm start`: builds what is not built, starts PostgreSQL (embedded when DATABASE_URL is unset),
 * the development identity provider (when no issuer is configured), the mail catcher with its web
 * inbox (when no SMTP_URL is set), the three services and the gateway as separate processes,
 * prints where to go, starts again any of them that exits (see lib/supervisor.ts for the policy),
 * and stops everything on Ctrl-C or SIGTERM.
 */
import path from 'node:path';
import { ensureDatabase } from '@blockbeat/service-kit';
import { buildMissing } from './lib/build';
import { identityKeys, internalApiSecret, readStackConfig, spotifyTokenKeys } from './lib/stack-config';
import { createSupervisor } from './lib/supervisor';
import { embeddedPostgresUnit, serviceUnit } from './lib/units';

const root = path.resolve(__dirname, '..');

async function main() {
  const cfg = readStackConfig(root, process.env);
  const quiet = process.env.LOG_LEVEL === 'silent';
  const supervisor = createSupervisor();
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping BlockBeat …');
    await supervisor.stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    if (process.env.SKIP_BUILD !== '1') buildMissing(root, process.env.BUILD === 'always');

    let databaseUrl = cfg.databaseUrl;
    if (!databaseUrl) {
      const pgDir = path.join(cfg.dataDir, 'pg');
      const pg = embeddedPostgresUnit(pgDir, cfg.port + 5);
      await supervisor.start(pg);
      await ensureDatabase(pg.url(), 'blockbeat');
      databaseUrl = pg.url().replace(/\/[^/]*$/, '/blockbeat');
      console.log(`Embedded PostgreSQL on port ${cfg.port + 5} (data in ${pgDir})`);
    }

    const keys = await identityKeys(process.env, cfg.dataDir);
    const issuer = cfg.issuer ?? `http://127.0.0.1:${cfg.port + 1}`;
    const catcherSmtpPort = cfg.port + 6;
    const inboxPort = cfg.port + 7;
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      IDENTITY_PUBLIC_KEY: keys.publicKeyPem,
      BASE_URL: cfg.baseUrl,
      SMTP_URL: cfg.smtpUrl ?? `smtp://127.0.0.1:${catcherSmtpPort}`,
      INTERNAL_API_SECRET: internalApiSecret(process.env, cfg.dataDir),
      BILLING_URL: `http://127.0.0.1:${cfg.port + 3}`,
    };
    const launch = (name: string, entry: string, port: number, extra: NodeJS.ProcessEnv = {}) =>
      supervisor.start(serviceUnit(name, path.join(root, entry), port, { ...common, ...extra }, quiet));

    const services: Array<[string, string, number, NodeJS.ProcessEnv?]> = [
      ['content', 'services/content/src/main.ts', cfg.port + 2, { SPOTIFY_TOKEN_KEYS: spotifyTokenKeys(process.env, cfg.dataDir, cfg.production) }],
      ['billing', 'services/billing/src/main.ts', cfg.port + 3],
      ['support', 'services/support/src/main.ts', cfg.port + 4],
      ['coaching', 'services/coaching/src/main.ts', cfg.port + 9, { CONTENT_URL: `http://127.0.0.1:${cfg.port + 2}`, SUPPORT_URL: `http://127.0.0.1:${cfg.port + 4}` }],
    ];
    await Promise.all([
      cfg.issuer
        ? Promise.resolve()
        : launch('dev-idp', 'services/dev-idp/src/main.ts', cfg.port + 1, {
            DEV_IDP_ISSUER: issuer,
            DEV_IDP_DATA_DIR: path.join(cfg.dataDir, 'dev-idp'),
          }),
      cfg.smtpUrl
        ? Promise.resolve()
        : launch('mail-catcher', 'services/mail-catcher/src/main.ts', inboxPort, { MAIL_CATCHER_SMTP_PORT: String(catcherSmtpPort) }),
      // Services stay on loopback, behind the gateway, whatever HOST the gateway was given.
      ...services.map(([name, entry, port, extra]) => launch(name, entry, port, { ...extra, HOST: '127.0.0.1' })),
    ]);
    await launch('gateway', 'services/gateway/src/main.ts', cfg.port, {
      OIDC_ISSUER_URL: issuer,
      IDENTITY_PRIVATE_KEY: keys.privateKeyPem,
      CONTENT_URL: `http://127.0.0.1:${cfg.port + 2}`,
      BILLING_URL: `http://127.0.0.1:${cfg.port + 3}`,
      SUPPORT_URL: `http://127.0.0.1:${cfg.port + 4}`,
      COACHING_URL: `http://127.0.0.1:${cfg.port + 9}`,
    });

    console.log(`\nBlockBeat is running at ${cfg.baseUrl}`);
    if (!cfg.smtpUrl) console.log(`Mail inbox (every mail the app sends): http://localhost:${inboxPort}`);
    if (!cfg.issuer) {
      console.log('Sign in: press "Log In", then type any e-mail address (no password) or pick a seeded user;');
      console.log('admin@example.com is an admin. Press Ctrl-C to stop.\n');
    }
  } catch (err) {
    console.error(`Could not start BlockBeat: ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}

void main();
