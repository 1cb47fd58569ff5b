/** Tolerance for the fractions of a pixel that layout sums carry. */
const EPSILON = 0.01;

/**
 * How much space to put before each block so that no block straddles a page boundary: a block
 * that would cross one starts on the next page instead. Blocks are stacked with no gaps; a block
 * taller than a page cannot be kept whole and gets no space. Every page therefore starts with a
 * block, so no page is blank.
 */
export function pageBreakSpacers(heights: readonly number[], pageHeight: number): number[] {
  let y = 0;
  return heights.map((height) => {
    const offset = y % pageHeight;
    const crosses = offset > EPSILON && offset + height > pageHeight + EPSILON;
    const spacer = crosses && height <= pageHeight ? pageHeight - offset : 0;
    y += spacer + height;
    return spacer;
  });
}
