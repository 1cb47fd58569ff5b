import type { Difficulty } from '@blockbeat/contracts';

const CATEGORY_LABELS: Record<string, string> = { yoga: 'Yoga', hiit: 'HIIT', pilates: 'Pilates', strength: 'Strength', cardio: 'Cardio' };
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** A built-in category by its display name; a custom one as its owner typed it. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category.toLowerCase()] ?? category;
}

export function difficultyLabel(difficulty: string): string {
  return DIFFICULTY_LABELS[difficulty.toLowerCase() as Difficulty] ?? difficulty;
}
