import {
  activeFilterChips,
  categoryOptions,
  DEFAULT_FILTERS,
  filterTemplates,
  filterWorkouts,
  sortTemplates,
  sortWorkouts,
  TEMPLATE_SORT_OPTIONS,
  WORKOUT_SORT_OPTIONS,
} from '../src/features/filters/model/filtering';
import { template, workoutSummary as workout } from './helpers';

const none = { category: 'all', difficulty: 'all', duration: 'all' } as const;
const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name);

describe('searching workouts', () => {
  const list = [
    workout({ id: 'a', name: 'Morning HIIT', description: 'Wake up', notes: null }),
    workout({ id: 'b', name: 'Evening', description: 'Gentle YOGA flow', notes: null }),
    workout({ id: 'c', name: 'Core', description: null, notes: 'Bring a yoga mat' }),
    workout({ id: 'd', name: 'Legs', description: 'Squats', notes: 'Heavy' }),
  ];

  test('when the query matches a name, description or notes in any letter case, then those workouts match', () => {
    expect(names(filterWorkouts(list, 'yoga', none))).toEqual(['Evening', 'Core']);
    expect(names(filterWorkouts(list, 'HIIT', none))).toEqual(['Morning HIIT']);
    expect(names(filterWorkouts(list, 'hiit', none))).toEqual(['Morning HIIT']);
    expect(names(filterWorkouts(list, 'heavy', none))).toEqual(['Legs']);
  });

  test('when the query is empty or blank, then every workout matches', () => {
    expect(filterWorkouts(list, '', none)).toHaveLength(4);
    expect(filterWorkouts(list, '   ', none)).toHaveLength(4);
  });

  test('when the query only spans two fields, then it does not match', () => {
    expect(filterWorkouts([workout({ name: 'Legs', description: 'Squats' })], 'legssquats', none)).toEqual([]);
  });

  test('when the query has surrounding spaces, then they are ignored', () => {
    expect(names(filterWorkouts(list, '  core ', none))).toEqual(['Core']);
  });
});

describe('searching templates', () => {
  const list = [
    template({ id: '1', name: 'Plank', notes: 'Keep hips level' }),
    template({ id: '2', name: 'Squat', notes: 'Knees out' }),
    template({ id: '3', name: 'Hip bridge', notes: '' }),
  ];

  test('when the query matches a name or notes in any letter case, then those templates match', () => {
    expect(names(filterTemplates(list, 'HIP'))).toEqual(['Plank', 'Hip bridge']);
    expect(names(filterTemplates(list, 'knees'))).toEqual(['Squat']);
  });

  test('when the query is empty, then every template matches', () => {
    expect(filterTemplates(list, '')).toHaveLength(3);
  });
});

describe('filters', () => {
  const list = [
    workout({ id: 'a', name: 'A', category: 'yoga', difficulty: 'beginner', totalDuration: 900 }),
    workout({ id: 'b', name: 'B', category: 'HIIT', difficulty: 'advanced', totalDuration: 901 }),
    workout({ id: 'c', name: 'C', category: 'Boxing', difficulty: 'intermediate', totalDuration: 1800 }),
    workout({ id: 'd', name: 'D', category: null, difficulty: null, totalDuration: 1801 }),
  ];

  test('when a category is chosen, then it matches in any letter case, custom ones included', () => {
    expect(names(filterWorkouts(list, '', { ...none, category: 'hiit' }))).toEqual(['B']);
    expect(names(filterWorkouts(list, '', { ...none, category: 'boxing' }))).toEqual(['C']);
    expect(names(filterWorkouts(list, '', { ...none, category: 'all' }))).toEqual(['A', 'B', 'C', 'D']);
  });

  test.each([
    ['beginner', ['A']],
    ['intermediate', ['C']],
    ['advanced', ['B']],
  ] as const)('when difficulty %s is chosen, then only those workouts show', (difficulty, expected) => {
    expect(names(filterWorkouts(list, '', { ...none, difficulty }))).toEqual(expected);
  });

  test.each([
    ['short', ['A']],
    ['medium', ['B', 'C']],
    ['long', ['D']],
  ] as const)('when duration %s is chosen, then 900 s is short, 901–1800 s medium and 1801 s long', (duration, expected) => {
    expect(names(filterWorkouts(list, '', { ...none, duration }))).toEqual(expected);
  });

  test('when filters and a search combine, then a workout must pass all of them', () => {
    expect(names(filterWorkouts(list, 'b', { ...none, difficulty: 'advanced' }))).toEqual(['B']);
    expect(filterWorkouts(list, 'c', { ...none, difficulty: 'advanced' })).toEqual([]);
  });

  test('when the category list is built, then it has all, the five built-ins and the custom categories', () => {
    expect(categoryOptions([{ id: 'x', name: 'Boxing' }]).map((o) => o.label)).toEqual([
      'All Categories',
      'Yoga',
      'HIIT',
      'Pilates',
      'Strength',
      'Cardio',
      'Boxing',
    ]);
  });
});

describe('sorting', () => {
  const list = [
    workout({ id: 'a', name: 'Bravo', createdAt: '2025-01-02T00:00:00Z', totalDuration: 600 }),
    workout({ id: 'b', name: 'alpha', createdAt: '2025-01-03T00:00:00Z', totalDuration: 3000 }),
    workout({ id: 'c', name: 'Charlie', createdAt: '2025-01-01T00:00:00Z', totalDuration: 1200 }),
  ];

  test.each([
    ['newest', ['alpha', 'Bravo', 'Charlie']],
    ['oldest', ['Charlie', 'Bravo', 'alpha']],
    ['name', ['alpha', 'Bravo', 'Charlie']],
    ['duration', ['alpha', 'Charlie', 'Bravo']],
  ] as const)('when workouts are sorted by %s, then the order is %p', (sort, expected) => {
    expect(names(sortWorkouts(list, sort))).toEqual(expected);
  });

  test('when the duration order is offered, then it reads "Short to Long" although it puts the longest first', () => {
    expect(WORKOUT_SORT_OPTIONS).toEqual([
      { value: 'newest', label: 'Newest First' },
      { value: 'oldest', label: 'Oldest First' },
      { value: 'name', label: 'Name A-Z' },
      { value: 'duration', label: 'Short to Long' },
    ]);
    expect(sortWorkouts(list, 'duration').map((w) => w.totalDuration)).toEqual([3000, 1200, 600]);
  });

  test('when templates are sorted, then newest, oldest and name are offered and applied', () => {
    const templates = [
      template({ id: '1', name: 'Squat', createdAt: '2025-01-01T00:00:00Z' }),
      template({ id: '2', name: 'Plank', createdAt: '2025-01-03T00:00:00Z' }),
      template({ id: '3', name: 'Lunge', createdAt: '2025-01-02T00:00:00Z' }),
    ];
    expect(TEMPLATE_SORT_OPTIONS.map((o) => o.label)).toEqual(['Newest First', 'Oldest First', 'Name A-Z']);
    expect(names(sortTemplates(templates, 'newest'))).toEqual(['Plank', 'Lunge', 'Squat']);
    expect(names(sortTemplates(templates, 'oldest'))).toEqual(['Squat', 'Lunge', 'Plank']);
    expect(names(sortTemplates(templates, 'name'))).toEqual(['Lunge', 'Plank', 'Squat']);
  });

  test('when sorting, then the input list is left as it was', () => {
    const before = names(list);
    sortWorkouts(list, 'name');
    expect(names(list)).toEqual(before);
  });
});

describe('active filter chips', () => {
  test('when nothing is filtered, then there are no chips', () => {
    expect(activeFilterChips('  ', DEFAULT_FILTERS)).toEqual([]);
  });

  test('when search and every filter are set, then each has a chip in panel order; sorting is not a filter', () => {
    const chips = activeFilterChips('core', { ...DEFAULT_FILTERS, category: 'hiit', difficulty: 'beginner', duration: 'long', workoutSort: 'name' });
    expect(chips).toEqual([
      { key: 'search', label: 'Search: core' },
      { key: 'category', label: 'Category: HIIT' },
      { key: 'difficulty', label: 'Difficulty: Beginner' },
      { key: 'duration', label: 'Duration: Long (over 30 min)' },
    ]);
  });
});
