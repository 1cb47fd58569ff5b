import path from 'node:path';
import { startProcess, stopAll, waitForHttp } from '../../scripts/lib/processes';

const ROOT = path.resolve(__dirname, '../..');

export interface BenchStack {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The stack as `npm start` runs it (scripts/start.ts), from the existing dist/ folders, on its own
 * port and data folder (embedded PostgreSQL unless BENCH_DATABASE_URL is set). With BENCH_URL set,
 * that running stack is used instead and nothing is started.
 */
export async function benchStack(opts: { defaultPort: number; dataDir: string }): Promise<BenchStack> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const port = Number(process.env.BENCH_PORT ?? opts.defaultPort);
  const baseUrl = `http://localhost:${port}`;
  const launcher = startProcess(
    'stack',
    path.join(ROOT, 'scripts/start.ts'),
    {
      ...process.env,
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: path.join(ROOT, opts.dataDir),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      OIDC_ISSUER_URL: '',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'silent',
    },
    true,
  );
  const stop = () => stopAll([launcher], 20_000);
  await waitForHttp(`${baseUrl}/readyz`, 5 * 60_000, launcher).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl, stop };
}
