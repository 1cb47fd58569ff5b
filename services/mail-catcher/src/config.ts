import Joi from 'joi';
import { loadConfig } from '@blockbeat/service-kit';

export interface MailCatcherConfig {
  /** The web inbox (the launcher gives every unit its port as PORT). */
  PORT: number;
  MAIL_CATCHER_SMTP_PORT: number;
  NODE_ENV: string;
}

/** PORT (default 3007) for the inbox, MAIL_CATCHER_SMTP_PORT (default 3006) for SMTP. */
export const configSchema = Joi.object({
  PORT: Joi.number().port().default(3007).description('the web inbox'),
  MAIL_CATCHER_SMTP_PORT: Joi.number().port().default(3006).description('where it takes mail over SMTP (the services\' SMTP_URL)'),
  NODE_ENV: Joi.string().default('development').description('production is refused: it keeps mail instead of delivering it'),
}).unknown(true);

export function readConfig(env: NodeJS.ProcessEnv = process.env): MailCatcherConfig {
  const config = loadConfig<MailCatcherConfig>(configSchema, env);
  if (config.NODE_ENV === 'production') {
    throw new Error('The mail catcher keeps mail instead of delivering it and refuses to run with NODE_ENV=production; set SMTP_URL');
  }
  return config;
}
