import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityClaims, ServiceName } from '@blockbeat/contracts';
import type { Express } from 'express';
import pino from 'pino';
import { generateIdentityKeys, signIdentity, type IdentityKeys } from './identity';

export const TEST_DATABASE_URL_VARIABLE = 'BLOCKBEAT_TEST_DATABASE_URL';

/** The fresh database the `services` jest project's global setup created for this run. */
export function useTestDatabase(): string {
  const url = process.env[TEST_DATABASE_URL_VARIABLE];
  if (!url) {
    throw new Error(`${TEST_DATABASE_URL_VARIABLE} is not set: run API tests in the jest "services" project, whose globalSetup creates the database`);
  }
  return url;
}

let testKeys: Promise<IdentityKeys> | undefined;

/** One key pair per process: Ed25519 generation is cheap, but tests sign many tokens. */
export function createTestKeys(): Promise<IdentityKeys> {
  testKeys ??= generateIdentityKeys();
  return testKeys;
}

export async function testToken(
  claims: Partial<IdentityClaims> & { sub: string },
  audience: ServiceName,
  keys?: IdentityKeys,
): Promise<string> {
  const { privateKeyPem } = keys ?? (await createTestKeys());
  return signIdentity(
    privateKeyPem,
    {
      email: `${claims.sub}@example.com`,
      name: 'Test User',
      ent: { status: 'active', hasAccess: true, admin: false },
      ...claims,
    },
    audience,
  );
}

export function randomUserId(): string {
  return randomUUID();
}

/** Silent unless TEST_LOG_LEVEL asks for output while debugging a test. */
export function testLogger(): pino.Logger {
  return pino({ level: process.env.TEST_LOG_LEVEL || 'silent' });
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export function startTestServer(app: Express): Promise<TestServer> {
  const server = http.createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

export interface JsonResponse<T = unknown> {
  status: number;
  text: string;
  body: T;
}

/** A JSON call as the gateway would forward it: Bearer identity, JSON body. */
export async function requestJson<T = unknown>(
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: res.status, text, body: (isJson ? JSON.parse(text) : undefined) as T };
}
