import Joi from 'joi';
import { loadConfig } from '@blockbeat/service-kit';

export interface MailCatcherConfig {
  /** The web inbox (the launcher gives every unit its port as PORT). */
  PORT: number;
  MAIL_CATCHER_SMTP_PORT: number;
  NODE_ENV: string;
}

/** PORT (default 3007) for the inbox, MAIL_CATCHER_SMTP_PORT (default 3006) for SMTP. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): MailCatcherConfig {
  const config = loadConfig<MailCatcherConfig>(
    Joi.object({
      PORT: Joi.number().port().default(3007),
      MAIL_CATCHER_SMTP_PORT: Joi.number().port().default(3006),
      NODE_ENV: Joi.string().default('development'),
    }).unknown(true),
    env,
  );
  if (config.NODE_ENV === 'production') {
    throw new Error('The mail catcher keeps mail instead of delivering it and refuses to run with NODE_ENV=production; set SMTP_URL');
  }
  return config;
}
