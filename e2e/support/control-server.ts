import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers a control request: JSON when there is a body, nothing (e.g. 204) otherwise. */
export type ControlSend = (status: number, json?: unknown) => void;

/** A control request's JSON body ({} when empty). */
export function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      try {
        resolve(body ? (JSON.parse(body) as Record<string, unknown>) : {});
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

/**
 * A fake provider's switches behind an HTTP port on loopback, for tests that run in another
 * context than the global setup that started the fake. `close` stops the port, then the fake.
 */
export async function serveControl(
  onRequest: (req: http.IncomingMessage, send: ControlSend) => void,
  closeFake: () => Promise<void>,
): Promise<{ controlUrl: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    onRequest(req, (status, json) => {
      res.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json' });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    controlUrl: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeFake();
    },
  };
}
