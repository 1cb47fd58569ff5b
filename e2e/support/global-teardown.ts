import { Client } from 'pg';
import { readState } from './stack-state';

async function stopLauncher(pid: number) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 200));
    } catch {
      return;
    }
  }
  process.kill(pid, 'SIGKILL');
}

export default async function globalTeardown(): Promise<void> {
  const state = readState();
  await stopLauncher(state.launcherPid);
  const client = new Client({ connectionString: state.serverUrl });
  await client.connect();
  await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [state.databaseName]);
  await client.query(`DROP DATABASE IF EXISTS "${state.databaseName}"`);
  await client.end();
  // jest runs globalSetup and globalTeardown in one process: the setup left the handles here.
  await (globalThis as { __E2E_STRIPE__?: { close(): Promise<void> } }).__E2E_STRIPE__?.close();
  await (globalThis as { __E2E_SPOTIFY__?: { close(): Promise<void> } }).__E2E_SPOTIFY__?.close();
  await (globalThis as { __E2E_MAIL__?: { stop(): Promise<void> } }).__E2E_MAIL__?.stop();
  await (globalThis as { __E2E_PG__?: { stop(): Promise<void> } }).__E2E_PG__?.stop();
}
