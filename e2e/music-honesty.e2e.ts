import { MUSIC_HONESTY } from '@blockbeat/contracts';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { baseUrl, newSignedInPage, trackPageErrors, uniqueEmail } from './support/browser';
import { browserForFile, hidden, pageApi as api, refuseOffMachineRequests, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

const VIDEO_ID = 'dQw4w9WgXcQ';
const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';

/**
 * YouTube's IFrame API as the page would get it, without the internet: a script that does what
 * the real one does to the page (replaces the element with an iframe of the asked size, then calls
 * onReady), and an embed page for the iframe. Every other request off this machine is refused.
 */
const FAKE_YOUTUBE_API = `
window.YT = {
  Player: function (element, options) {
    var frame = document.createElement('iframe');
    frame.src = 'https://www.youtube.com/embed/' + options.videoId + '?enablejsapi=1';
    frame.title = 'YouTube video player';
    frame.width = String(options.width);
    frame.height = String(options.height);
    element.replaceWith(frame);
    this.playVideo = this.pauseVideo = this.seekTo = this.setVolume = function () {};
    this.destroy = function () { frame.remove(); };
    setTimeout(options.events.onReady, 0);
  },
};
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;

async function offlineContext(options: BrowserContextOptions): Promise<BrowserContext> {
  // page.route() does not see what a service worker answers: keep the shell's worker out.
  const context = await browser().newContext({ ...options, serviceWorkers: 'block' });
  // Routes run newest first: the YouTube fakes before the refusal of everything else off the machine.
  await refuseOffMachineRequests(context);
  await context.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API }));
  await context.route('https://www.youtube.com/embed/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<body style="margin:0;background:#111;color:#eee;font:16px sans-serif">Fake YouTube video</body>' }),
  );
  return context;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Which of the video's centre and corners (2 px inside) show something other than the video itself. */
async function coveredPoints(page: Page, video: Locator): Promise<string[]> {
  await video.scrollIntoViewIfNeeded();
  const box = await boxOf(video);
  const points: Record<string, [number, number]> = {
    centre: [box.x + box.width / 2, box.y + box.height / 2],
    'top left': [box.x + 2, box.y + 2],
    'top right': [box.x + box.width - 2, box.y + 2],
    'bottom left': [box.x + 2, box.y + box.height - 2],
    'bottom right': [box.x + box.width - 2, box.y + box.height - 2],
  };
  const covered: string[] = [];
  for (const [name, [x, y]] of Object.entries(points)) {
    const found = await video.evaluate((frame, [px, py]) => {
      const el = document.elementFromPoint(px!, py!);
      return el === frame ? null : `${el?.tagName ?? 'nothing'}.${el?.className ?? ''}`;
    }, [x, y]);
    if (found) covered.push(`${name} (${found} at ${Math.round(x)},${Math.round(y)})`);
  }
  return covered;
}

/** A laptop, a phone upright and on its side, and the smallest phone (issue 16, item 5). */
const SIZES: Array<[number, number]> = [
  [1280, 800],
  [390, 844],
  [844, 390],
  [360, 640],
];

describe('music that tells the truth', () => {
  let owner: Page;
  let ownerContext: BrowserContext;
  let signedIn: BrowserContextOptions['storageState'];
  let videoWorkout = { id: '', shareUrl: '' };
  let spotifyWorkout = { id: '', shareUrl: '' };
  let plainShareUrl = '';

  async function createWorkout(name: string, exercises: object[], share = true) {
    const created = await api<{ id: string }>(owner, 'POST', '/api/workouts', { name, exercises });
    expect(created.status).toBe(201);
    if (!share) return { id: created.body.id, shareUrl: '' };
    const link = await api<{ shareUrl: string }>(owner, 'POST', `/api/workouts/${created.body.id}/share`);
    expect(link.status).toBe(200);
    return { id: created.body.id, shareUrl: link.body.shareUrl };
  }

  beforeAll(async () => {
    ({ context: ownerContext, page: owner } = await newSignedInPage(browser(), uniqueEmail('music')));
    videoWorkout = await createWorkout('Video Circuit', [
      { name: 'Follow along', duration: 120, restTime: 0, musicType: 'youtube', musicUrl: `https://www.youtube.com/watch?v=${VIDEO_ID}` },
      { name: 'Climb', duration: 60, restTime: 0, musicType: 'spotify', musicUrl: SPOTIFY },
    ]);
    spotifyWorkout = await createWorkout('Spin Class', [
      { name: 'Warm up', duration: 60, restTime: 10 },
      { name: 'Climb', duration: 60, restTime: 10, musicType: 'spotify', musicUrl: SPOTIFY },
    ]);
    plainShareUrl = (await createWorkout('Quiet Flow', [{ name: 'Breathe', duration: 60, restTime: 0 }])).shareUrl;
    signedIn = await ownerContext.storageState();
  });

  afterAll(async () => {
    await ownerContext?.close();
  });

  describe('YouTube’s video is at least 200×200 px and nothing covers it', () => {
    const players = () => [
      ['the instructor’s player', `${baseUrl()}/player/${videoWorkout.id}`, { storageState: signedIn }],
      ['the shared player', videoWorkout.shareUrl, {}],
    ] as const;

    test.each(SIZES)('when the first block’s video plays at %i×%i, then in both players it is 200×200 px or more and the video itself is at its centre and corners', async (width, height) => {
      const problems: string[] = [];
      for (const [label, url, options] of players()) {
        const context = await offlineContext({ ...options, viewport: { width, height } });
        try {
          const page = await context.newPage();
          const errors = trackPageErrors(page);
          await page.goto(url);
          await page.getByRole('button', { name: 'Play', exact: true, disabled: false }).click();
          // Past the silent lead-in, into the first block: its video loads.
          await page.getByRole('button', { name: 'Next block' }).click();
          const video = page.locator('.music-mount iframe[title="YouTube video player"]');
          await visible(video);
          await page.getByRole('button', { name: 'Pause' }).click();
          const box = await boxOf(video);
          if (box.width < 200 || box.height < 200) problems.push(`${label}: ${Math.round(box.width)}×${Math.round(box.height)}`);
          const covered = await coveredPoints(page, video);
          if (covered.length > 0) problems.push(`${label}: covered at ${covered.join(', ')}`);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
      expect(`${width}×${height}: ${problems.join('; ') || 'all good'}`).toBe(`${width}×${height}: all good`);
    });
  });

  describe('the shared player’s Spotify notice', () => {
    test.each([
      [1280, 800],
      [390, 844],
    ])('when a visitor opens a shared workout with Spotify at %i×%i, then a notice says how to hear whole tracks, in nobody’s way, once per device', async (width, height) => {
      const context = await offlineContext({ viewport: { width, height } });
      try {
        const page = await context.newPage();
        await page.goto(spotifyWorkout.shareUrl);
        const notice = page.getByRole('complementary', { name: MUSIC_HONESTY.sharedNoticeTitle });
        await visible(notice);
        await visible(notice.getByText(MUSIC_HONESTY.sharedNoticeText, { exact: false }));
        expect(await notice.getByRole('link', { name: 'Open Spotify in a new tab' }).getAttribute('href')).toBe('https://open.spotify.com');

        // Over neither the timer nor the transport, and the timer runs with it on screen.
        const noticeBox = await boxOf(notice);
        for (const part of [page.getByRole('timer'), page.getByRole('group', { name: 'Playback controls' })]) {
          expect(intersects(noticeBox, await boxOf(part))).toBe(false);
        }
        await page.getByRole('button', { name: 'Play', exact: true, disabled: false }).click();
        await visible(page.getByRole('button', { name: 'Pause' }));
        await page.getByRole('button', { name: 'Pause' }).click();

        await notice.getByRole('button', { name: MUSIC_HONESTY.sharedNoticeDismiss }).click();
        await hidden(notice);
        await page.reload();
        await visible(page.getByRole('button', { name: 'Play', exact: true, disabled: false }));
        // The same device opening another shared Spotify workout is not told again either.
        await page.goto(videoWorkout.shareUrl);
        await visible(page.getByRole('button', { name: 'Play', exact: true, disabled: false }));
        expect(await page.getByRole('complementary', { name: MUSIC_HONESTY.sharedNoticeTitle }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    test('when a shared workout has no Spotify block, then there is no notice', async () => {
      const context = await offlineContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(plainShareUrl);
        await visible(page.getByRole('button', { name: 'Play', exact: true, disabled: false }));
        expect(await page.getByRole('complementary', { name: MUSIC_HONESTY.sharedNoticeTitle }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });

  test('when the instructor shares a workout from the dashboard, then its Spotify blocks are marked in the builder, without a reload', async () => {
    const { id } = await createWorkout('Ride Later', [{ name: 'Climb', duration: 60, restTime: 10, musicType: 'spotify', musicUrl: SPOTIFY }], false);
    const context = await offlineContext({ storageState: signedIn, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/builder/${id}`);
      const climb = page.getByRole('listitem', { name: 'Block 1: Climb' });
      await visible(climb);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      expect(await climb.getByText(MUSIC_HONESTY.builderMark).count()).toBe(0);

      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.getByRole('button', { name: 'Share Ride Later' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Ride Later' });
      await dialog.getByRole('button', { name: 'Generate Share Link' }).click();
      await visible(dialog.getByLabel('Share link'));
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('button', { name: 'More actions for Ride Later' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();

      await visible(climb.getByText(MUSIC_HONESTY.builderMark));
      await climb.getByText(MUSIC_HONESTY.builderMark).click();
      await visible(climb.getByText(MUSIC_HONESTY.builderHelp));
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
