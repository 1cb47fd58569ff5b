import { BLOCK_COLORS, type BlockColor } from '@blockbeat/contracts';

/**
 * Templates store Tailwind-style gradient class names (PRODUCT.md §3); this app has no Tailwind,
 * so each of the eight is drawn as a real gradient. The shades are darker than the class names
 * say where white text on them would miss WCAG AA (4.5:1); yellow takes dark text instead.
 */
export interface BlockColorStyle {
  label: string;
  from: string;
  to: string;
  text: string;
}

const WHITE = '#ffffff';
const STYLES: Record<string, BlockColorStyle> = {
  purple: { label: 'Purple', from: '#9333ea', to: '#7e22ce', text: WHITE },
  blue: { label: 'Blue', from: '#2563eb', to: '#1d4ed8', text: WHITE },
  green: { label: 'Green', from: '#15803d', to: '#166534', text: WHITE },
  red: { label: 'Red', from: '#dc2626', to: '#b91c1c', text: WHITE },
  yellow: { label: 'Yellow', from: '#facc15', to: '#eab308', text: '#1c1917' },
  pink: { label: 'Pink', from: '#db2777', to: '#be185d', text: WHITE },
  indigo: { label: 'Indigo', from: '#4f46e5', to: '#4338ca', text: WHITE },
  orange: { label: 'Orange', from: '#c2410c', to: '#9a3412', text: WHITE },
};

export function blockColorStyle(blockColor: string | null | undefined): BlockColorStyle {
  const name = /from-(\w+)-\d+/.exec(blockColor ?? '')?.[1] ?? '';
  return STYLES[name] ?? STYLES.purple!;
}

/** `bg-gradient-to-br`: towards the bottom right. */
export function blockGradient(blockColor: string | null | undefined): string {
  const { from, to } = blockColorStyle(blockColor);
  return `linear-gradient(to bottom right, ${from}, ${to})`;
}

export const BLOCK_COLOR_OPTIONS: ReadonlyArray<{ value: BlockColor } & BlockColorStyle> = BLOCK_COLORS.map((value) => ({
  value,
  ...blockColorStyle(value),
}));
