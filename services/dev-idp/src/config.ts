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

export function readConfig(env: NodeJS.ProcessEnv = process.env): DevIdpConfig {
  const config = loadConfig<DevIdpConfig>(
    Joi.object({
      PORT: Joi.number().port().default(3001),
      DEV_IDP_ISSUER: Joi.string().uri().default(Joi.expression('http://127.0.0.1:{PORT}')),
      DEV_IDP_DATA_DIR: Joi.string().default('.data/dev-idp'),
      OIDC_CLIENT_ID: Joi.string().default('blockbeat-dev'),
      OIDC_CLIENT_SECRET: Joi.string().default('blockbeat-dev-secret'),
      BASE_URL: Joi.string().uri().default('http://localhost:3000'),
      NODE_ENV: Joi.string().default('development'),
    }).unknown(true),
    env,
  );
  if (config.NODE_ENV === 'production') {
    throw new Error('dev-idp is a development identity provider and refuses to run with NODE_ENV=production');
  }
  return config;
}
