import { accountDataRoutes, createServiceApp, createSql, requireIdentity, signedIdTokens, type Logger } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { accountDataUseCases } from './account';
import { clientPageRoutes, clientPageUseCases } from './client-page';
import { clientLinkMails, clientRoutes, clientUseCases, createClientData, linkSealer } from './clients';
import { createProgramRepository, programRoutes, programUseCases } from './programs';
import type { SupportMailer } from './shared/support-mailer';
import type { WorkoutSource } from './shared/workout-source';
import { createSummaryRepository, summaryRunRoutes, summaryUnsubscribePath, summaryUnsubscribeRoutes, weeklySummaries, weeklySummaryUnsubscribe } from './summary';

export const SERVICE_NAME = 'coaching';

export interface CoachingDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: client links point there. */
  baseUrl: string;
  /** The instructors' workouts, from content. */
  workouts: WorkoutSource;
  /** Clients one instructor may have, archived ones included. */
  maxClients: number;
  /** The server's clock; tests set it. */
  now?: () => Date;
  /** INTERNAL_API_SECRET: it keys the summary mail's unsubscribe links and sealed client links, and guards /internal/weekly-summary/run. */
  internalApiSecret: string;
  /** Support's outbox: the weekly summaries and the clients' link mails go there. */
  mailer: SupportMailer;
}

/** The summary mail's unsubscribe tokens: the same key in the app and in the job that writes the links. */
export const summaryTokens = (internalApiSecret: string) => signedIdTokens(internalApiSecret, 'blockbeat coaching weekly summary unsubscribe');

export function createApp({ sequelize, logger, identityPublicKey, baseUrl, workouts, maxClients, now = () => new Date(), internalApiSecret, mailer }: CoachingDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const sql = createSql(sequelize);
  const data = createClientData(sql);
  const programs = createProgramRepository(sql);
  const sealer = linkSealer(internalApiSecret);

  const routes = Router();
  // Public, before /api/clients's identity check: the mail's link carries its own signed token.
  routes.use(summaryUnsubscribePath, summaryUnsubscribeRoutes(weeklySummaryUnsubscribe({ tokens: summaryTokens(internalApiSecret), summaries: createSummaryRepository(sql) })));
  routes.use(
    '/api/clients',
    identity,
    clientRoutes(clientUseCases({ data, programs, workouts, baseUrl, maxClients, now, sealer }), clientLinkMails({ data, mailer, sealer, baseUrl, logger })),
  );
  routes.use('/api/programs', identity, programRoutes(programUseCases({ programs, workouts })));
  routes.use('/api/c', clientPageRoutes(clientPageUseCases({ data, programs, workouts, now })));
  // For the gateway only (it does not route /internal publicly): export and delete the caller's data.
  routes.use('/internal/me', identity, accountDataRoutes(accountDataUseCases({ data, programs })));
  routes.use('/internal/weekly-summary/run', summaryRunRoutes(createWeeklySummaryJob({ sequelize, logger, baseUrl, internalApiSecret, mailer, now }), internalApiSecret));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}

/** The weekly summary job (main.ts runs it hourly): the app's tables, the mailer given. */
export function createWeeklySummaryJob({
  sequelize,
  logger,
  baseUrl,
  internalApiSecret,
  mailer,
  now = () => new Date(),
}: Pick<CoachingDeps, 'sequelize' | 'logger' | 'baseUrl' | 'internalApiSecret' | 'now' | 'mailer'>) {
  const sql = createSql(sequelize);
  return weeklySummaries({
    data: createClientData(sql),
    programs: createProgramRepository(sql),
    summaries: createSummaryRepository(sql),
    mailer,
    tokens: summaryTokens(internalApiSecret),
    baseUrl,
    logger,
    now,
  });
}
