import { loadConfig, serviceEnvSchema } from '@blockbeat/service-kit';

export interface ContentConfig {
  port: number;
  databaseUrl: string;
  identityPublicKey: string;
}

/** PORT (default 3002), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default info). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const vars = loadConfig(serviceEnvSchema(3002), env);
  return { port: vars.PORT, databaseUrl: vars.DATABASE_URL, identityPublicKey: vars.IDENTITY_PUBLIC_KEY };
}
