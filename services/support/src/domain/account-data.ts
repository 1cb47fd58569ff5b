import type { IdentityClaims, SupportExport } from '@blockbeat/contracts';
import type { AccountData } from '@blockbeat/service-kit';
import type { NamedFiles } from '@blockbeat/object-store';
import type { SupportData } from '../data';
import { toSummary } from './ticket-views';

/**
 * Support's part of "export my data" and "delete my account" (docs/product.md#account). The
 * export is what the user sees of their tickets (staff notes are not theirs and stay out) and
 * whether they unsubscribed from group e-mail; which campaigns mailed them is our delivery log,
 * not theirs (docs/decisions.md, "Group e-mail screen, account data, e2e and bench").
 */
export function accountDataUseCases({ data, files }: { data: SupportData; files: NamedFiles }) {
  const { tickets, attachments, outbox, campaigns, unsubscribes, transaction } = data;
  return {
    async exportData(identity: IdentityClaims): Promise<SupportExport> {
      const own = await tickets.ticketsOf(identity.sub);
      const messages = await tickets.messagesOf(own.map((t) => t.id), { withNotes: false });
      const images = await attachments.onMessages(messages.map((m) => m.id));
      const unsubscribedAt = await unsubscribes.since(identity.sub);
      return {
        tickets: own.map((t) => {
          const { unread: _unread, ...ticket } = toSummary(t);
          const thread = messages.filter((m) => m.ticketId === t.id);
          return {
            ...ticket,
            messages: thread.map((m) => ({
              id: m.id,
              author: m.author === 'user' ? 'user' : 'staff',
              body: m.body,
              attachments: images.filter((a) => a.messageId === m.id).map((a) => ({ fileName: a.fileName, size: a.size })),
              createdAt: m.createdAt.toISOString(),
            })),
          };
        }),
        groupEmail: { unsubscribedAt: unsubscribedAt && unsubscribedAt.toISOString() },
      };
    },

    /**
     * Rows first (tickets take messages and attachment rows with them), then the files: an orphan
     * file rather than a row naming no file. Campaign rows before the outbox: a campaign moving this
     * user's mail to the outbox holds their row, so the outbox is read after that mail is in it.
     */
    async remove(identity: IdentityClaims): Promise<void> {
      const storageNames = await transaction(async (tx) => {
        const names = await attachments.storageNamesOfUser(tx, identity.sub);
        await tickets.removeTicketsOf(tx, identity.sub);
        await campaigns.removeRecipientOfUser(tx, identity.sub);
        await outbox.removeOfUser(tx, identity.sub);
        await unsubscribes.removeOfUser(tx, identity.sub);
        return names;
      });
      await Promise.all(storageNames.map((name) => files.remove(name)));
    },
  } satisfies AccountData;
}
