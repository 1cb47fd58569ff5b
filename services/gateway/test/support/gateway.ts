import { createTestKeys, startTestServer, type TestServer } from '@blockbeat/service-kit/testing';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { createGatewayApp } from '../../src/app';
import { readConfig } from '../../src/config';

/** The public origin every test gateway runs under. */
export const TEST_ORIGIN = 'http://localhost:3999';

export interface TestGatewayOptions {
  sequelize: Sequelize;
  logger: Logger;
  /** Where the gateway's database is (the gateway's own Sequelize is `sequelize`). */
  databaseUrl: string;
  content: string;
  billing: string;
  support?: string;
  coaching?: string;
  /** Further settings, as environment variables. */
  env?: NodeJS.ProcessEnv;
}

/** A gateway app on a free port, signing identities with the test keys, in front of the given upstreams. */
export async function startTestGateway({ sequelize, logger, databaseUrl, content, billing, support = content, coaching = content, env = {} }: TestGatewayOptions): Promise<TestServer> {
  const keys = await createTestKeys();
  const config = readConfig({
    PORT: '3999',
    DATABASE_URL: databaseUrl,
    IDENTITY_PRIVATE_KEY: keys.privateKeyPem,
    CONTENT_URL: content,
    BILLING_URL: billing,
    SUPPORT_URL: support,
    COACHING_URL: coaching,
    BASE_URL: TEST_ORIGIN,
    ...env,
  });
  const gateway = createGatewayApp(config, { sequelize, logger });
  const server = await startTestServer(gateway.app);
  return { ...server, close: () => server.close().then(gateway.close) };
}
