import { createLogger } from '@blockbeat/service-kit';
import { readConfig } from './config';
import { startMailCatcher } from './mail-catcher';

const logger = createLogger('mail-catcher');
const config = readConfig();

startMailCatcher({ smtpPort: config.MAIL_CATCHER_SMTP_PORT, httpPort: config.PORT, logger }).then(
  (catcher) => {
    logger.info({ smtp: catcher.smtpUrl, inbox: catcher.inboxUrl }, 'mail catcher listening');
    const stop = () => void catcher.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (err: Error) => {
    logger.error({ err: err.message }, 'the mail catcher could not start');
    process.exit(1);
  },
);
