import { BLOCK_COLORS, DEFAULT_BLOCK_COLOR, type BlockColor } from './workout';

export const BLOCK_COLOR_NAMES = ['purple', 'blue', 'green', 'red', 'yellow', 'pink', 'indigo', 'orange'] as const;
export type BlockColorName = (typeof BLOCK_COLOR_NAMES)[number];

/** How one of the eight stored colours is painted: a gradient and the text colour that reads on it. */
export interface BlockColorStyle {
  name: BlockColorName;
  label: string;
  from: string;
  to: string;
  text: string;
}

const WHITE = '#ffffff';

/**
 * Stored values are Tailwind class names (docs/product.md, "Exercise templates") and no app here
 * has Tailwind, so every screen paints from this table. The shades are darker than the class names
 * say wherever white text on them would miss WCAG AA (4.5:1) at either end; yellow stays bright
 * and takes dark text instead. The dashboard, the builder, the player and PDFs all read it.
 */
const STYLES: Record<BlockColorName, BlockColorStyle> = {
  purple: { name: 'purple', label: 'Purple', from: '#9333ea', to: '#7e22ce', text: WHITE },
  blue: { name: 'blue', label: 'Blue', from: '#2563eb', to: '#1d4ed8', text: WHITE },
  green: { name: 'green', label: 'Green', from: '#15803d', to: '#166534', text: WHITE },
  red: { name: 'red', label: 'Red', from: '#dc2626', to: '#b91c1c', text: WHITE },
  yellow: { name: 'yellow', label: 'Yellow', from: '#facc15', to: '#eab308', text: '#1c1917' },
  pink: { name: 'pink', label: 'Pink', from: '#db2777', to: '#be185d', text: WHITE },
  indigo: { name: 'indigo', label: 'Indigo', from: '#4f46e5', to: '#4338ca', text: WHITE },
  orange: { name: 'orange', label: 'Orange', from: '#c2410c', to: '#9a3412', text: WHITE },
};

/** 'purple' for 'bg-gradient-to-br from-purple-500 to-purple-600'; unknown or empty values read as the default. */
export function blockColorName(blockColor: string | null | undefined): BlockColorName {
  const name = /from-(\w+)-500/.exec(blockColor || DEFAULT_BLOCK_COLOR)?.[1];
  return (BLOCK_COLOR_NAMES as readonly string[]).includes(name ?? '') ? (name as BlockColorName) : 'purple';
}

export function blockColorOf(name: BlockColorName): BlockColor {
  return `bg-gradient-to-br from-${name}-500 to-${name}-600` as BlockColor;
}

export function blockColorStyle(blockColor: string | null | undefined): BlockColorStyle {
  return STYLES[blockColorName(blockColor)];
}

/** A CSS background for a stored block colour (`bg-gradient-to-br`: towards the bottom right). */
export function blockGradient(blockColor: string | null | undefined): string {
  const { from, to } = blockColorStyle(blockColor);
  return `linear-gradient(to bottom right, ${from}, ${to})`;
}

/** The eight colours in the order pickers show them, each with its stored value. */
export const BLOCK_COLOR_OPTIONS: ReadonlyArray<BlockColorStyle & { value: BlockColor }> = BLOCK_COLORS.map((value) => ({
  value,
  ...blockColorStyle(value),
}));
