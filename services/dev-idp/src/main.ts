import { createLogger } from '@blockbeat/service-kit';
import { readConfig } from './config';
import { createProvider } from './provider';
import { createDevIdpApp } from './app';

const logger = createLogger('dev-idp');
const config = readConfig();
const app = createDevIdpApp(createProvider(config), logger);
const server = app.listen(config.PORT, '127.0.0.1', () => {
  logger.info({ issuer: config.DEV_IDP_ISSUER }, 'development identity provider listening');
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
