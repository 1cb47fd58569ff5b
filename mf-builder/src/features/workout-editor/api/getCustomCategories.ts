import type { CustomCategory } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

export const CUSTOM_CATEGORIES_QUERY_KEY = ['/api/custom-categories'] as const;

/** GET /api/custom-categories: the user's own categories, offered after the five built-ins. */
export function useCustomCategories() {
  const query = useQuery<CustomCategory[]>({ queryKey: CUSTOM_CATEGORIES_QUERY_KEY });
  return { ...query, categories: query.data ?? [] };
}
