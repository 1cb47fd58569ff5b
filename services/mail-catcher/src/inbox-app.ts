import express from 'express';
import { errorHandler, NotFoundError, type Logger } from '@blockbeat/service-kit';
import { INBOX_CSP, inboxPage, mailPage, notFoundPage } from './inbox-pages';
import type { MailStore } from './mail-store';
import type { SmtpListener } from './smtp-listener';

export interface InboxAppOptions {
  store: MailStore;
  smtp: SmtpListener;
  logger: Logger;
  /** Adds POST /control/smtp/stop and /control/smtp/start, for tests that take the mail server away. */
  controls: boolean;
}

/** The web inbox: pages for people, GET/DELETE /api/messages for tests and scripts. */
export function createInboxApp({ store, smtp, logger, controls }: InboxAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const html = (res: express.Response, status: number, body: string) =>
    res.status(status).set({ 'content-security-policy': INBOX_CSP, 'cache-control': 'no-store' }).type('html').send(body);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', smtp: smtp.running ? 'running' : 'stopped' });
  });
  app.get('/', (_req, res) => {
    html(res, 200, inboxPage(store.list()));
  });
  app.get('/messages/:id', (req, res) => {
    const mail = store.get(req.params.id);
    html(res, mail ? 200 : 404, mail ? mailPage(mail) : notFoundPage());
  });
  app.get('/api/messages', (_req, res) => {
    res.set('cache-control', 'no-store').json(store.list());
  });
  app.delete('/api/messages', (_req, res) => {
    store.clear();
    res.status(204).end();
  });

  if (controls) {
    const control = (action: 'start' | 'stop') => async (_req: express.Request, res: express.Response) => {
      await smtp[action]();
      logger.info({ port: smtp.port }, action === 'stop' ? 'SMTP stopped by a test' : 'SMTP started by a test');
      res.json({ smtp: smtp.running ? 'running' : 'stopped' });
    };
    app.post('/control/smtp/stop', control('stop'));
    app.post('/control/smtp/start', control('start'));
  }

  app.use(() => {
    throw new NotFoundError();
  });
  app.use(errorHandler(logger));
  return app;
}
