import type { IdentityClaims, SupportExport } from '@blockbeat/contracts';
import type { AccountData } from '@blockbeat/service-kit';
import type { TicketRepository } from '../data/ticket-repository';

/** Support's part of "export my data" and "delete my account" (docs/product.md#account). */
export function accountDataUseCases(tickets: TicketRepository) {
  return {
    async exportData(identity: IdentityClaims): Promise<SupportExport> {
      const own = await tickets.ticketsWithMessagesOf(identity.sub);
      return {
        tickets: own.map((t) => ({
          id: t.id,
          subject: t.subject,
          category: t.category,
          status: t.status,
          createdAt: t.createdAt.toISOString(),
          updatedAt: t.updatedAt.toISOString(),
          messages: t.messages.map((m) => ({
            id: m.id,
            author: m.author,
            body: m.body,
            readByUser: m.readByUser,
            createdAt: m.createdAt.toISOString(),
          })),
        })),
      };
    },

    async remove(identity: IdentityClaims): Promise<void> {
      await tickets.removeTicketsOf(identity.sub);
    },
  } satisfies AccountData;
}

export type AccountDataUseCases = ReturnType<typeof accountDataUseCases>;
