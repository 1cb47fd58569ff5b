import { accountDataRoutes, createServiceApp, requireIdentity, type Logger } from '@blockbeat/service-kit';
import { Router, type Express } from 'express';
import type { Sequelize } from 'sequelize';
import { namedFiles, type ObjectStore } from '@blockbeat/object-store';
import { emailTemplateRoutes } from './api/email-template-routes';
import { internalMailRoutes } from './api/internal-mail-routes';
import { requireStaff, staffSupportRoutes } from './api/staff-support-routes';
import { userSummaryRoutes } from './api/user-summary-routes';
import { userSupportRoutes } from './api/user-support-routes';
import { createSupportData } from './data';
import { createEmailTemplateRepository } from './data/email-template-repository';
import { createSql } from './data/sql';
import { createUserSummaryRepository } from './data/user-summary-repository';
import { accountDataUseCases } from './domain/account-data';
import { attachmentUseCases } from './domain/attachments';
import { emailTemplateUseCases } from './domain/email-templates';
import { internalMailUseCases } from './domain/internal-mail';
import { staffTicketUseCases } from './domain/staff-tickets';
import { userSummaryUseCases } from './domain/user-summary';
import type { HourlyLimits } from './domain/hourly-limits';
import { userTicketUseCases } from './domain/user-tickets';
import { groupEmailRouter, type GroupEmailParts } from './wiring/group-email';

export const SERVICE_NAME = 'support';

export interface SupportDeps {
  sequelize: Sequelize;
  logger: Logger;
  identityPublicKey: string;
  /** The public origin, without a trailing slash: mails link to tickets there. */
  baseUrl: string;
  /** Where each new ticket is announced. */
  supportEmail: string;
  /** The right-hand side of the outbox's Message-IDs. */
  messageIdDomain: string;
  /** Where ticket images are kept (a local folder or S3-compatible storage). */
  store: ObjectStore;
  /** Called after mail was committed to the outbox, so a worker sends it at once. */
  mailQueued?: () => void;
  /** Absent: no group e-mail (its routes answer 404). */
  groupEmail?: GroupEmailParts;
  /** Tickets and messages one user may send within an hour; the defaults unless told. */
  limits?: HourlyLimits;
  /** The other services' key to POST /internal/mail; absent refuses every call. */
  internalApiSecret?: string;
}

export function createApp({ sequelize, logger, identityPublicKey, baseUrl, supportEmail, messageIdDomain, store, mailQueued = () => undefined, groupEmail, limits, internalApiSecret }: SupportDeps): Express {
  const identity = requireIdentity({ publicKeyPem: identityPublicKey, audience: SERVICE_NAME });
  const data = createSupportData(sequelize, { messageIdDomain });
  const files = namedFiles(store);
  const deps = { data, mail: { baseUrl, supportEmail }, mailQueued };

  const routes = Router();
  routes.use('/api/support', identity, userSupportRoutes(userTicketUseCases({ ...deps, limits }), attachmentUseCases({ data, files })));
  routes.use('/api/admin/support', identity, requireStaff, staffSupportRoutes(staffTicketUseCases(deps)));
  routes.use('/api/admin/support/users', identity, requireStaff, userSummaryRoutes(userSummaryUseCases(createUserSummaryRepository(createSql(sequelize)))));
  routes.use('/api/admin/email-templates', identity, requireStaff, emailTemplateRoutes(emailTemplateUseCases(createEmailTemplateRepository(createSql(sequelize)), baseUrl)));
  if (groupEmail) routes.use(groupEmailRouter({ sequelize, logger, identityPublicKey, baseUrl, messageIdDomain, mailQueued, parts: groupEmail }));
  // For the gateway only (it does not route /internal publicly): export and delete the caller's data.
  routes.use('/internal/me', identity, accountDataRoutes(accountDataUseCases({ data, files })));
  // For the other services (coaching's weekly summaries): a mail into the outbox, once per key.
  routes.use('/internal/mail', internalMailRoutes(internalMailUseCases({ data, mailQueued }), internalApiSecret));
  return createServiceApp({ name: SERVICE_NAME, logger, sequelize, routes });
}
