import express from 'express';
import http from 'node:http';
import { createLogger, createSequelize, migrate } from '@blockbeat/service-kit';
import { startTestServer, useTestDatabase, type TestServer } from '@blockbeat/service-kit/testing';
import { migrations } from '../../src/data/migrations';
import { CLIENT_IP_HEADER } from '../../src/api/proxy';
import { startTestGateway, TEST_ORIGIN } from '../support/gateway';

const logger = createLogger('gateway-live-test');
const sequelize = createSequelize(useTestDatabase(), { schema: 'gateway', logger });
const HEARTBEAT_MS = 100;
let gateway: TestServer;
let content: TestServer;
const openStreams = new Set<express.Response>();
let closedUpstream = 0;
const feedbackSeen: Array<{ ip: string | undefined; authorization: string | undefined }> = [];

/** Content as far as the gateway can tell: an event stream with heartbeats, and the feedback POST. */
function fakeContent(): Promise<TestServer> {
  const app = express();
  app.use(express.json());
  app.get('/api/live/:code/events', (req, res) => {
    res.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform' });
    res.flushHeaders();
    res.write('retry: 1000\n\nid: 0\nevent: snapshot\ndata: {"code":"ABCDEF"}\n\n');
    const beat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    openStreams.add(res);
    req.on('close', () => {
      clearInterval(beat);
      openStreams.delete(res);
      closedUpstream++;
    });
  });
  app.post('/api/live/:code/feedback', (req, res) => {
    feedbackSeen.push({ ip: req.get(CLIENT_IP_HEADER), authorization: req.get('authorization') });
    res.status(201).json({ message: 'ok' });
  });
  return startTestServer(app);
}

beforeAll(async () => {
  await migrate(sequelize, 'gateway', migrations);
  content = await fakeContent();
  gateway = await startTestGateway({ sequelize, logger, databaseUrl: useTestDatabase(), content: content.url, billing: content.url });
});

afterAll(async () => {
  await gateway.close();
  await content.close();
  await sequelize.close();
});

/** A raw GET that keeps every chunk as it arrives (fetch would decompress and hide the encoding). */
function openRaw(path: string, headers: Record<string, string> = {}) {
  const chunks: string[] = [];
  let response: http.IncomingMessage | undefined;
  const req = http.get(`${gateway.url}${path}`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
    response = res;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => chunks.push(chunk));
  });
  req.on('error', () => undefined);
  return {
    text: () => chunks.join(''),
    response: () => response,
    close: () => req.destroy(),
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('when a visitor without a session follows a class, then the events come through the gateway as sent, uncompressed, later ones at once', async () => {
  const stream = openRaw('/api/live/ABCDEF/events');
  await until(() => stream.text().includes('event: snapshot'), 'snapshot through the gateway');
  expect(stream.response()!.statusCode).toBe(200);
  expect(stream.response()!.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(stream.response()!.headers['content-encoding']).toBeUndefined();
  const sentAt = Date.now();
  for (const res of openStreams) res.write('id: 1\nevent: action\ndata: {"seq":1}\n\n');
  await until(() => stream.text().includes('event: action'), 'action through the gateway');
  // A buffering proxy would hold it for seconds (until its buffer fills); 1 s leaves room for a busy machine.
  expect(Date.now() - sentAt).toBeLessThan(1000);
  stream.close();
});

test('when the class is quiet, then the heartbeats pass through and the stream stays open', async () => {
  const stream = openRaw('/api/live/ABCDEF/events');
  await until(() => stream.text().split(': heartbeat').length > 5, 'five heartbeats through the gateway');
  expect(stream.response()!.statusCode).toBe(200);
  stream.close();
});

test('when a follower goes away, then the gateway closes its request to the service', async () => {
  const before = closedUpstream;
  const stream = openRaw('/api/live/ABCDEF/events');
  await until(() => stream.text().includes('snapshot'), 'stream open');
  stream.close();
  await until(() => closedUpstream === before + 1, 'the upstream request closed');
});

test('when 100 followers stream at once, more than the pooled sockets to a service, then every one receives its snapshot', async () => {
  const streams = Array.from({ length: 100 }, () => openRaw('/api/live/ABCDEF/events'));
  await until(() => streams.every((s) => s.text().includes('snapshot')), 'all 100 snapshots', 5000);
  streams.forEach((s) => s.close());
  await until(() => openStreams.size === 0, 'all closed upstream');
});

test('when anonymous feedback is posted from our own origin as JSON, then it reaches content with the client IP the gateway saw, not the one claimed', async () => {
  const res = await fetch(`${gateway.url}/api/live/ABCDEF/feedback`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', [CLIENT_IP_HEADER]: '6.6.6.6' },
    body: JSON.stringify({ done: true }),
  });
  expect(res.status).toBe(201);
  expect(feedbackSeen.at(-1)).toEqual({ ip: '127.0.0.1', authorization: undefined });
});

test('when feedback is posted cross-origin or as a form, then the gateway refuses it before content', async () => {
  const seen = feedbackSeen.length;
  const cross = await fetch(`${gateway.url}/api/live/ABCDEF/feedback`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: JSON.stringify({ done: true }),
  });
  const form = await fetch(`${gateway.url}/api/shared/some-token/feedback`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'done=true',
  });
  expect([cross.status, form.status]).toEqual([403, 415]);
  expect(feedbackSeen).toHaveLength(seen);
});

describe('open streams per client address', () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestGateway({ sequelize, logger, databaseUrl: useTestDatabase(), content: content.url, billing: content.url, env: { EVENT_STREAMS_PER_IP: '2' } });
  });
  afterAll(() => capped.close());

  const streamFrom = (server: TestServer, path = '/api/live/ABCDEF/events') =>
    fetch(`${server.url}${path}`, { headers: { accept: 'text/event-stream' } });

  test('when an address holds its limit of streams, then one more is refused with a JSON 429 before content, and a closed one frees its place', async () => {
    const upstreamBefore = openStreams.size;
    const open1 = await streamFrom(capped);
    const open2 = await streamFrom(capped);
    expect([open1.status, open2.status]).toEqual([200, 200]);
    const third = await streamFrom(capped);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many live connections are open from your network. Close a tab or two and try again.' } });
    expect(openStreams.size).toBe(upstreamBefore + 2);

    // Ordinary requests from the same address are not counted.
    const feedback = await fetch(`${capped.url}/api/live/ABCDEF/feedback`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ done: true }),
    });
    expect(feedback.status).toBe(201);

    await open1.body!.cancel();
    await until(() => openStreams.size === upstreamBefore + 1, 'one stream closed upstream');
    const again = await streamFrom(capped);
    expect(again.status).toBe(200);
    await open2.body!.cancel();
    await again.body!.cancel();
    await until(() => openStreams.size === upstreamBefore, 'all closed upstream');
  });
});
