import { BEAT_MESSAGES } from '@blockbeat/contracts';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { drumPattern, encodeWav, noiseOnly } from '../services/content/test/support/beat-audio';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { pdfText } from './support/pdf';
import { browserForFile, pageApi as api, refuseOffMachineRequests, visible } from './support/suite';

/*
 * Music that keeps the beat (issue 27): a 128 BPM track uploaded in the builder shows its tempo,
 * a block fits 32 counts (15.0 s), and in the player the change between two blocks of continuous
 * music lands on the track's next "one", not on the planned second.
 */

jest.setTimeout(240_000);
const browser = browserForFile();
/** The instructor of the played workout, for the PDF. */
let played: { email: string } | undefined;

/** 128 BPM: a beat is 468.75 ms, a bar 1.875 s; the first downbeat at 250 ms. */
const DOWNBEAT_S = 0.25;
const BAR_S = (4 * 60) / 128;
const track = () => encodeWav(drumPattern({ bpm: 128, downbeat: DOWNBEAT_S, seconds: 40, seed: 27 }));

const blockIs = (page: Page, name: string) => visible(page.locator('.block-name', { hasText: name }));
const phaseIs = (page: Page, label: string) => visible(page.locator('.phase-badge', { hasText: label }));

/** Chooses `file` through a block's "Upload Audio File" control, as an instructor does. */
async function uploadThroughBlock(page: Page, block: Locator, blockName: string, name: string, buffer: Buffer) {
  await block.getByRole('button', { name: `Show details of ${blockName}` }).click();
  // An antd button-style radio: its input is hidden, its label is what a person clicks.
  await block.locator('label', { has: page.getByRole('radio', { name: 'Upload' }) }).click();
  expect(await block.getByRole('radio', { name: 'Upload' }).isChecked()).toBe(true);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), block.getByRole('button', { name: /Upload Audio File/ }).click()]);
  await chooser.setFiles({ name, mimeType: 'audio/wav', buffer });
  await visible(block.getByText('Audio file uploaded'), 30_000);
}

test('when a 128 BPM track is uploaded, a block fitted to 32 counts and two blocks of continuous music are played, then the change lands on the next downbeat', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  await page.clock.install();
  const errors = trackPageErrors(page);
  const email = uniqueEmail('beat');
  await signIn(page, email);

  await page.goto(`${baseUrl()}/builder`);
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.getByLabel(/Workout name/).fill('E2E On the beat');
  await page.getByRole('button', { name: '+ Add block' }).click();
  const first = page.getByRole('listitem', { name: /^Block 1: / });
  await first.getByLabel('Exercise name').fill('Step');
  await first.getByLabel('Duration (s)').fill('14');
  await first.getByLabel('Rest (s)').fill('0');
  await uploadThroughBlock(page, first, 'Step', 'step-128.wav', track());

  // The analysis runs after the upload is stored; the block asks again while it is pending.
  const beat = first.getByRole('group', { name: 'Beat of Step' });
  await visible(beat.getByText('128 BPM'), 45_000);
  await visible(beat.getByText('≈ 30 counts · 14.0 s'));
  await beat.getByRole('combobox', { name: 'Phrase length for Step' }).selectOption('32');
  await beat.getByRole('button', { name: 'Fit to the beat' }).click();
  await visible(beat.getByText(/^32 counts · 15\.0 s$/));
  expect(await first.getByLabel('Duration (s)').inputValue()).toBe('15');

  // The second block: the same track (a duplicate keeps it), rest 0 on both: the music continues.
  await page.getByRole('button', { name: 'Duplicate Step' }).click();
  const second = page.getByRole('listitem', { name: /^Block 2: / });
  await second.getByLabel('Exercise name').fill('Knee lift');
  await visible(page.getByLabel('Continuous music from Step into Knee lift'));
  await visible(second.getByRole('group', { name: 'Beat of Knee lift' }).getByText('128 BPM'));

  await page.keyboard.press('Control+s');
  await visible(page.getByText('All changes saved'));
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  const saved = await api<{ exercises: Array<{ duration: number; restTime: number; musicUrl?: string }> }>(page, 'GET', `/api/workouts/${workoutId}`);
  expect(saved.body.exercises.map((e) => [e.duration, e.restTime])).toEqual([
    [15, 0],
    [15, 0],
  ]);
  expect(saved.body.exercises[1]!.musicUrl).toBe(saved.body.exercises[0]!.musicUrl);

  await page.getByRole('button', { name: '▶ Play' }).click();
  await page.waitForURL(`${baseUrl()}/player/${workoutId}`);
  await visible(page.getByRole('heading', { name: 'Workout Player' }));
  await visible(page.getByText('128 BPM'));

  // From here the clock moves only when told: the change is checked to within 100 ms.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.runFor(5_100);
  await phaseIs(page, 'Work');
  await blockIs(page, 'Step');
  // Planned at 15.0 s into Step; the track's next "one" is 0.25 + 8 bars = 15.25 s after it started.
  const change = DOWNBEAT_S + 8 * BAR_S;
  expect(change).toBe(15.25);
  await page.clock.runFor(15_050);
  await blockIs(page, 'Step');
  expect(await page.locator('.block-name', { hasText: 'Knee lift' }).count()).toBe(0);
  await page.clock.runFor(150);
  await blockIs(page, 'Knee lift');
  await phaseIs(page, 'Work');
  expect(errors).toEqual([]);
  await context.close();
  played = { email };
});

test('when the workout on the beat is exported as a PDF with its music, then each block says its tempo and counts', async () => {
  expect(played).toBeDefined();
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, played!.email);
  await page.goto(`${baseUrl()}/dashboard`);
  await page.getByRole('button', { name: 'More actions for E2E On the beat' }).click();
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export E2E On the beat as PDF' });
  await dialog.getByRole('checkbox', { name: 'Music URLs' }).check();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Export PDF' }).click()]);
  const text = (await pdfText(await readFile((await download.path())!))).join('\n').replace(/\s+/g, ' ');
  expect(text).toContain('1. Step Duration: 15s • Rest: 0s Music: Uploaded audio: step-128.wav 128 BPM · 32 counts');
  expect(text).toContain('2. Knee lift Duration: 15s • Rest: 0s Music: Uploaded audio: step-128.wav 128 BPM · 32 counts');
  expect(errors).toEqual([]);
  await context.close();
});

test('when an uploaded track is white noise, then the block says no steady beat was found and offers a tap, not a tempo', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, uniqueEmail('beat-noise'));

  await page.goto(`${baseUrl()}/builder`);
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.getByRole('button', { name: '+ Add block' }).click();
  const block = page.getByRole('listitem', { name: /^Block 1: / });
  await block.getByLabel('Exercise name').fill('Noise');
  await uploadThroughBlock(page, block, 'Noise', 'noise.wav', encodeWav(noiseOnly(30, 5)));

  const beat = block.getByRole('group', { name: 'Beat of Noise' });
  await visible(beat.getByText(BEAT_MESSAGES.none), 45_000);
  await visible(beat.getByRole('button', { name: 'Tap the tempo' }));
  expect(await beat.getByText(/\d+ BPM/).count()).toBe(0);
  expect(await beat.getByText(/counts/).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

/** Every media element the page played, kept where the test can read it (the player's audio is not in the DOM). */
const RECORD_PLAYED_MEDIA = `
  window.__played = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (!window.__played.includes(this)) window.__played.push(this);
    return play.call(this);
  };
`;

/** The played tracks by their upload id: playing or not, and their volume. */
const tracksOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __played: HTMLMediaElement[] }).__played.map((m) => ({ id: m.src.split('/').pop(), playing: !m.paused, volume: m.volume })),
  );

test('when a workout crossfades 4 s between two uploaded tracks, then at the change both play, the old one fading under the new, and it stops once the fade is over', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  await context.addInitScript(RECORD_PLAYED_MEDIA);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, uniqueEmail('beat-fade'));
  // Through the browser context's own HTTP client (its session cookie, the page's origin): a
  // megabyte of WAV as a page.evaluate argument would be sent as a JSON array of numbers.
  const upload = async (name: string, buffer: Buffer) => {
    const res = await page.request.post(`${baseUrl()}/api/uploads`, { multipart: { file: { name, mimeType: 'audio/wav', buffer } }, headers: { origin: baseUrl() } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const first = await upload('first.wav', encodeWav(drumPattern({ bpm: 128, downbeat: 0.25, seconds: 30, seed: 5 })));
  const second = await upload('second.wav', encodeWav(drumPattern({ bpm: 124, downbeat: 0.1, seconds: 30, seed: 6 })));
  const created = await api<{ id: string }>(page, 'POST', '/api/workouts', {
    name: 'E2E Crossfade',
    sound: { cueProfile: 'standard', halfwayCue: false, voice: false, flash: false, crossfadeSeconds: 4 },
    exercises: [
      { name: 'Warm', duration: 10, restTime: 0, musicType: 'upload', musicUrl: `/api/uploads/${first}` },
      { name: 'Cool', duration: 20, restTime: 0, musicType: 'upload', musicUrl: `/api/uploads/${second}` },
    ],
  });
  expect(created.status).toBe(201);

  await page.goto(`${baseUrl()}/player/${created.body.id}`);
  await visible(page.getByRole('heading', { name: 'Workout Player' }));
  // The player drawn before the clock stops (its screen loads on timers the paused clock would hold).
  await visible(page.getByRole('button', { name: 'Play', exact: true }));
  await visible(page.getByRole('group', { name: 'Tempo' }));
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.runFor(6_000);
  await blockIs(page, 'Warm');
  expect((await tracksOf(page)).filter((t) => t.playing).map((t) => t.id)).toEqual([first]);

  // The change: 15 s after Play (5 s lead-in + 10 s), or on the beat within a bar after it when both tempos are known by then.
  await page.clock.runFor(8_000);
  for (let i = 0; i < 40 && (await page.locator('.block-name', { hasText: 'Cool' }).count()) === 0; i += 1) await page.clock.runFor(100);
  await blockIs(page, 'Cool');
  await page.clock.runFor(1_000);
  const volumes = async () => {
    const tracks = await tracksOf(page);
    const [outgoing, incoming] = [first, second].map((id) => tracks.find((t) => t.id === id)!);
    return { outgoing: outgoing!, incoming: incoming! };
  };
  const early = await volumes();
  expect(early.outgoing.playing && early.incoming.playing).toBe(true);
  // Equal-power: 1 s into 4 s the old track is still the louder; by 3 s the new one is.
  await page.clock.runFor(2_000);
  const late = await volumes();
  expect(late.outgoing.playing && late.incoming.playing).toBe(true);
  expect(late.outgoing.volume).toBeLessThan(early.outgoing.volume);
  expect(late.incoming.volume).toBeGreaterThan(early.incoming.volume);
  expect(late.outgoing.volume).toBeLessThan(late.incoming.volume);

  // Once the fade is over the old track is stopped (its element let go of the file): only the new one plays.
  await page.clock.runFor(2_000);
  expect((await tracksOf(page)).filter((t) => t.playing).map((t) => t.id)).toEqual([second]);
  expect(errors).toEqual([]);
  await context.close();
});

/** Records every AudioBufferSourceNode.start (the spoken counts) with the audio clock's time when it was called. */
const RECORD_BUFFER_STARTS = `
  window.__bufferStarts = [];
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when, offset, duration) {
    window.__bufferStarts.push({ when, offset, duration, bufferSeconds: this.buffer && this.buffer.duration });
    return start.call(this, when, offset, duration);
  };
`;

test('when the click track counts aloud, then the voice file is served as a cached asset, decodes, and each beat plays its own count from the start of its slot', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  await context.addInitScript(RECORD_BUFFER_STARTS);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, uniqueEmail('beat-count'));
  const created = await api<{ id: string }>(page, 'POST', '/api/workouts', {
    name: 'E2E Counted',
    exercises: [{ name: 'March', duration: 20, restTime: 0, clickBpm: 120 }],
  });
  expect(created.status).toBe(201);

  await page.goto(`${baseUrl()}/player/${created.body.id}`);
  await visible(page.getByRole('button', { name: 'Play', exact: true }));
  await page.getByRole('checkbox', { name: /lead-in/ }).uncheck();
  await page.getByRole('checkbox', { name: 'Count the clicks aloud, 1 to 8' }).check();
  const voiceFile = page.waitForResponse((res) => /\/remotes\/mf-player\/count-voice\.[0-9a-f]{8}\.wav$/.test(new URL(res.url()).pathname));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const served = await voiceFile;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^audio\/(wav|x-wav|wave)/);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // 120 BPM: a count every 0.5 s; the first ones may still tick while the file decodes.
  await page.waitForFunction(() => ((window as unknown as { __bufferStarts: unknown[] }).__bufferStarts ?? []).length >= 4, undefined, { timeout: 20_000 });
  const starts = await page.evaluate(() => (window as unknown as { __bufferStarts: Array<{ when: number; offset: number; duration: number; bufferSeconds: number }> }).__bufferStarts);
  expect(starts[0]!.bufferSeconds).toBeCloseTo(3.2, 2);
  for (const [i, s] of starts.slice(0, 4).entries()) {
    // Slots of 0.4 s, counts 1 to 8 in turn; consecutive counts are one beat apart on the audio clock.
    expect(Array.from({ length: 8 }, (_, n) => n * 0.4).some((slot) => Math.abs(slot - s.offset) < 1e-6)).toBe(true);
    expect(s.duration).toBeCloseTo(0.4, 6);
    if (i > 0) {
      // Within 15 ms: each scheduling pass maps the timeline onto the audio clock afresh (a few ms apart on a busy machine).
      expect(Math.abs(s.when - starts[i - 1]!.when - 0.5)).toBeLessThan(0.015);
      expect(Math.round(s.offset / 0.4)).toBe((Math.round(starts[i - 1]!.offset / 0.4) + 1) % 8);
    }
  }
  expect(errors).toEqual([]);
  await context.close();
});
