import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@blockbeat/service-kit';

/** A PostgreSQL server for a bench run: BENCH_DATABASE_URL's, else an embedded one in a temporary folder. */
export async function databaseServer(label: string): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { serverUrl: process.env.BENCH_DATABASE_URL, stop: async () => undefined };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `blockbeat-bench-${label}-`));
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  return {
    serverUrl: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
