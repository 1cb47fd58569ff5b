import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import type { Sequelize } from 'sequelize';
import { ConnectionRefusedError, DatabaseError, UniqueConstraintError } from 'sequelize';
import {
  ConflictError,
  createServiceApp,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PaymentRequiredError,
  TooLargeError,
  UnauthenticatedError,
  ValidationError,
} from '../src';
import { requestJson, startTestServer, type TestServer } from '../src/testing';

const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);
let databaseUp = true;
const sequelize = {
  query: async () => {
    if (!databaseUp) throw new Error('connect ECONNREFUSED');
    return [[{ '?column?': 1 }], null];
  },
} as unknown as Sequelize;

let server: TestServer;
let thrown: unknown;

beforeAll(async () => {
  const routes = express.Router();
  routes.all('/throw', () => {
    throw thrown;
  });
  routes.get('/items/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  routes.post('/echo', (req, res) => {
    res.json(req.body);
  });
  server = await startTestServer(createServiceApp({ name: 'test', logger, sequelize, routes }));
});

afterAll(() => server.close());

beforeEach(() => {
  logLines.length = 0;
  databaseUp = true;
});

describe('error handler', () => {
  test.each([
    [new ValidationError({ name: 'required' }), 400, { code: 'validation', message: 'Invalid request', fields: { name: 'required' } }],
    [new UnauthenticatedError(), 401, { code: 'unauthenticated', message: 'Unauthorized' }],
    [new PaymentRequiredError(), 402, { code: 'payment_required', message: 'An active BlockBeat Pro subscription or trial is required' }],
    [new ForbiddenError(), 403, { code: 'forbidden', message: 'Forbidden' }],
    [new NotFoundError('Workout not found'), 404, { code: 'not_found', message: 'Workout not found' }],
    [new ConflictError(), 409, { code: 'conflict', message: 'Already exists' }],
    [new TooLargeError(), 413, { code: 'too_large', message: 'Request body too large' }],
    [new HttpError(415, 'unsupported_media_type', 'Send JSON'), 415, { code: 'unsupported_media_type', message: 'Send JSON' }],
  ])('when a route throws %p, then the answer is %i with its code and message', async (error, status, body) => {
    thrown = error;
    const res = await requestJson(`${server.url}/throw`);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: body });
  });

  test('when Sequelize reports a unique violation, then the answer is 409 conflict', async () => {
    thrown = new UniqueConstraintError({ message: 'Validation error' });
    const res = await requestJson(`${server.url}/throw`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'Already exists' } });
  });

  test('when pg reports a unique violation (23505), then the answer is 409 conflict', async () => {
    thrown = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect((await requestJson(`${server.url}/throw`)).status).toBe(409);
  });

  test.each(['%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%AE%C0%AE'])(
    'when a path parameter is badly percent-encoded (%s), then the answer is a JSON 400, not a 500',
    async (id) => {
      const res = await requestJson(`${server.url}/items/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'validation', message: 'The address is not valid (bad percent-encoding)' } });
    },
  );

  test.each([
    ['Sequelize cannot connect', new ConnectionRefusedError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['the server went away mid-query', new DatabaseError(Object.assign(new Error('Connection terminated unexpectedly'), { sql: 'SELECT 1', parameters: {} }))],
    ['the server is shutting down (57P01)', new DatabaseError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', sql: 'SELECT 1', parameters: {} }))],
  ])('when %s, then the answer is 503 unavailable with Retry-After', async (_case, error) => {
    thrown = error;
    const res = await fetch(`${server.url}/throw`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: { code: 'unavailable', message: 'BlockBeat is briefly unavailable. Please try again in a moment.' } });
  });

  test('when anything else is thrown, then the answer is a bare 500 and the error is logged', async () => {
    thrown = new Error('secret detail at /srv/app.ts:12');
    const res = await requestJson(`${server.url}/throw`);
    expect(res.status).toBe(500);
    expect(res.text).toBe('{"error":{"code":"internal","message":"Internal server error"}}');
    expect(logLines.join('')).toContain('secret detail');
  });

  test('when the JSON body is malformed, then the answer is 400 validation', async () => {
    const res = await fetch(`${server.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'validation', message: 'Malformed JSON body' } });
  });

  test('when the JSON body is over 1 MB, then the answer is 413 too_large', async () => {
    const res = await requestJson(`${server.url}/echo`, { method: 'POST', body: { blob: 'x'.repeat(1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'too_large', message: 'Request body too large' } });
  });
});

describe('service app', () => {
  test('when a path is unknown, then the answer is a JSON 404', async () => {
    const res = await requestJson(`${server.url}/nowhere`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  test('when the database answers, then /healthz and /readyz are ok', async () => {
    expect((await requestJson(`${server.url}/healthz`)).body).toEqual({ status: 'ok' });
    expect((await requestJson(`${server.url}/readyz`)).status).toBe(200);
  });

  test('when the database is down, then /readyz is 503 and /healthz still ok', async () => {
    databaseUp = false;
    expect((await requestJson(`${server.url}/readyz`)).status).toBe(503);
    expect((await requestJson(`${server.url}/healthz`)).status).toBe(200);
  });

  test('when a request is answered, then one line logs method, path, status and time but no credentials', async () => {
    await fetch(`${server.url}/echo?token=abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' },
      body: '{}',
    });
    const line = JSON.parse(logLines.find((l) => l.includes('"request"')) ?? '{}');
    expect(line).toMatchObject({ method: 'POST', path: '/echo', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(logLines.join('')).not.toMatch(/secret|token=/);
  });

  test('when the app answers, then it does not advertise Express', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
