import type { CustomCategory } from '@blockbeat/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../api/client';

/** GET /api/custom-categories: the user's own categories, offered after the five built-ins. */
export const CUSTOM_CATEGORIES_QUERY_KEY = ['/api/custom-categories'] as const;

export const fetchCustomCategories = getQueryFn<CustomCategory[]>({ on401: 'throw' });

export function customCategoriesQueryOptions() {
  return { queryKey: CUSTOM_CATEGORIES_QUERY_KEY, queryFn: fetchCustomCategories };
}

export function useCustomCategories() {
  const query = useQuery(customCategoriesQueryOptions());
  return { ...query, categories: query.data ?? [] };
}

/** POST /api/custom-categories { name } → 201; 409 when the user already has it. */
export async function createCustomCategory(name: string): Promise<CustomCategory> {
  const res = await apiRequest('POST', CUSTOM_CATEGORIES_QUERY_KEY[0], { name });
  return (await res.json()) as CustomCategory;
}

export function useCreateCustomCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomCategory,
    onSuccess: (created) => queryClient.setQueryData<CustomCategory[]>(CUSTOM_CATEGORIES_QUERY_KEY, (list) => [...(list ?? []), created]),
  });
}
