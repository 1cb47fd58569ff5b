import type { Migration } from '@blockbeat/service-kit';
import { createCoaching } from './001-create-coaching';
import { rosterIndexes } from './002-roster-indexes';
import { weeklySummary } from './003-weekly-summary';
import { linkMails } from './004-link-mails';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [createCoaching, rosterIndexes, weeklySummary, linkMails];
