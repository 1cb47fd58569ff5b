import express from 'express';
import { errorHandler, type Logger } from '@blockbeat/service-kit';
import type Provider from 'oidc-provider';
import { accountFor, normaliseEmail } from './accounts';
import { signInPage } from './pages';

export function createDevIdpApp(provider: Provider, logger: Logger): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  app.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        res.type('html').send(signInPage(details.uid));
        return;
      }
      // Consent is automatic for our single first-party client (see loadExistingGrant).
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    } catch (err) {
      next(err);
    }
  });

  app.post('/interaction/:uid/login', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const email = normaliseEmail(req.body?.email);
      if (!email) {
        res.status(400).type('html').send(signInPage(details.uid, 'Enter a valid e-mail address.'));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: accountFor(email).email } }, { mergeWithLastSubmission: false });
    } catch (err) {
      next(err);
    }
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(provider.callback());
  // An expired sign-in form (interactionDetails throws) answers JSON, never Express's HTML page.
  app.use(errorHandler(logger));
  return app;
}
