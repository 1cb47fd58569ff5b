import { BUILTIN_CATEGORIES, categoryLabel, DIFFICULTIES, difficultyLabel, durationBucket, sortItems, totalDuration, wholeMinutes, type WorkoutSort } from '../src';

describe('durationBucket', () => {
  test.each([
    [0, 'short'],
    [900, 'short'],
    [901, 'medium'],
    [1800, 'medium'],
    [1801, 'long'],
  ])('when a workout lasts %i s, then it is %s', (seconds, bucket) => {
    expect(durationBucket(seconds)).toBe(bucket);
  });
});

describe('totalDuration', () => {
  test('when exercises have durations and rests, then the total is their sum', () => {
    expect(totalDuration([{ duration: 30, restTime: 10 }, { duration: 45 }, { duration: 60, restTime: 0 }])).toBe(145);
  });

  test('when there are no exercises, then the total is 0', () => {
    expect(totalDuration([])).toBe(0);
  });
});

test('when 119 seconds are shown in whole minutes, then it rounds down to 1', () => {
  expect(wholeMinutes(119)).toBe(1);
});

describe('sortItems', () => {
  const items = [
    { name: 'Bravo', createdAt: '2025-01-02T00:00:00Z', totalDuration: 600 },
    { name: 'alpha', createdAt: '2025-01-03T00:00:00Z', totalDuration: 120 },
    { name: 'Charlie', createdAt: '2025-01-01T00:00:00Z', totalDuration: 1800 },
  ];

  test.each<[WorkoutSort, string[]]>([
    ['newest', ['alpha', 'Bravo', 'Charlie']],
    ['oldest', ['Charlie', 'Bravo', 'alpha']],
    ['name', ['alpha', 'Bravo', 'Charlie']],
    ['duration', ['Charlie', 'Bravo', 'alpha']],
  ])('when sorted by %s, then the order is %j', (sort, expected) => {
    expect(sortItems(items, sort).map((i) => i.name)).toEqual(expected);
  });

  test('when sorting, then the input array is left as it was', () => {
    const before = items.map((i) => i.name);
    sortItems(items, 'name');
    expect(items.map((i) => i.name)).toEqual(before);
  });
});

describe('category and difficulty labels', () => {
  test('when a built-in category is named, then it reads as every screen shows it, whatever its case', () => {
    expect(BUILTIN_CATEGORIES.map(categoryLabel)).toEqual(['Yoga', 'HIIT', 'Pilates', 'Strength', 'Cardio']);
    expect(categoryLabel('Hiit')).toBe('HIIT');
  });

  test('when a custom category is named, then it reads as its owner typed it, even one called like an object key', () => {
    expect(categoryLabel('Barre fusion')).toBe('Barre fusion');
    expect(categoryLabel('constructor')).toBe('constructor');
  });

  test('when a difficulty is named, then it reads capitalised', () => {
    expect(DIFFICULTIES.map(difficultyLabel)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });
});
