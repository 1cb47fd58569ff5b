import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { newSignedInPage, trackPageErrors, uniqueEmail } from './support/browser';
import { INK, measurePages, pageFaults, pixelsPerCssPixel, readPdf, toImagePixels, type ColourProbe, type PdfPage, type PageRaster } from './support/pdf';
import { browserForFile, refuseOffMachineRequests } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const NAME = 'Century Notes';
/** The colour the PDF prints addresses in (mf-dashboard's PDF_LINK_COLOR, #1d4ed8). */
const LINK_BLUE: [number, number, number] = [29, 78, 216];

/**
 * 100 blocks with three lines of notes each and a music link on every other one: about 17 A4
 * pages, taller than one canvas can hold at full resolution (Chromium stops at 32,767 rows).
 * Green blocks, so that their left borders are never mistaken for the links' blue.
 */
function centuryWithNotes() {
  const exercises = Array.from({ length: 100 }, (_, i) => ({
    name: `Block ${i + 1}`,
    duration: 20,
    restTime: 10,
    notes: `Block ${i + 1}: ${'Keep your core braced, breathe out on the effort and keep the knees soft. '.repeat(3).trim()}`,
    musicUrl: i % 2 === 0 ? YOUTUBE : '',
    musicType: 'youtube',
    blockColor: 'bg-gradient-to-br from-green-500 to-green-600',
  }));
  return { name: NAME, description: 'One hundred blocks, every one with notes', category: 'cardio', difficulty: 'intermediate', exercises };
}

async function exportWithMusicUrls(page: Page): Promise<PdfPage[]> {
  await page.getByRole('button', { name: `More actions for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click();
  const dialog = page.getByRole('dialog', { name: `Export ${NAME} as PDF` });
  await dialog.getByRole('checkbox', { name: 'Music URLs' }).check();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), dialog.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('century_notes_workout.pdf');
  await dialog.waitFor({ state: 'hidden' });
  return readPdf(await fs.readFile((await download.path())!));
}

/** Each link's box, and the same box one box-height above and below it, in the page image. */
function linkProbes(pages: PdfPage[]): ColourProbe[][] {
  return pages.map(({ image, links }) =>
    links.flatMap((link) =>
      [-link.height, 0, link.height].map((shift) => ({ box: toImagePixels({ ...link, top: link.top + shift }, image), rgb: LINK_BLUE, tolerance: 90 })),
    ),
  );
}

const lastRowWhere = (rows: number[], test: (value: number) => boolean) => rows.findLastIndex(test);

test('when a 100-block workout with notes and music links is exported, then every page is sharp, every address is a link over its text, and pages end white', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('pdfexport'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  const status = await page.evaluate(
    (json) => fetch('/api/workouts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json }).then((r) => r.status),
    JSON.stringify(centuryWithNotes()),
  );
  expect(status).toBe(201);
  await page.reload();

  const pages = await exportWithMusicUrls(page);
  expect(pages.length).toBeGreaterThanOrEqual(16);

  // Sharp at 100% zoom: two image pixels per CSS pixel on every page (one per screen pixel of a
  // 2× screen), not fewer for a long workout.
  for (const [i, { image }] of pages.entries()) expect({ page: i + 1, pixelsPerCssPixel: Number(pixelsPerCssPixel(image).toFixed(2)) }).toEqual({ page: i + 1, pixelsPerCssPixel: 2 });

  // Clickable: one link per printed address, each over the blue address text, not a line off.
  const links = pages.flatMap((p) => p.links);
  expect(links).toHaveLength(50);
  expect(new Set(links.map((l) => l.url))).toEqual(new Set([YOUTUBE]));
  const rasters = await measurePages(page, pages, linkProbes(pages));
  for (const [i, raster] of rasters.entries()) {
    for (let l = 0; l < pages[i]!.links.length; l += 1) {
      const [above, over, below] = raster.colourCounts.slice(l * 3, l * 3 + 3) as [number, number, number];
      expect({ page: i + 1, link: l + 1, over: over > 500, above: above < over / 10, below: below < over / 10 }).toEqual({ page: i + 1, link: l + 1, over: true, above: true, below: true });
    }
  }

  for (const [i, raster] of rasters.entries()) expectWholePage(i + 1, raster, i === rasters.length - 1);
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * No page is blank or cuts a block (ink on its first or last rows), and below its last block,
 * or on the last page below the footer, the page is white: no band of a block's grey background.
 */
function expectWholePage(pageNumber: number, raster: PageRaster, last: boolean) {
  const { rowMin, rowMinAtLeftEdge } = raster;
  const height = rowMin.length;
  const end = last ? lastRowWhere(rowMin, (v) => v < INK) : lastRowWhere(rowMinAtLeftEdge, (v) => v < INK);
  // JPEG smears an edge over its 16-row block; beyond that, white is 253–255 and the blocks' grey 249–251.
  const greyBelow = rowMin.slice(end + 17).some((v) => v < 252);
  expect({
    page: pageNumber,
    ...pageFaults(raster),
    greyBelow,
    trailingRows: last ? height - 1 - end <= 32 : true,
  }).toEqual({ page: pageNumber, blank: false, cutAtTop: false, cutAtBottom: false, greyBelow: false, trailingRows: true });
}
