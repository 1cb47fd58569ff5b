import type { IdentityClaims, SupportNotifications } from '@blockbeat/contracts';
import type { TicketRepository } from '../data/ticket-repository';

/** Polled every 5 s by every signed-in browser (docs/product.md#data), so it is one indexed EXISTS-style query. */
export function notificationsUseCase(tickets: TicketRepository) {
  return async (identity: IdentityClaims): Promise<SupportNotifications> => ({
    hasUnread: await tickets.hasUnreadStaffMessage(identity.sub),
  });
}

export type NotificationsUseCase = ReturnType<typeof notificationsUseCase>;
