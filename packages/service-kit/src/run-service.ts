import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface RunServiceOptions {
  name: string;
  app: Express;
  port: number;
  host?: string;
  logger: Logger;
  onShutdown?: () => Promise<void>;
}

// Above the gateway's keep-alive agent timeout, so the gateway never reuses a socket we just closed.
const KEEP_ALIVE_MS = 65_000;
const DRAIN_MS = 10_000;

/** Listens, and on SIGTERM/SIGINT drains in-flight requests (at most 10 s), runs onShutdown and exits. */
export function runService({ name, app, port, host = '127.0.0.1', logger, onShutdown }: RunServiceOptions): Promise<http.Server> {
  const server = http.createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      logger.info({ url: `http://${host}:${address.port}` }, `${name} listening`);
      const stop = (signal: NodeJS.Signals) => shutdown(server, signal, logger, onShutdown);
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      resolve(server);
    });
  });
}

async function shutdown(server: http.Server, signal: NodeJS.Signals, logger: Logger, onShutdown?: () => Promise<void>) {
  logger.info({ signal }, 'shutting down');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets become idle once their request is answered; close them as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    logger.warn('requests still running after 10 s; closing their connections');
    server.closeAllConnections();
  }, DRAIN_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
  try {
    await onShutdown?.();
    logger.info('stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
