import type { Migration } from '@blockbeat/service-kit';
import { createSubscriptions } from './001-create-subscriptions';
import { addStripeEvents } from './002-add-stripe-events';
import { addUserDirectory } from './003-add-user-directory';
import { notifyEntitlementChanges } from './004-notify-entitlement-changes';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [createSubscriptions, addStripeEvents, addUserDirectory, notifyEntitlementChanges];
