import { pageBreakSpacers } from '../src/features/pdf-export/model/pageBreaks';

/** Where each block starts and ends once the spacers are in. */
function place(heights: number[], pageHeight: number) {
  const spacers = pageBreakSpacers(heights, pageHeight);
  let y = 0;
  return heights.map((h, i) => {
    y += spacers[i]!;
    const top = y;
    y += h;
    return { top, bottom: y, page: Math.floor(top / pageHeight), lastPage: Math.floor((y - 0.001) / pageHeight) };
  });
}

describe('PDF page breaks', () => {
  test('when blocks fit, then no space is added', () => {
    expect(pageBreakSpacers([100, 200, 300], 1000)).toEqual([0, 0, 0]);
  });

  test('when a block ends exactly on the page boundary, then it stays', () => {
    expect(pageBreakSpacers([600, 400, 100], 1000)).toEqual([0, 0, 0]);
  });

  test('when a block would cross the boundary, then it starts on the next page', () => {
    expect(pageBreakSpacers([600, 500, 100], 1000)).toEqual([0, 400, 0]);
  });

  test('when a block is taller than a page, then it cannot be kept whole and gets no space', () => {
    expect(pageBreakSpacers([500, 1500, 100], 1000)).toEqual([0, 0, 0]);
  });

  test('when 100 uneven blocks are laid out on fractional page heights, then none straddles a page and every page starts with a block', () => {
    const heights = Array.from({ length: 100 }, (_, i) => 70 + ((i * 37) % 90) + 0.37);
    const pageHeight = 971.5;
    const placed = place(heights, pageHeight);
    expect(placed.every((b) => b.page === b.lastPage)).toBe(true);
    const pages = new Set(placed.map((b) => b.page));
    expect([...pages]).toEqual(Array.from({ length: pages.size }, (_, i) => i));
  });
});
