import { CSS_PX_PER_MM, type PageGeometry } from './pageGeometry';

/** A link as laid out: one line box of it, in CSS pixels from the document's top-left corner. */
export interface LaidOutLink {
  url: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A clickable area on paper: the page (from 0) and a rectangle in millimetres from the page's corner. */
export interface PageLink {
  page: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where each link's area lies on the pages: over the printed text, on the page it is printed on.
 * A line box cut by a page boundary (only inside a block taller than a page) gets an area on each.
 */
export function linksOnPages(links: readonly LaidOutLink[], geometry: PageGeometry, marginMm: number): PageLink[] {
  const mm = (css: number) => css / CSS_PX_PER_MM;
  const placed: PageLink[] = [];
  for (const link of links) {
    const bottom = link.top + link.height;
    for (let page = Math.floor(link.top / geometry.pageHeightCss); page * geometry.pageHeightCss < bottom; page += 1) {
      const pageTop = page * geometry.pageHeightCss;
      const top = Math.max(link.top, pageTop);
      const height = Math.min(bottom, pageTop + geometry.pageHeightCss) - top;
      if (height <= 0) continue;
      placed.push({ page, url: link.url, x: marginMm + mm(link.left), y: marginMm + mm(top - pageTop), width: mm(link.width), height: mm(height) });
    }
  }
  return placed;
}
