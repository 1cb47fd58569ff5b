import { loadConfig, serviceEnvSchema } from '@blockbeat/service-kit';

export interface SupportConfig {
  port: number;
  databaseUrl: string;
  identityPublicKey: string;
}

/** PORT (default 3004), DATABASE_URL (required), IDENTITY_PUBLIC_KEY (required), LOG_LEVEL (default info). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): SupportConfig {
  const vars = loadConfig(serviceEnvSchema(3004), env);
  return { port: vars.PORT, databaseUrl: vars.DATABASE_URL, identityPublicKey: vars.IDENTITY_PUBLIC_KEY };
}
