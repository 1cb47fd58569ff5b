import type { CustomCategory } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_CATEGORIES_QUERY_KEY } from './getCustomCategories';

/** POST /api/custom-categories { name } → 201; 409 when the user already has it. */
export async function createCustomCategory(name: string): Promise<CustomCategory> {
  const res = await apiRequest('POST', '/api/custom-categories', { name });
  return (await res.json()) as CustomCategory;
}

export function useCreateCustomCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomCategory,
    onSuccess: (created) => queryClient.setQueryData<CustomCategory[]>(CUSTOM_CATEGORIES_QUERY_KEY, (list) => [...(list ?? []), created]),
  });
}
