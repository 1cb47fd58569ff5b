import type { Sql } from '@blockbeat/service-kit';
import { createAssignmentRepository } from './assignment-repository';
import { createClientRepository } from './client-repository';
import { createCompletionRepository } from './completion-repository';
import { createLinkMailRepository } from './link-mail-repository';
import { createNoticeRepository } from './notice-repository';

/** The clients' tables: clients and their links, link mails, assignments, completions, notices. */
export function createClientData(sql: Sql) {
  return {
    clients: createClientRepository(sql),
    assignments: createAssignmentRepository(sql),
    completions: createCompletionRepository(sql),
    notices: createNoticeRepository(sql),
    linkMails: createLinkMailRepository(sql),
  };
}

export type ClientData = ReturnType<typeof createClientData>;
export type { ClientRecord } from './client-repository';
export type { LinkMailReservation } from './link-mail-repository';
export { doneKey, type CompletionRecord, type CompletionWithSnapshot, type DoneWorkouts, type LatestCompletion } from './completion-repository';
