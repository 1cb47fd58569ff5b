import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from '@blockbeat/service-kit';
import { TEST_DATABASE_URL_VARIABLE } from '@blockbeat/service-kit/testing';
import { saveTestDatabaseState } from './test-database';

const ROOT = path.resolve(__dirname, '..');

/**
 * A fresh database per run, on TEST_DATABASE_URL's server or else on an embedded Postgres, so
 * runs never see each other's rows. Workers inherit its URL through the environment.
 */
export default async function databaseSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  // One cluster folder per run: two runs at once (two developers, or CI beside a dev) never
  // stop each other's server. The teardown removes it.
  const dataDir = path.join(ROOT, '.data-test', `pg-${process.pid}`);
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    serverUrl = embedded.url;
  }
  const databaseName = `blockbeat_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  try {
    await ensureDatabase(serverUrl, databaseName);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env[TEST_DATABASE_URL_VARIABLE] = url.toString();
  saveTestDatabaseState({ serverUrl, databaseName, embedded, dataDir: embedded ? dataDir : undefined });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
