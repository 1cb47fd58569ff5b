import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { pdfText } from './support/pdf';
import { browserForFile, pageApi as api, refuseOffMachineRequests, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();
let played: { email: string; id: string } | undefined;

/** A 1×1 PNG: enough for the player to show a demo image (its bytes are checked like any upload). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function uploadDemoImage(page: Page): Promise<string> {
  return page.evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'squat.png');
    const res = await fetch('/api/uploads/images', { method: 'POST', body: form });
    if (res.status !== 201) throw new Error(`image upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  }, PNG);
}

/**
 * What the player made heard: every tone it started (its frequency) and every line it spoke.
 * Speech is recorded, not spoken (headless Chromium has no voices), and ends at once.
 */
async function recordCues(page: Page) {
  await page.addInitScript(() => {
    const heard: Array<{ kind: 'tone' | 'speech'; value: string | number }> = [];
    (window as unknown as { __heard: typeof heard }).__heard = heard;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      heard.push({ kind: 'tone', value: this.frequency.value });
      return start.apply(this, args);
    };
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      heard.push({ kind: 'speech', value: utterance.text });
      setTimeout(() => utterance.dispatchEvent(new Event('end')), 0);
    };
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __heard: Array<{ kind: string; value: string }> }).__heard.filter((h) => h.kind === 'speech').map((h) => h.value));
/** The tones started since the last call (their frequencies, Hz, rounded). */
const tonesSinceLastAsked = (page: Page) =>
  page.evaluate(() => {
    const heard = (window as unknown as { __heard: Array<{ kind: string; value: number }> }).__heard;
    const tones = heard.filter((h) => h.kind === 'tone').map((h) => Math.round(h.value));
    heard.splice(0, heard.length, ...heard.filter((h) => h.kind !== 'tone'));
    return tones;
  });

const phaseIs = (page: Page, label: string) => visible(page.locator('.phase-badge', { hasText: label }));
const blockIs = (page: Page, name: string) => visible(page.locator('.block-name', { hasText: name }));
const textIs = (page: Page, text: string | RegExp) => visible(page.getByText(text));

/**
 * 3 rounds of Squat (20 s + 10 s rest) and Plank (15 s, no rest) with 20 s between rounds, Pigeon
 * on each side (10 s, 5 s switch, 10 s rest), and 2 box breaths (4-4-4-4 = 32 s): 4:02 played.
 */
function structuredWorkout(demoUrl: string) {
  return {
    name: 'E2E Structure',
    exercises: [
      { name: 'Squat', duration: 20, restTime: 10, demo: { type: 'image', url: demoUrl } },
      { name: 'Plank', duration: 15, restTime: 0 },
      { name: 'Pigeon', duration: 10, restTime: 10, eachSide: true, sideSwitchSec: 5 },
      { name: 'Box breathing', duration: 0, restTime: 0, breathing: { breaths: 2, inhaleSec: 4, holdSec: 4, exhaleSec: 4, holdAfterSec: 4 } },
    ],
    groups: [{ start: 0, count: 2, rounds: 3, restBetweenRoundsSec: 20 }],
    sound: { cueProfile: 'gentle', halfwayCue: true, voice: true, flash: true },
  };
}

test('when a workout with a 3-round group, an each-side block and a breath block is played, then labels, cues, the demo and the history come out right', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  await page.clock.install();
  await recordCues(page);
  const errors = trackPageErrors(page);
  const email = uniqueEmail('structure');
  await signIn(page, email);

  const demoUrl = await uploadDemoImage(page);
  const created = await api<{ id: string; totalDuration: number }>(page, 'POST', '/api/workouts', structuredWorkout(demoUrl));
  expect(created.status).toBe(201);
  expect(created.body.totalDuration).toBe(242);
  const id = created.body.id;

  await page.goto(`${baseUrl()}/player/${id}`);
  await visible(page.getByRole('heading', { name: 'Workout Player' }));
  await phaseIs(page, 'Get ready');
  await visible(page.getByRole('img', { name: 'Squat' }));

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.fastForward('00:05');
  await phaseIs(page, 'Work');
  await blockIs(page, 'Squat');
  await textIs(page, 'Round 1 of 3');
  await visible(page.getByRole('img', { name: 'Squat' }));

  await page.clock.fastForward('00:20');
  await phaseIs(page, 'Rest');
  await page.clock.fastForward('00:10');
  await blockIs(page, 'Plank');
  await page.clock.fastForward('00:15');
  await textIs(page, 'Rest between rounds');
  await page.clock.fastForward('00:20');
  await blockIs(page, 'Squat');
  await textIs(page, 'Round 2 of 3');

  // To round 3 (t = 135 s), then the each-side block (t = 180 s).
  await page.clock.fastForward('01:05');
  await textIs(page, 'Round 3 of 3');
  await page.clock.fastForward('00:45');
  await blockIs(page, 'Pigeon');
  await textIs(page, 'Left side');
  // Played through (every timer and frame runs), so each cue of the side switch is scheduled.
  await tonesSinceLastAsked(page);
  await page.clock.runFor('00:10');
  await textIs(page, 'Switch sides');
  await page.clock.runFor('00:05');
  await textIs(page, 'Right side');
  // Gentle profile (0.6× pitch): 3-2-1 and the phase tone, the two "switch sides" notes, 3-2-1 and the phase tone.
  expect(await tonesSinceLastAsked(page)).toEqual([528, 528, 528, 792, 396, 396, 528, 528, 528, 792]);

  // The breath block (t = 215 s): in, hold, out.
  await page.clock.fastForward('00:20');
  await blockIs(page, 'Box breathing');
  await textIs(page, 'Breathe in');
  await textIs(page, 'Breath 1 of 2');
  await page.clock.fastForward('00:04');
  await textIs(page, 'Hold');
  await page.clock.fastForward('00:04');
  await textIs(page, 'Breathe out');

  await page.clock.fastForward('00:30');
  await visible(page.getByRole('heading', { name: 'Workout complete!' }));

  const said = await spoken(page);
  expect(said.some((line) => /Switch sides/i.test(line))).toBe(true);
  expect(said.some((line) => /Next: Plank/.test(line))).toBe(true);

  // The completion is in the history, once.
  await page.goto(`${baseUrl()}/history`);
  await visible(page.getByRole('heading', { name: 'History' }));
  await visible(page.getByText('E2E Structure'));
  const history = await api<{ completions: unknown[] }>(page, 'GET', `/api/completions/history?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`);
  expect(history.body.completions).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
  played = { email, id };
});

test('when the played workout is opened in the builder, on the dashboard and as a PDF, then each shows its rounds', async () => {
  expect(played).toBeDefined();
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page, played!.email);

  await visible(page.getByText('Last played today · once'));

  await page.goto(`${baseUrl()}/builder/${played!.id}`);
  await visible(page.getByText('Round group 1'));
  await visible(page.getByTestId('total-duration').filter({ hasText: '4:02' }));

  await page.goto(`${baseUrl()}/dashboard`);
  await page.getByRole('button', { name: 'More actions for E2E Structure' }).click();
  await page.getByRole('menuitem', { name: 'Export as PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export E2E Structure as PDF' });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Export PDF' }).click()]);
  // The PDF carries its text: read it as pdftotext does (lines joined, so a wrapped line still matches).
  const text = (await pdfText(await readFile((await download.path())!))).join('\n').replace(/\s+/g, ' ');
  expect(text).toContain('Rounds ×3 (20 s rest between rounds)');
  expect(text).toContain('Each side (+5 s switch)');
  expect(text).toContain('2 breaths · 4-4-4-4');
  expect(download.suggestedFilename()).toBe('e2e_structure_workout.pdf');
  expect(errors).toEqual([]);
  await context.close();
});

test('when the network is down as a workout ends, then the completion is queued and logged once when the network comes back', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page, uniqueEmail('offline'));
  const created = await api<{ id: string }>(page, 'POST', '/api/workouts', { name: 'E2E Offline', exercises: [{ name: 'Hold', duration: 10, restTime: 0 }] });
  expect(created.status).toBe(201);

  await page.goto(`${baseUrl()}/player/${created.body.id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.fastForward('00:05');
  await blockIs(page, 'Hold');
  await context.setOffline(true);
  await page.clock.fastForward('00:11');
  await visible(page.getByRole('heading', { name: 'Workout complete!' }));
  const queued = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('blockbeat-completion-queue:')).map((k) => JSON.parse(localStorage.getItem(k)!).length as number));
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('blockbeat-completion-queue:')));
  expect(await queued()).toEqual([1]);

  await context.setOffline(false);
  await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('blockbeat-completion-queue:')), undefined, { timeout: 15_000 });
  const log = await api<Array<{ workoutName: string }>>(page, 'GET', '/api/completions');
  expect(log.body.filter((c) => c.workoutName === 'E2E Offline')).toHaveLength(1);
  await context.close();
});

test('when a block is dragged by keyboard into a round group and out again, then it joins and leaves the group and its handle keeps the focus', async () => {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  await signIn(page, uniqueEmail('keyboard-drag'));
  const created = await api<{ id: string }>(page, 'POST', '/api/workouts', {
    name: 'E2E Keyboard drag',
    exercises: [
      { name: 'Warm up', duration: 60, restTime: 0 },
      { name: 'Lunge', duration: 30, restTime: 10 },
      { name: 'Squat', duration: 30, restTime: 10 },
      { name: 'Stretch', duration: 40, restTime: 0 },
    ],
    groups: [{ start: 1, count: 2, rounds: 3 }],
  });
  expect(created.status).toBe(201);
  await page.goto(`${baseUrl()}/builder/${created.body.id}`);
  const group = page.getByRole('list', { name: 'Blocks in Round group 1' });
  const inGroup = () => group.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
  await visible(group);
  expect(await inGroup()).toEqual(['Block 2: Lunge', 'Block 3: Squat']);
  const handleFocused = () => page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Drag Stretch to reorder', undefined, { timeout: 5000 });

  // Space picks the block up, each arrow moves it over the next block, Space drops it (dnd-kit's keyboard sensor).
  // dnd-kit measures the blocks after the pick-up and moves in an animation frame: a person's pace.
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  };
  const dragUp = async (steps: number) => {
    await press('Space');
    for (let i = 0; i < steps; i += 1) await press('ArrowUp');
    await press('Space');
  };
  await page.getByRole('button', { name: 'Drag Stretch to reorder' }).focus();
  await dragUp(1);
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Blocks in Round group 1"] > li').length === 3);
  expect(await inGroup()).toEqual(['Block 2: Lunge', 'Block 3: Stretch', 'Block 4: Squat']);
  await handleFocused();

  // The same handle, still focused, takes it out of the group, above it.
  await dragUp(2);
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="Blocks in Round group 1"] > li').length === 2);
  expect(await inGroup()).toEqual(['Block 3: Lunge', 'Block 4: Squat']);
  await visible(page.getByRole('listitem', { name: 'Block 1: Stretch' }));
  await handleFocused();
  await context.close();
});
