import type { CustomCategory } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const CUSTOM_CATEGORIES_QUERY_KEY = ['/api/custom-categories'] as const;

export const fetchCustomCategories = getQueryFn<CustomCategory[]>({ on401: 'throw' });

export function customCategoriesQueryOptions() {
  return { queryKey: CUSTOM_CATEGORIES_QUERY_KEY, queryFn: fetchCustomCategories };
}

export function useCustomCategories(): CustomCategory[] {
  return useQuery(customCategoriesQueryOptions()).data ?? [];
}
