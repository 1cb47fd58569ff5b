import { BLOCK_COLORS } from '@blockbeat/contracts';
import { BLOCK_COLOR_OPTIONS, blockColorStyle, blockGradient } from '../src/shared/blockColors';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('block colours', () => {
  test('when the eight gradient classes are drawn, then each has its own named gradient', () => {
    expect(BLOCK_COLOR_OPTIONS.map((o) => o.label)).toEqual(['Purple', 'Blue', 'Green', 'Red', 'Yellow', 'Pink', 'Indigo', 'Orange']);
    expect(new Set(BLOCK_COLORS.map(blockGradient)).size).toBe(8);
    expect(blockGradient(BLOCK_COLORS[1])).toBe('linear-gradient(to bottom right, #2563eb, #1d4ed8)');
  });

  test.each(BLOCK_COLOR_OPTIONS.map((o) => [o.label, o] as const))('when text sits on %s, then it meets WCAG AA (4.5:1) at both ends', (_label, option) => {
    expect(contrast(option.text, option.from)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(option.text, option.to)).toBeGreaterThanOrEqual(4.5);
  });

  test('when the class is unknown or missing, then purple is used', () => {
    expect(blockColorStyle('bg-gradient-to-br from-teal-500 to-teal-600').label).toBe('Purple');
    expect(blockColorStyle(undefined).label).toBe('Purple');
  });
});
