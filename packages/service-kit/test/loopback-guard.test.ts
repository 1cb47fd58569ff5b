import net from 'node:net';
import { Client } from 'pg';
import { isLoopbackHost, NON_LOOPBACK_SOCKET, refuseNonLoopbackSockets } from '../src/loopback-guard';

const guard = refuseNonLoopbackSockets();
afterEach(() => guard.takeRefused());

/** The error a socket ends with, or 'connected'. */
function outcome(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe('isLoopbackHost', () => {
  test.each(['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', undefined])(
    'when the host is %s, then it is this machine',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  test.each(['api.stripe.com', 'localhost.evil.example', '10.0.0.1', '192.0.2.1', '0.0.0.0', '::', 'fe80::1', '::ffff:10.0.0.1', '128.0.0.1'])(
    'when the host is %s, then it is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('refuseNonLoopbackSockets', () => {
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('when a test connects to 127.0.0.1 or localhost, then the socket connects', async () => {
    expect(await outcome(net.connect(port, '127.0.0.1'))).toBe('connected');
    expect(await outcome(net.connect({ port, host: 'localhost', family: 4 }))).toBe('connected');
    expect(guard.takeRefused()).toEqual([]);
  });

  test.each<[string, () => net.Socket]>([
    ['net.connect(port, host)', () => net.connect(443, 'api.stripe.com')],
    ['net.connect(options)', () => net.connect({ port: 25, host: '192.0.2.1' })],
    ['new Socket().connect(port, host)', () => new net.Socket().connect(443, '10.1.2.3')],
  ])('when a test connects beyond loopback with %s, then the socket fails with ERR_NON_LOOPBACK_SOCKET and is recorded', async (_shape, open) => {
    expect(await outcome(open())).toBe(NON_LOOPBACK_SOCKET);
    expect(guard.takeRefused()).toHaveLength(1);
  });

  test('when fetch calls a real API, then it rejects before any lookup', async () => {
    const err = await fetch('https://api.stripe.com/v1/customers').then(
      () => null,
      (e: Error & { cause?: { code?: string } }) => e,
    );
    expect(err?.cause?.code).toBe(NON_LOOPBACK_SOCKET);
    expect(guard.takeRefused()).toEqual(['api.stripe.com:443']);
  });

  test('when the database client points at another machine, then connecting fails', async () => {
    const client = new Client({ host: 'db.example.com', port: 5432, user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
    await expect(client.connect()).rejects.toMatchObject({ code: NON_LOOPBACK_SOCKET });
    expect(guard.takeRefused()).toEqual(['db.example.com:5432']);
  });
});
