import type { Migration } from '@blockbeat/service-kit';
import { createSubscriptions } from './001-create-subscriptions';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [createSubscriptions];
