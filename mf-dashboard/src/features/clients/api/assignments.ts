import type { Assignment, AssignmentInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENTS_URL } from './getRoster';

const assignmentsUrl = (clientId: string) => `${CLIENTS_URL}/${encodeURIComponent(clientId)}/assignments`;

/** POST /api/clients/{id}/assignments: a program from a start date, or one workout on a date. */
export async function createAssignment({ clientId, input }: { clientId: string; input: AssignmentInput }): Promise<Assignment> {
  return (await (await apiRequest('POST', assignmentsUrl(clientId), input)).json()) as Assignment;
}

export async function deleteAssignment({ clientId, assignmentId }: { clientId: string; assignmentId: string }): Promise<void> {
  await apiRequest('DELETE', `${assignmentsUrl(clientId)}/${encodeURIComponent(assignmentId)}`);
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CLIENTS_URL) });

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAssignment, onSuccess: () => refresh(queryClient) });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAssignment, onSuccess: () => refresh(queryClient) });
}
