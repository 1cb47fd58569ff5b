import type { CoachingExport, IdentityClaims } from '@blockbeat/contracts';
import type { AccountData } from '@blockbeat/service-kit';
import { completionView, type ClientData } from '../../clients';
import type { ProgramRepository } from '../../programs';

/**
 * Coaching's part of "export my data" and "delete my account" (docs/product.md#account): the
 * instructor's clients with their assignments and completions, and their programs.
 */
export function accountDataUseCases({ data, programs }: { data: ClientData; programs: ProgramRepository }) {
  return {
    async exportData(identity: IdentityClaims): Promise<CoachingExport> {
      const list = await data.clients.list(identity.sub, { search: '', archived: 'all' });
      const ids = list.map((c) => c.id);
      const [plan, done, own] = await Promise.all([data.assignments.ofClients(ids), data.completions.ofClients(ids), programs.listFull(identity.sub)]);
      return {
        clients: list.map(({ instructorId: _instructor, ...client }) => ({
          ...client,
          assignments: plan.filter((a) => a.clientId === client.id),
          completions: done.filter((c) => c.clientId === client.id).map((c) => ({ ...completionView(c), workoutId: c.workoutId, date: c.date, workoutName: c.workoutName })),
        })),
        programs: own,
      };
    },

    /** Clients (their links, assignments and completions go with them), programs, notices. */
    async remove(identity: IdentityClaims): Promise<void> {
      await data.clients.removeAllOf(identity.sub);
    },
  } satisfies AccountData;
}
