import type { Program, ProgramInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROGRAMS_URL } from '../../../shared/coachingLists';

/** POST /api/programs for a new program, PUT /api/programs/{id} for an edit. */
export async function saveProgram({ id, input }: { id: string | null; input: ProgramInput }): Promise<Program> {
  const res = id === null ? await apiRequest('POST', PROGRAMS_URL, input) : await apiRequest('PUT', `${PROGRAMS_URL}/${encodeURIComponent(id)}`, input);
  return (await res.json()) as Program;
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProgram, onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROGRAMS_URL] }) });
}
