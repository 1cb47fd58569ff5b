import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface HeldPort {
  release(): Promise<void>;
}

/**
 * Takes a loopback port as soon as its owner lets go of it (within `withinMs`), on IPv4 and, where
 * the machine has it, IPv6, so nothing else can listen there; whoever connects is hung up on.
 */
export async function holdPort(port: number, withinMs = 400): Promise<HeldPort> {
  const servers = [await listenSoon(port, '127.0.0.1', withinMs)];
  const v6 = await listenSoon(port, '::1', withinMs).catch(() => null);
  if (v6) servers.push(v6);
  return {
    release: () => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(() => undefined),
  };
}

async function listenSoon(port: number, host: string, withinMs: number): Promise<net.Server> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await listen(port, host);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw err;
      await sleep(5);
    }
  }
}

function listen(port: number, host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
