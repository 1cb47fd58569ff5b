import type { Browser, Page } from 'playwright-core';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { browserForFile, pageApi as api, refuseOffMachineRequests, visible } from './support/suite';
import { wavFile } from './support/wav';

jest.setTimeout(300_000);
const browser = browserForFile();

const PHONE = { width: 390, height: 844 };
const PROGRAM = 'E2E Two weeks';
const MOBILITY = 'E2E Mobility';
const CORE = 'E2E Core';
/** What the client page says when a completion went, and when it waits on the device. */
const SENT = 'Logged. Your instructor will see it.';
const QUEUED = 'Saved on this device: it will be sent to your instructor when you are back online.';
const NOT_AVAILABLE = 'This page is not available. Ask your instructor for a new link.';
const OFFLINE_NOTE = 'You are offline: this is your plan as it was last loaded. Workouts you finish are sent when you are back online.';

/** The browser's own calendar date, as the screens send it (YYYY-MM-DD, local). */
const localToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

/** Program days 1 and 2 hold a workout each; those that fall in this week (Monday to Sunday) from today. */
const plannedThisWeek = () => Math.min(2, 7 - ((new Date().getDay() + 6) % 7));

/**
 * A client's phone: its own context, nothing off the machine, a clock the test drives (installed
 * later with `clock: false`: the fake clock also empties the page's list of the files it loaded).
 */
async function clientPhone(b: Browser, url: string, { clock = true } = {}) {
  const context = await b.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  if (clock) await page.clock.install();
  const errors = trackPageErrors(page);
  await page.goto(url);
  return { context, page, errors };
}

/**
 * Waits until the page could start with no network: a service worker controls it and the
 * page's document, every file it loaded from /remotes/ (its script, styles, the player's
 * chunk) and `alsoKept` (this week's tracks) are in the worker's caches.
 */
async function keptForOffline(page: Page, alsoKept: string[] = []) {
  const kept = () =>
    page.evaluate(async (also) => {
      const files = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.startsWith('/remotes/'));
      const missing = [];
      for (const url of [location.pathname, ...files, ...also]) if (!(await caches.match(url))) missing.push(url);
      return { controlled: navigator.serviceWorker.controller !== null, files: files.length, missing };
    }, alsoKept);
  const deadline = Date.now() + 30_000;
  let last = await kept();
  while (!(last.controlled && last.files > 0 && last.missing.length === 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await kept();
  }
  expect(last).toEqual({ controlled: true, files: expect.any(Number), missing: [] });
  expect(last.files).toBeGreaterThan(0);
}

/** Waits until the page's service worker holds `url` (it keeps this week's tracks when the plan loads). */
async function waitForKept(page: Page, url: string) {
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(async (u) => (await caches.match(u))?.status === 200, url))) {
    if (Date.now() > deadline) throw new Error(`${url} was not kept by the service worker`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Plays today's `workout` (one 10 s block after the 5 s lead-in) to its end, then logs effort and a note. */
async function playTodayAndLog(page: Page, workout: string, effort: number, note: string) {
  const today = page.getByRole('article', { name: /^Today, / });
  await visible(today.getByText(workout));
  await today.getByRole('button', { name: `Start ${workout}` }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.fastForward('00:05');
  await visible(page.locator('.block-name', { hasText: 'Hold' }));
  await page.clock.fastForward('00:12');
  await visible(page.getByRole('heading', { name: 'Workout complete!' }));
  await page.getByRole('radio', { name: String(effort), exact: true }).check();
  await page.getByLabel('Note for your instructor (optional)').fill(note);
  await page.getByRole('button', { name: 'Log this workout' }).click();
}

/** The roster's row of `name`: its "This week" cell. */
const thisWeekOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).locator('td[data-label="This week"]');

/**
 * Opens a client from the roster, assigns the program from today, makes their private link and
 * renews it; returns the first link (stopped by the renewal) and the live one.
 */
async function assignAndLink(page: Page, name: string): Promise<{ id: string; first: string; link: string }> {
  await page.goto(`${baseUrl()}/clients`);
  await page.getByRole('link', { name, exact: true }).click();
  await visible(page.getByRole('heading', { name, level: 1 }));
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const assign = page.getByRole('form', { name: 'Assign' });
  await assign.getByRole('combobox', { name: 'Program' }).selectOption({ label: PROGRAM });
  expect(await assign.getByLabel('Start date').inputValue()).toBe(await localToday(page));
  await assign.getByRole('button', { name: 'Assign' }).click();
  await visible(page.getByText(`${PROGRAM} assigned from ${await localToday(page)}.`));
  await page.getByRole('button', { name: 'Make link' }).click();
  const field = page.getByRole('textbox', { name: 'Private link' });
  await visible(field);
  const first = await field.inputValue();
  await page.getByRole('button', { name: 'Renew link' }).click();
  await page.waitForFunction((old) => (document.querySelector('input[aria-label="Private link"]') as HTMLInputElement | null)?.value !== old, first);
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${baseUrl()}/c/[A-Za-z0-9_-]{32}$`));
  return { id, first, link };
}

test('when an instructor builds a two-week program, assigns it to two clients and A plays today on a phone while B opens the page with no network and logs offline, then the roster and the log show it exactly once, a renewed or revoked link is not available, and a client who asks to be forgotten leaves the roster with a notice', async () => {
  const instructorContext = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await refuseOffMachineRequests(instructorContext);
  const instructor = await instructorContext.newPage();
  const instructorErrors = trackPageErrors(instructor);
  await signIn(instructor, uniqueEmail('coach'));
  // Mobility plays an uploaded track (8 s of 8 kHz WAV), which clients hear through their link.
  const trackId = await instructor.evaluate(async (bytes) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), 'mobility.wav');
    const res = await fetch('/api/uploads', { method: 'POST', body: form });
    return ((await res.json()) as { id: string }).id;
  }, [...wavFile(64_000, (i) => 128 + Math.round(60 * Math.sin(i / 4)))]);
  const music = { musicType: 'upload', musicUrl: `/api/uploads/${trackId}` };
  for (const name of [MOBILITY, CORE]) {
    const created = await api<{ id: string }>(instructor, 'POST', '/api/workouts', { name, exercises: [{ name: 'Hold', duration: 10, restTime: 0, ...(name === MOBILITY && music) }] });
    expect(created.status).toBe(201);
  }

  // The program builder: two weeks, days 1 and 2 filled on the screen, week 1 repeated into week 2.
  await instructor.goto(`${baseUrl()}/programs`);
  await visible(instructor.getByRole('heading', { name: 'No programs yet' }));
  await instructor.getByRole('link', { name: 'New program' }).click();
  await visible(instructor.getByRole('heading', { name: 'New program' }));
  await instructor.getByLabel('Name', { exact: true }).fill(PROGRAM);
  await instructor.getByLabel('Weeks').fill('2');
  await visible(instructor.getByRole('region', { name: 'Week 2' }));
  await instructor.getByRole('combobox', { name: 'Add a workout to week 1, Day 1' }).selectOption({ label: MOBILITY });
  await instructor.getByRole('combobox', { name: 'Add a workout to week 1, Day 2' }).selectOption({ label: CORE });
  await instructor.getByRole('region', { name: 'Week 1' }).getByRole('button', { name: 'Repeat in later weeks' }).click();
  await visible(instructor.getByRole('group', { name: 'Week 2, Day 2' }).getByText(CORE));
  await instructor.getByRole('button', { name: 'Save program' }).click();
  await instructor.waitForURL(/\/programs\/[0-9a-f-]{36}$/);
  await instructor.getByRole('link', { name: '← All programs' }).click();
  await visible(instructor.getByText('2 weeks · 4 workouts · 0 clients'));

  // The roster: two clients added on the screen.
  await instructor.goto(`${baseUrl()}/clients`);
  for (const name of ['Ana E2E', 'Ben E2E']) {
    await instructor.getByRole('button', { name: 'Add client' }).click();
    const form = instructor.getByRole('form', { name: 'Add a client' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Add client' }).click();
    await visible(instructor.getByRole('link', { name, exact: true }));
  }

  // Both get the program from today and a private link, renewed, so the first links stop.
  const ana = await assignAndLink(instructor, 'Ana E2E');
  const ben = await assignAndLink(instructor, 'Ben E2E');

  // Client A on a phone: Today holds the workout; played to the end, effort and a note logged.
  const a = await clientPhone(browser(), ana.link);
  const trackOf = (link: string) => `/api/c/${link.split('/c/')[1]}/uploads/${trackId}`;
  await visible(a.page.getByRole('heading', { name: 'Hi Ana E2E' }));
  await visible(a.page.getByRole('heading', { name: 'Today', exact: true }));
  await playTodayAndLog(a.page, MOBILITY, 7, 'Felt strong');
  // Her track came through her link (the phone kept it for the week) and played without an error.
  await waitForKept(a.page, trackOf(ana.link));
  expect(await a.page.getByText('Playback Error').count()).toBe(0);
  await visible(a.page.getByText(SENT));
  await a.page.getByRole('button', { name: 'Back to my plan' }).click();
  const anaToday = a.page.getByRole('article', { name: /^Today, / });
  await visible(anaToday.getByText('Done', { exact: true }).first());
  await visible(anaToday.getByText(/effort 7\/10/));

  // The links renewed away are not available.
  for (const first of [ana.first, ben.first]) {
    const stale = await a.context.newPage();
    await stale.goto(first);
    await visible(stale.getByText(NOT_AVAILABLE));
    await stale.close();
  }

  // The roster: A 1 of N this week with the effort and note, B 0 of N.
  const n = plannedThisWeek();
  await instructor.goto(`${baseUrl()}/clients`);
  await visible(thisWeekOf(instructor, 'Ana E2E').filter({ hasText: `1 / ${n}` }));
  await visible(thisWeekOf(instructor, 'Ben E2E').filter({ hasText: `0 / ${n}` }));
  await visible(instructor.getByText('“Felt strong”'));

  // Client B offline: finishes today's workout, it waits on the device; back online it is sent, once.
  const b = await clientPhone(browser(), ben.link, { clock: false });
  await visible(b.page.getByRole('heading', { name: 'Hi Ben E2E' }));
  // Opened again with no network at all (a cold start): the page, its player and the plan were kept.
  await keptForOffline(b.page, [trackOf(ben.link)]);
  await b.context.setOffline(true);
  await b.page.reload();
  await visible(b.page.getByText(OFFLINE_NOTE));
  await visible(b.page.getByRole('heading', { name: 'Hi Ben E2E' }));
  await b.page.clock.install();
  await playTodayAndLog(b.page, MOBILITY, 5, 'On the train');
  await visible(b.page.getByText(QUEUED));
  const completionsOf = async (clientId: string) => {
    const exported = await api<{ coaching: { clients: Array<{ id: string; completions: Array<{ effort: number; note: string | null }> }> } }>(instructor, 'GET', '/api/account/export');
    return exported.body.coaching.clients.find((c) => c.id === clientId)?.completions;
  };
  expect(await completionsOf(ben.id)).toHaveLength(0);
  await b.context.setOffline(false);
  // Back online the queue is sent and the plan read again: today is done, with B's effort.
  await b.page.getByRole('button', { name: 'Back to my plan' }).click();
  await visible(b.page.getByRole('article', { name: /^Today, / }).getByText(/effort 5\/10/));
  expect(await completionsOf(ben.id)).toHaveLength(1);
  // A reload sends the queue again if anything were left in it: still one.
  await b.page.reload();
  await visible(b.page.getByRole('article', { name: /^Today, / }).getByText(/effort 5\/10/));
  expect(await completionsOf(ben.id)).toMatchObject([{ effort: 5, note: 'On the train' }]);
  expect(await completionsOf(ana.id)).toMatchObject([{ effort: 7, note: 'Felt strong' }]);

  // The instructor's calendar of B shows today done with the effort and note.
  await instructor.goto(`${baseUrl()}/clients/${ben.id}`);
  const benToday = instructor.getByRole('listitem', { name: /: Done$/ });
  await visible(benToday.getByText(`${MOBILITY} · effort 5/10`));
  await visible(benToday.getByText('“On the train”'));
  // The calendar's days stand under their weekday: Monday's cell starts where the "Mon" heading does.
  const mondayCell = await instructor.getByRole('list', { name: 'Days' }).getByRole('listitem').first().boundingBox();
  const monHeading = await instructor.locator('.coach-weekdays span').first().boundingBox();
  expect(Math.abs(mondayCell!.x - monHeading!.x)).toBeLessThan(2);

  // B's link revoked: the page is not available.
  await instructor.getByRole('button', { name: 'Revoke link' }).click();
  await visible(instructor.getByText('No private link yet.'));
  await b.page.reload();
  await visible(b.page.getByText(NOT_AVAILABLE));

  // A asks to be forgotten from their page (a second tap confirms): the roster tells the instructor, and A is gone from it.
  await a.page.getByRole('button', { name: 'Forget me' }).click();
  await a.page.getByRole('button', { name: 'Yes, forget me' }).click();
  await visible(a.page.getByText(/^You are forgotten: /));
  await instructor.goto(`${baseUrl()}/clients`);
  await visible(instructor.getByText('Ana E2E asked to be forgotten: their page, schedule and logs are gone.'));
  expect(await instructor.getByRole('link', { name: 'Ana E2E', exact: true }).count()).toBe(0);
  expect(await completionsOf(ana.id)).toBeUndefined();

  expect([...instructorErrors, ...a.errors, ...b.errors]).toEqual([]);
  for (const c of [instructorContext, a.context, b.context]) await c.close();
});
