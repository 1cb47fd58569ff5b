export const WORKOUT_SORTS = ['newest', 'oldest', 'name', 'duration'] as const;
export type WorkoutSort = (typeof WORKOUT_SORTS)[number];
export const TEMPLATE_SORTS = ['newest', 'oldest', 'name'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

export const WORKOUT_SORT_LABELS: Record<WorkoutSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  name: 'Name A-Z',
  duration: 'Short to Long',
};

interface Sortable {
  name: string;
  createdAt: string;
  totalDuration?: number;
}

const byTime = (a: Sortable, b: Sortable) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();

/**
 * Returns a sorted copy. 'duration' is labelled "Short to Long" but sorts longest first, exactly
 * as docs/product.md#numbers-and-limits records the product's behaviour.
 */
export function sortItems<T extends Sortable>(items: readonly T[], sort: WorkoutSort | TemplateSort): T[] {
  const copy = [...items];
  switch (sort) {
    case 'newest':
      return copy.sort((a, b) => byTime(b, a));
    case 'oldest':
      return copy.sort(byTime);
    case 'name':
      return copy.sort((a, b) => a.name.localeCompare(b.name));
    case 'duration':
      return copy.sort((a, b) => (b.totalDuration ?? 0) - (a.totalDuration ?? 0));
  }
}
