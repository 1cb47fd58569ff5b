import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { baseUrl, newSignedInPage, trackPageErrors, uniqueEmail } from './support/browser';
import { colourCount, linkedText, pageFaults, pdfText, pdfWords, readPdf, renderPdfPages, type PageRaster, type PdfPage } from './support/pdf';
import { browserForFile, pageApi, refuseOffMachineRequests, visible } from './support/suite';
import { wavFile } from './support/wav';

jest.setTimeout(240_000);
const browser = browserForFile();

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
const SOUNDCLOUD = 'https://soundcloud.com/forss/flickermood';
const NAME = 'Century Notes';
const NOTES = 'Keep your core braced, breathe out on the effort and keep the knees soft. '.repeat(3).trim();
/** The colour the PDF prints addresses in (mf-dashboard's PDF_LINK_COLOR, #1d4ed8). */
const LINK_BLUE: [number, number, number] = [29, 78, 216];
/** The blocks' green left border (blockColorStyle: #15803d) and their background (#f9fafb). */
const GREEN: [number, number, number] = [21, 128, 61];

/**
 * 100 blocks with three lines of notes each and a music link on every other one: about 15 A4
 * pages. Green blocks, so that their left borders are never mistaken for the links' blue.
 */
function centuryWithNotes() {
  const exercises = Array.from({ length: 100 }, (_, i) => ({
    name: `Block ${i + 1}`,
    duration: 20,
    restTime: 10,
    notes: `Block ${i + 1}: ${NOTES}`,
    musicUrl: i % 2 === 0 ? YOUTUBE : '',
    musicType: 'youtube',
    blockColor: 'bg-gradient-to-br from-green-500 to-green-600',
  }));
  return { name: NAME, description: 'One hundred blocks, every one with notes', category: 'cardio', difficulty: 'intermediate', exercises };
}

async function exportWithMusicUrls(page: Page, name: string, fileName: string): Promise<Buffer> {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click();
  const dialog = page.getByRole('dialog', { name: `Export ${name} as PDF` });
  await dialog.getByRole('checkbox', { name: 'Music URLs' }).check();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), dialog.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  await dialog.waitFor({ state: 'hidden' });
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

/** Text with its line breaks and runs of spaces as single spaces: what was wrapped reads whole again. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

test('when a 100-block workout with notes and music links is exported, then it is text a reader can select, every address is a link over its text, and no page is blank or cut', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('pdfexport'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  const created = await pageApi(page, 'POST', '/api/workouts', centuryWithNotes());
  expect(created.status).toBe(201);
  await page.reload();

  const pdf = await exportWithMusicUrls(page, NAME, 'century_notes_workout.pdf');
  const pages = readPdf(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(12);
  // Text, not pictures of text: no page draws an image (there is no logo here).
  expect(pages.map((p) => p.images)).toEqual(pages.map(() => 0));

  // pdftotext reads every block: its name, duration and rest, notes and link, and the page numbers.
  const texts = await pdfText(pdf);
  expect(texts).toHaveLength(pages.length);
  const all = flat(texts.join('\n'));
  expect(all).toContain('Century Notes One hundred blocks, every one with notes 100 exercises • Total Time: 50m 0s • Category: Cardio • Difficulty: Intermediate');
  for (let i = 1; i <= 100; i += 1) {
    const block = flat(`${i}. Block ${i} Duration: 20s • Rest: 10s Notes: Block ${i}: ${NOTES}${i % 2 === 1 ? ` Music: YouTube: ${YOUTUBE}` : ''}`);
    expect({ block: i, printed: all.includes(block) }).toEqual({ block: i, printed: true });
  }
  for (const [i, text] of texts.entries()) expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
  expect(all).not.toContain('/api/uploads/');

  // Clickable: one link per printed address, each over the blue address text, not a line off.
  const links = pages.flatMap((p) => p.links);
  expect(links).toHaveLength(50);
  expect(new Set(links.map((l) => l.url))).toEqual(new Set([YOUTUBE]));
  const words = await pdfWords(pdf);
  for (const [i, { links: onPage }] of pages.entries()) for (const link of onPage) expect({ page: i + 1, text: linkedText(link, words[i]!) }).toEqual({ page: i + 1, text: YOUTUBE });
  const rasters = await renderPdfPages(pdf, 100);
  for (const [i, raster] of rasters.entries()) {
    for (const [l, link] of pages[i]!.links.entries()) {
      const [above, over, below] = [-link.height, 0, link.height].map((shift) => colourCount(raster, LINK_BLUE, 90, { ...link, top: link.top + shift })) as [number, number, number];
      expect({ page: i + 1, link: l + 1, over: over > 100, above: above < over / 10, below: below < over / 10 }).toEqual({ page: i + 1, link: l + 1, over: true, above: true, below: true });
    }
  }

  for (const [i, raster] of rasters.entries()) expectWholePage(i + 1, raster, pages[i]!);
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * No page is blank or prints across the printable area's edges, and the blocks' grey boxes end
 * where their green borders end: no band of a block's background left below the last one.
 */
function expectWholePage(pageNumber: number, raster: PageRaster, pdfPage: PdfPage) {
  const scale = raster.dpi / 72;
  const rows = (test: (r: number, g: number, b: number) => boolean, x0: number, x1: number) => {
    const found: number[] = [];
    for (let y = 0; y < raster.height; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const at = (y * raster.width + x) * 3;
        if (test(raster.rgb[at]!, raster.rgb[at + 1]!, raster.rgb[at + 2]!)) {
          found.push(y);
          break;
        }
      }
    }
    return found;
  };
  const margin = Math.round(20 * (72 / 25.4) * scale);
  const footerTop = Math.round((pdfPage.heightPt - 20 * (72 / 25.4)) * scale);
  const border = rows((r, g, b) => Math.abs(r - GREEN[0]) + Math.abs(g - GREEN[1]) + Math.abs(b - GREEN[2]) < 60, margin, margin + 4);
  const grey = rows((r, g, b) => Math.min(r, g, b) >= 246 && Math.max(r, g, b) <= 252, margin, raster.width - margin).filter((y) => y < footerTop);
  expect({ page: pageNumber, ...pageFaults(raster), greyBelowBlocks: grey.at(-1)! > border.at(-1)! + 1 }).toEqual({
    page: pageNumber,
    blank: false,
    cutAtTop: false,
    cutAtBottom: false,
    greyBelowBlocks: false,
  });
}

test('when a shared workout with an uploaded track, three music services and accented names is exported, then the text says it all, the upload by its name and the share link, never its private URL', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('pdfunicode'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  const upload = await page.evaluate(async (wav) => {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(atob(wav), (c) => c.charCodeAt(0))], { type: 'audio/wav' }), 'Señor Beat.wav');
    const res = await fetch('/api/uploads', { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { url: string } };
  }, wavFile(8000, (i) => 128 + (i % 2)).toString('base64'));
  expect(upload.status).toBe(201);
  const name = 'Crème brûlée “Stretch” Ünd Straße';
  const exercises = [
    { name: 'Niño’s warm-up', duration: 45, restTime: 15, notes: 'Façade: keep the “knees” soft — don’t lock them', musicUrl: YOUTUBE, musicType: 'youtube' },
    { name: 'Łódź sprint', duration: 30, restTime: 0, notes: 'Быстро! Τρέξε!', musicUrl: SPOTIFY, musicType: 'spotify' },
    { name: 'ヨガ flow', duration: 60, restTime: 10, musicUrl: SOUNDCLOUD, musicType: 'soundcloud', eachSide: true },
    { name: 'Own track', duration: 40, restTime: 20, musicUrl: upload.body.url, musicType: 'upload' },
  ];
  const created = await pageApi<{ id: string }>(page, 'POST', '/api/workouts', { name, description: 'Accents, quotes and scripts', category: 'yoga', difficulty: 'beginner', exercises });
  expect(created.status).toBe(201);
  const shared = await pageApi<{ shareUrl: string }>(page, 'POST', `/api/workouts/${created.body.id}/share`);
  expect(shared.status).toBe(200);
  await page.reload();
  await visible(page.getByRole('article', { name }));

  const pdf = await exportWithMusicUrls(page, name, 'cr_me_br_l_e__stretch___nd_stra_e_workout.pdf');
  const texts = await pdfText(pdf);
  const all = flat(texts.join('\n'));
  /** An address wraps at any character: read without the line breaks. */
  const unwrapped = texts.join('').replace(/\n/g, '');
  expect(all).toContain(name);
  expect(all).toContain('1. Niño’s warm-up Duration: 45s • Rest: 15s Notes: Façade: keep the “knees” soft — don’t lock them');
  expect(all).toContain(`Music: YouTube: ${YOUTUBE}`);
  // Beyond Latin-1: the embedded font prints Polish, Russian and Greek; Japanese, which it lacks, as U+FFFD.
  expect(all).toContain(`2. Łódź sprint Duration: 30s • Rest: 0s Notes: Быстро! Τρέξε! Music: Spotify: ${SPOTIFY}`);
  expect(all).toContain(`3. \ufffd\ufffd flow Duration: 60s • Rest: 10s Each side Music: SoundCloud: ${SOUNDCLOUD}`);
  expect(all).toContain('4. Own track Duration: 40s • Rest: 20s Music: Uploaded audio: Señor Beat.wav (plays from the shared link: ');
  expect(unwrapped).toContain(`(plays from the shared link: ${shared.body.shareUrl})`);
  expect(all).not.toContain('/api/uploads/');
  expect(pdf.toString('latin1')).not.toContain('/api/uploads/');
  const links = readPdf(pdf).flatMap((p) => p.links.map((l) => l.url));
  expect(new Set(links)).toEqual(new Set([YOUTUBE, SPOTIFY, SOUNDCLOUD, shared.body.shareUrl]));
  expect(shared.body.shareUrl.startsWith(baseUrl())).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
