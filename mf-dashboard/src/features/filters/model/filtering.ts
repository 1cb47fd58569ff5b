import {
  BUILTIN_CATEGORIES,
  categoryLabel,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  durationBucket,
  sortItems,
  TEMPLATE_SORTS,
  WORKOUT_SORT_LABELS,
  WORKOUT_SORTS,
  type CustomCategory,
  type Difficulty,
  type DurationBucket,
  type ExerciseTemplate,
  type TemplateSort,
  type WorkoutSummary,
  type WorkoutSort,
} from '@blockbeat/contracts';

/** docs/product.md#validation, #numbers-and-limits: search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
export const ALL = 'all';

export interface DashboardFilters {
  /** 'all', a built-in category or a custom category's name. */
  category: string;
  difficulty: typeof ALL | Difficulty;
  duration: typeof ALL | DurationBucket;
  workoutSort: WorkoutSort;
  templateSort: TemplateSort;
}

export type FilterKey = 'category' | 'difficulty' | 'duration';

export const DEFAULT_FILTERS: DashboardFilters = {
  category: ALL,
  difficulty: ALL,
  duration: ALL,
  workoutSort: 'newest',
  templateSort: 'newest',
};

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

const DURATION_LABELS: Record<DurationBucket, string> = {
  short: 'Short (under 15 min)',
  medium: 'Medium (15-30 min)',
  long: 'Long (over 30 min)',
};
const TEMPLATE_SORT_LABELS: Record<TemplateSort, string> = { newest: 'Newest First', oldest: 'Oldest First', name: 'Name A-Z' };

export function categoryOptions(custom: readonly CustomCategory[]): Option[] {
  return [
    { value: ALL, label: 'All Categories' },
    ...BUILTIN_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
    ...custom.map((c) => ({ value: c.name, label: c.name })),
  ];
}

export const DIFFICULTY_OPTIONS: Option<DashboardFilters['difficulty']>[] = [
  { value: ALL, label: 'All Difficulties' },
  ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] })),
];

export const DURATION_OPTIONS: Option<DashboardFilters['duration']>[] = [
  { value: ALL, label: 'All Durations' },
  ...(['short', 'medium', 'long'] as const).map((d) => ({ value: d, label: DURATION_LABELS[d] })),
];

/** 'duration' reads "Short to Long" and sorts longest first (docs/product.md#numbers-and-limits; contracts' sortItems). */
export const WORKOUT_SORT_OPTIONS: Option<WorkoutSort>[] = WORKOUT_SORTS.map((s) => ({ value: s, label: WORKOUT_SORT_LABELS[s] }));
export const TEMPLATE_SORT_OPTIONS: Option<TemplateSort>[] = TEMPLATE_SORTS.map((s) => ({ value: s, label: TEMPLATE_SORT_LABELS[s] }));

/**
 * Lower-cased searchable text per item, computed once per object: the cached lists keep their
 * objects until the server answers again, so a keystroke only scans strings.
 */
const haystacks = new WeakMap<object, string>();
function haystack(item: object, fields: ReadonlyArray<string | null | undefined>): string {
  let text = haystacks.get(item);
  if (text === undefined) {
    // U+0000 cannot be typed into the search box, so a query never matches across two fields.
    text = fields.map((f) => (f ?? '').toLowerCase()).join('\u0000');
    haystacks.set(item, text);
  }
  return text;
}

export function normaliseQuery(search: string): string {
  return search.trim().toLowerCase();
}

/** Workouts match on name, description or notes, case-insensitively (docs/product.md#validation). */
export function workoutMatchesSearch(workout: WorkoutSummary, query: string): boolean {
  return query === '' || haystack(workout, [workout.name, workout.description, workout.notes]).includes(query);
}

/** Templates match on name and notes. */
export function templateMatchesSearch(template: ExerciseTemplate, query: string): boolean {
  return query === '' || haystack(template, [template.name, template.notes]).includes(query);
}

export function filterWorkouts(workouts: readonly WorkoutSummary[], search: string, filters: Pick<DashboardFilters, FilterKey>): WorkoutSummary[] {
  const query = normaliseQuery(search);
  const category = filters.category.toLowerCase();
  return workouts.filter(
    (w) =>
      (filters.category === ALL || (w.category ?? '').toLowerCase() === category) &&
      (filters.difficulty === ALL || w.difficulty === filters.difficulty) &&
      (filters.duration === ALL || durationBucket(w.totalDuration) === filters.duration) &&
      workoutMatchesSearch(w, query),
  );
}

export function filterTemplates(templates: readonly ExerciseTemplate[], search: string): ExerciseTemplate[] {
  const query = normaliseQuery(search);
  return query === '' ? [...templates] : templates.filter((t) => templateMatchesSearch(t, query));
}

export function sortWorkouts(workouts: readonly WorkoutSummary[], sort: WorkoutSort): WorkoutSummary[] {
  return sortItems(workouts, sort);
}

export function sortTemplates(templates: readonly ExerciseTemplate[], sort: TemplateSort): ExerciseTemplate[] {
  return sortItems(templates, sort);
}

export interface FilterChip {
  key: 'search' | FilterKey;
  label: string;
}

/** The active filters, in the order the panel shows them; each one can be removed on its own. */
export function activeFilterChips(search: string, filters: DashboardFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const query = search.trim();
  if (query) chips.push({ key: 'search', label: `Search: ${query}` });
  if (filters.category !== ALL) chips.push({ key: 'category', label: `Category: ${categoryLabel(filters.category)}` });
  if (filters.difficulty !== ALL) chips.push({ key: 'difficulty', label: `Difficulty: ${DIFFICULTY_LABELS[filters.difficulty]}` });
  if (filters.duration !== ALL) chips.push({ key: 'duration', label: `Duration: ${DURATION_LABELS[filters.duration]}` });
  return chips;
}
