import net from 'node:net';

/**
 * Service tests talk to this machine only (docs/architecture.md, "Rules kept by the code and the
 * tests"): the service under test, its fakes and
 * the test database. A socket to anywhere else (a real Stripe, an SMTP relay, a DNS name) is
 * refused before any lookup, as nock's disableNetConnect does for HTTP, but for every client that
 * opens a TCP socket (fetch, http, pg, redis, SMTP).
 */

export const NON_LOOPBACK_SOCKET = 'ERR_NON_LOOPBACK_SOCKET';

/** A host the socket would reach on this machine without asking DNS: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string | undefined): boolean {
  // Node connects to localhost when no host is given.
  if (host === undefined || host === '' || host === 'localhost') return true;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return /^(0*:)*:?0*1$/.test(bare) || /^::ffff:127\./i.test(bare);
  return false;
}

interface Target {
  host?: string;
  port?: number | string;
  path?: string;
}

/** The destination in any of Socket#connect's call shapes (net.connect passes its normalised array). */
function targetOf(args: unknown[]): Target {
  const [first, second] = args;
  if (Array.isArray(first)) return targetOf(first);
  if (typeof first === 'object' && first !== null) return first as Target;
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { path: first };
  return { port: first as number | string, host: typeof second === 'string' ? second : undefined };
}

export interface LoopbackGuard {
  /** "host:port" of every socket refused since the last call; empties the list. */
  takeRefused(): string[];
  uninstall(): void;
}

let installed: LoopbackGuard | undefined;

/**
 * Makes every later non-loopback connect fail with NON_LOOPBACK_SOCKET, and remembers it. Installed
 * once per process: a later call answers the guard already in place.
 */
export function refuseNonLoopbackSockets(): LoopbackGuard {
  installed ??= install();
  return installed;
}

function install(): LoopbackGuard {
  const original = net.Socket.prototype.connect;
  let refused: string[] = [];
  const guarded = function (this: net.Socket, ...args: unknown[]) {
    const { host, port, path } = targetOf(args);
    // A path is a Unix socket or named pipe: local by definition.
    if (path !== undefined || isLoopbackHost(host)) return Reflect.apply(original, this, args) as net.Socket;
    const where = `${host}:${String(port)}`;
    refused.push(where);
    const error = Object.assign(new Error(`Tests may only connect to this machine (loopback); refused a socket to ${where}.`), {
      code: NON_LOOPBACK_SOCKET,
    });
    // After the caller has attached its listeners, as a real connection failure would arrive.
    process.nextTick(() => this.destroy(error));
    return this;
  };
  net.Socket.prototype.connect = guarded as typeof original;
  return {
    takeRefused() {
      const taken = refused;
      refused = [];
      return taken;
    },
    uninstall() {
      net.Socket.prototype.connect = original;
      installed = undefined;
    },
  };
}
