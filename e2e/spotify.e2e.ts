import type { Page } from 'playwright-core';
import { audit, describeFindings, isBlocking, settled } from './a11y/axe';
import { baseUrl, newSignedInPage, trackPageErrors, uniqueEmail } from './support/browser';
import { readState } from './support/stack-state';
import { browserForFile, hidden, pageApi, refuseOffMachineRequests, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

/** The fake Spotify's default library (services/content/test/support/fake-spotify.ts): its usable "Warm-up Mix" tracks. */
const WARM_UP = [
  { name: 'Morning Stretch — Sunrise Collective', seconds: 185, id: 'tr00000000000000000101' },
  { name: 'Easy Jog — Pace Makers, DJ Stride', seconds: 214, id: 'tr00000000000000000102' },
  { name: 'Loosen Up — Sunrise Collective', seconds: 167, id: 'tr00000000000000000103' },
  { name: 'Ready Set — Pace Makers', seconds: 142, id: 'tr00000000000000000105' },
];
const trackUrl = (id: string) => `https://open.spotify.com/track/${id}`;

async function spotifyControl(path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${readState().spotify!.controlUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 204) throw new Error(`fake Spotify control ${path} answered ${res.status}`);
}

async function createWorkout(page: Page, name: string, blocks: string[]): Promise<string> {
  const exercises = blocks.map((block) => ({ name: block, duration: 40, restTime: 20, musicUrl: '', musicType: 'youtube', blockColor: 'bg-gradient-to-br from-blue-500 to-blue-600' }));
  const answer = await pageApi<{ id: string }>(page, 'POST', '/api/workouts', { name, description: 'Filled from Spotify', category: 'hiit', difficulty: 'beginner', exercises });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

/** Through the fake's consent page and back: the screen says who is connected. */
async function connectSpotify(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/spotify-playlist-sync`);
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await page.waitForURL((url) => url.origin === readState().spotify!.url);
  await visible(page.getByRole('heading', { name: /Allow BlockBeat to access your Spotify account/ }));
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL(`${baseUrl()}/spotify-playlist-sync`);
  await visible(page.getByText('Spotify connected'));
  await visible(page.getByText('Connected as'));
  await visible(page.getByText('Fake Listener', { exact: true }));
}

async function openPlaylist(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await visible(page.getByRole('heading', { level: 2, name }));
}

/** No serious or critical axe finding on the page as it is now. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await settled(page);
  const blocking = (await audit(page)).filter(isBlocking);
  if (blocking.length > 0) throw new Error(`axe: ${what}\n${describeFindings(blocking)}`);
}

beforeEach(() => spotifyControl('/reset'));

test('when an instructor connects Spotify, then a playlist becomes templates on the dashboard and fills a workout the builder shows', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('spotify'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  const workoutId = await createWorkout(page, 'Spotify Intervals', ['Jumping Jacks', 'High Knees']);

  // The dashboard's button leads to the screen.
  await page.getByRole('button', { name: 'Sync Spotify' }).click();
  await page.waitForURL(/\/spotify-playlist-sync$/);
  await visible(page.getByRole('heading', { level: 1, name: 'Spotify Playlist Sync' }));
  await connectSpotify(page);

  await visible(page.getByRole('button', { name: /HIIT Power Hour/ }));
  await visible(page.getByText('130 tracks'));
  await openPlaylist(page, 'Warm-up Mix');
  // A local file, a podcast episode and a removed track are left out.
  await visible(page.getByText('4 tracks (3 left out: local files, podcast episodes or removed tracks)'));
  await visible(page.getByRole('checkbox', { name: 'All tracks (4 of 4 chosen)' }));
  for (const name of ['Morning Stretch', 'Easy Jog', 'Loosen Up', 'Ready Set']) expect(await page.getByRole('checkbox', { name: new RegExp(name) }).isChecked()).toBe(true);
  await visible(page.getByRole('checkbox', { name: /Morning Stretch Sunrise Collective length 3:05/ }));
  await page.getByRole('button', { name: 'Create templates' }).click();
  await visible(page.getByText('Created 4 templates'));

  // A second sync of the same playlist writes nothing new.
  await page.getByRole('button', { name: 'Create templates' }).click();
  await visible(page.getByText('Created 0 templates (4 already in your library)'));

  await page.goto(`${baseUrl()}/dashboard`);
  await page.getByRole('tab', { name: 'Exercise Templates (4)' }).click();
  for (const { name } of WARM_UP) await visible(page.getByRole('article', { name }));
  const templates = (await pageApi<Array<{ name: string; musicType: string; musicUrl: string; duration: number; restTime: number }>>(page, 'GET', '/api/exercise-templates')).body;
  expect(templates.map((t) => t.name).sort()).toEqual(WARM_UP.map((t) => t.name).sort());
  for (const t of templates) expect(t).toMatchObject({ musicType: 'spotify', duration: 30, restTime: 10, musicUrl: trackUrl(WARM_UP.find((w) => w.name === t.name)!.id) });

  // Fill the two-block workout: two blocks added for the other tracks, durations from the tracks.
  await page.getByRole('button', { name: 'Sync Spotify' }).click();
  await openPlaylist(page, 'Warm-up Mix');
  await page.getByRole('button', { name: 'Fill a workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fill a workout with Warm-up Mix' });
  await visible(dialog);
  await dialog.getByLabel('Workout').selectOption({ label: 'Spotify Intervals' });
  await visible(dialog.getByText('Spotify Intervals has 2 blocks; the playlist has 4 tracks.', { exact: false }));
  await dialog.getByRole('checkbox', { name: 'Add 2 blocks for the remaining tracks' }).check();
  await dialog.getByRole('checkbox', { name: /Set each block’s duration to its track’s length/ }).check();
  await dialog.getByRole('button', { name: 'Fill workout' }).click();
  await visible(dialog.getByText('Spotify Intervals: 2 blocks got a track, 2 blocks added.'));
  await dialog.getByRole('button', { name: 'Open in builder' }).click();
  await page.waitForURL(`${baseUrl()}/builder/${workoutId}`);

  const labels = ['Block 1: Jumping Jacks', 'Block 2: High Knees', `Block 3: ${WARM_UP[2]!.name}`, `Block 4: ${WARM_UP[3]!.name}`];
  for (const label of labels) await visible(page.getByRole('listitem', { name: label }));
  for (const [i, label] of labels.entries()) {
    const block = page.getByRole('listitem', { name: label });
    await visible(block.getByText('♫ spotify'));
    expect(await block.getByLabel('Duration (s)').inputValue()).toBe(String(WARM_UP[i]!.seconds));
  }
  const first = page.getByRole('listitem', { name: labels[0] });
  await first.getByRole('button', { name: 'Show details of Jumping Jacks' }).click();
  expect(await first.getByLabel('Music URL for Jumping Jacks').inputValue()).toBe(trackUrl(WARM_UP[0]!.id));

  expect(errors).toEqual([]);
  await context.close();
});

test('when Spotify asks to slow down, then the screen counts down and loads on by itself; Disconnect brings Connect back', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('spotify-slow'));
  await refuseOffMachineRequests(context);
  const errors = trackPageErrors(page);
  await connectSpotify(page);
  await visible(page.getByRole('button', { name: /HIIT Power Hour/ }));

  // Longer than content waits out by itself, so the screen hears the 429 and its Retry-After.
  await spotifyControl('/rate-limit', { count: 1, seconds: 7 });
  await openPlaylist(page, 'HIIT Power Hour');
  await visible(page.getByText(/Spotify asked us to slow down\. Trying again in [1-7] s…/));
  await visible(page.getByText('130 tracks'), 20_000);
  await hidden(page.getByText(/slow down/));
  await visible(page.getByRole('checkbox', { name: /Power Track 130/ }));

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await visible(page.getByRole('button', { name: 'Connect Spotify' }));
  const status = await pageApi<{ connected: boolean }>(page, 'GET', '/api/spotify/status');
  expect(status.body.connected).toBe(false);

  expect(errors).toEqual([]);
  await context.close();
});

test('when the consent is refused on Spotify, then the screen says nothing was connected', async () => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail('spotify-no'));
  await refuseOffMachineRequests(context);
  await page.goto(`${baseUrl()}/spotify-playlist-sync`);
  await page.getByRole('button', { name: 'Connect Spotify' }).click();
  await page.waitForURL((url) => url.origin === readState().spotify!.url);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(`${baseUrl()}/spotify-playlist-sync`);
  await visible(page.getByText('You did not allow BlockBeat to read your playlists, so nothing was connected.'));
  await visible(page.getByRole('button', { name: 'Connect Spotify' }));
  await context.close();
});

test.each(['light', 'dark'])('when axe checks the playlists, a playlist and the fill dialog in the %s theme, then nothing serious is found, and at 390 px nothing overflows', async (theme) => {
  const { context, page } = await newSignedInPage(browser(), uniqueEmail(`spotify-a11y-${theme}`));
  await refuseOffMachineRequests(context);
  await page.evaluate((t) => localStorage.setItem('blockbeat-ui-theme', t), theme);
  await createWorkout(page, 'Small Workout', ['Squats']);
  await connectSpotify(page);
  // The shell's toast list is audited by the project's a11y journey; this one looks at the screen.
  await page.getByRole('button', { name: 'Close notification' }).click();
  await hidden(page.getByText('Spotify connected'));
  const fitsPhone = async (what: string) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect({ what, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ what, width: 390 });
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  await visible(page.getByRole('button', { name: /Cool Down/ }));
  await expectAccessible(page, `playlists (${theme})`);
  await fitsPhone('playlists');
  await openPlaylist(page, 'Cool Down');
  await visible(page.getByRole('checkbox', { name: /Very Long Ambient Journey/ }));
  await expectAccessible(page, `tracks (${theme})`);
  await fitsPhone('tracks');
  await page.getByRole('button', { name: 'Fill a workout' }).click();
  await visible(page.getByRole('dialog').getByLabel('Workout'));
  await expectAccessible(page, `fill dialog (${theme})`);
  await fitsPhone('fill dialog');
  await context.close();
});
