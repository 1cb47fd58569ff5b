import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROGRAMS_URL } from '../../../shared/coachingLists';

export async function deleteProgram(id: string): Promise<void> {
  await apiRequest('DELETE', `${PROGRAMS_URL}/${encodeURIComponent(id)}`);
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProgram, onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROGRAMS_URL] }) });
}
