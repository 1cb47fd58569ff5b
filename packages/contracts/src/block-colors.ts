import { DEFAULT_BLOCK_COLOR, type BlockColor } from './workout';

export const BLOCK_COLOR_NAMES = ['purple', 'blue', 'green', 'red', 'yellow', 'pink', 'indigo', 'orange'] as const;
export type BlockColorName = (typeof BLOCK_COLOR_NAMES)[number];

/**
 * The two stops of each stored gradient class (Tailwind's 500 and 600 shades). Stored values are
 * Tailwind class names (PRODUCT.md §3) and no app here has Tailwind, so screens paint from these.
 */
export const BLOCK_COLOR_STOPS: Record<BlockColorName, readonly [string, string]> = {
  purple: ['#a855f7', '#9333ea'],
  blue: ['#3b82f6', '#2563eb'],
  green: ['#22c55e', '#16a34a'],
  red: ['#ef4444', '#dc2626'],
  yellow: ['#eab308', '#ca8a04'],
  pink: ['#ec4899', '#db2777'],
  indigo: ['#6366f1', '#4f46e5'],
  orange: ['#f97316', '#ea580c'],
};

/** 'purple' for 'bg-gradient-to-br from-purple-500 to-purple-600'; unknown or empty values read as the default. */
export function blockColorName(blockColor: string | null | undefined): BlockColorName {
  const name = /from-(\w+)-500/.exec(blockColor || DEFAULT_BLOCK_COLOR)?.[1];
  return (BLOCK_COLOR_NAMES as readonly string[]).includes(name ?? '') ? (name as BlockColorName) : 'purple';
}

export function blockColorOf(name: BlockColorName): BlockColor {
  return `bg-gradient-to-br from-${name}-500 to-${name}-600` as BlockColor;
}

/** A CSS background for a stored block colour. */
export function blockGradient(blockColor: string | null | undefined): string {
  const [from, to] = BLOCK_COLOR_STOPS[blockColorName(blockColor)];
  return `linear-gradient(to bottom right, ${from}, ${to})`;
}
