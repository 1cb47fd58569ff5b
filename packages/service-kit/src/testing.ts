import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityClaims, ServiceName } from '@blockbeat/contracts';
import type { Express } from 'express';
import pino from 'pino';
import type { Sequelize } from 'sequelize';
import { createSequelize } from './database';
import { generateIdentityKeys, signIdentity, type IdentityKeys } from './identity';
import { migrate, type Migration } from './migrate';
import type { ServiceDeps } from './start-service';

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
      ent: { status: 'active', canEdit: true, admin: false },
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

export type TestServiceDeps = ServiceDeps;

export interface TestServiceOptions {
  schema: string;
  migrations: readonly Migration[];
  createApp: (deps: TestServiceDeps) => Express | Promise<Express>;
}

export interface TestService {
  readonly sequelize: Sequelize;
  /** Where the service listens; known once the file's beforeAll hooks have run. */
  readonly url: string;
}

/**
 * The service under test as an API test file uses it: its schema migrated in this run's database,
 * its app on a free port, trusting identities signed with the test keys. Registers the file's
 * beforeAll/afterAll hooks, so call it at the top level of the test file.
 */
export function useTestService({ schema, migrations, createApp }: TestServiceOptions): TestService {
  const sequelize = createSequelize(useTestDatabase(), { schema });
  const closers: Array<() => Promise<void>> = [];
  let server: TestServer | undefined;
  beforeAll(async () => {
    await migrate(sequelize, schema, migrations);
    const { publicKeyPem } = await createTestKeys();
    const onClose = (close: () => Promise<void>) => closers.push(close);
    server = await startTestServer(await createApp({ sequelize, logger: testLogger(), identityPublicKey: publicKeyPem, onClose }));
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(closers.map((close) => close()));
    await sequelize.close();
  });
  return {
    sequelize,
    get url() {
      if (!server) throw new Error('the test service is not started yet: use its url inside tests or hooks');
      return server.url;
    },
  };
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
