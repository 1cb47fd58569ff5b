import Joi from 'joi';
import { loadConfig } from '@blockbeat/service-kit';

export interface DevIdpConfig {
  PORT: number;
  DEV_IDP_ISSUER: string;
  DEV_IDP_DATA_DIR: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
  BASE_URL: string;
  NODE_ENV: string;
}

export const configSchema = Joi.object({
  PORT: Joi.number().port().default(3001).description('port to listen on'),
  DEV_IDP_ISSUER: Joi.string().uri().default(Joi.expression('http://127.0.0.1:{PORT}')).description('the issuer URL it announces (the gateway\'s OIDC_ISSUER_URL)'),
  DEV_IDP_DATA_DIR: Joi.string().default('.data/dev-idp').description('its signing keys and sessions, kept across restarts'),
  OIDC_CLIENT_ID: Joi.string().default('blockbeat-dev').description('the one client it knows (the gateway)'),
  OIDC_CLIENT_SECRET: Joi.string().default('blockbeat-dev-secret').description("that client's secret"),
  BASE_URL: Joi.string().uri().default('http://localhost:3000').description("the gateway's origin: the only redirect it accepts"),
  NODE_ENV: Joi.string().default('development').description('production is refused: this provider signs anyone in'),
}).unknown(true);

export function readConfig(env: NodeJS.ProcessEnv = process.env): DevIdpConfig {
  const config = loadConfig<DevIdpConfig>(configSchema, env);
  if (config.NODE_ENV === 'production') {
    throw new Error('dev-idp is a development identity provider and refuses to run with NODE_ENV=production');
  }
  return config;
}
