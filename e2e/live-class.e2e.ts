import type { Page } from 'playwright-core';
import { baseUrl, signIn, trackPageErrors, uniqueEmail } from './support/browser';
import { browserForFile, pageApi as api, refuseOffMachineRequests, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

const EVENTS = '**/api/live/*/events';

/**
 * Lets the test drop a follower's class stream as a network failure would: the stream is closed and
 * the page told of the error (Playwright cannot cut a response that is already streaming).
 */
async function recordStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: EventSource[] = [];
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    };
    (window as unknown as { __dropStreams: () => void }).__dropStreams = () => {
      for (const s of streams.splice(0)) {
        s.close();
        s.dispatchEvent(new Event('error'));
      }
    };
  });
}

const countdown = (page: Page) => page.getByRole('timer').first().textContent();
const blockIs = (page: Page, name: string, timeout = 15_000) => visible(page.locator('.block-name', { hasText: name }), timeout);
const tvBlockIs = (page: Page, name: string) => visible(page.locator('.live-tv-block', { hasText: name }));

async function followerPage(path: string) {
  const context = await browser().newContext();
  await refuseOffMachineRequests(context);
  const page = await context.newPage();
  await recordStreams(page);
  const errors = trackPageErrors(page);
  await page.goto(`${baseUrl()}${path}`);
  return { context, page, errors };
}

test('when an instructor runs a live class, then followers (one on a TV, one late, one dropped for 10 s) follow in step, and feedback reaches the dashboard card', async () => {
  const instructorContext = await browser().newContext();
  await refuseOffMachineRequests(instructorContext);
  const instructor = await instructorContext.newPage();
  const instructorErrors = trackPageErrors(instructor);
  await signIn(instructor, uniqueEmail('instructor'));
  const created = await api<{ id: string }>(instructor, 'POST', '/api/workouts', {
    name: 'E2E Live',
    exercises: ['Warm up', 'Squat', 'Plank', 'Lunge', 'Cool down'].map((name) => ({ name, duration: 120, restTime: 0, notes: `${name} notes` })),
  });
  expect(created.status).toBe(201);

  await instructor.goto(`${baseUrl()}/player/${created.body.id}`);
  await instructor.getByRole('button', { name: 'Start live class' }).click();
  const codeLabel = await instructor.locator('[aria-label^="Class code "]').getAttribute('aria-label');
  const code = codeLabel!.replace('Class code ', '');
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);

  // One follower types the code at /live (lower case), one opens the TV layout.
  const phone = await followerPage('/live');
  await phone.page.getByLabel('Class code').fill(code.toLowerCase());
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await phone.page.waitForURL(`${baseUrl()}/live/${code}`);
  await visible(phone.page.getByText('Waiting for the instructor to start'));
  const tv = await followerPage(`/live/${code}?tv=1`);
  await visible(tv.page.getByRole('button', { name: /Fullscreen/ }));
  await visible(instructor.getByText('Followers: 2'));

  // Play: both follow through the lead-in into the first block's work.
  await instructor.getByRole('button', { name: 'Play', exact: true }).click();
  await visible(phone.page.locator('.phase-badge', { hasText: 'Get ready' }));
  await visible(instructor.locator('.phase-badge', { hasText: 'Work' }));
  await blockIs(phone.page, 'Warm up');
  await visible(phone.page.locator('.phase-badge', { hasText: 'Work' }), 3000);
  await tvBlockIs(tv.page, 'Warm up');

  // Pause reaches them at once: the same second, standing still.
  await instructor.getByRole('button', { name: 'Pause', exact: true }).click();
  await visible(tv.page.locator('.live-tv-status', { hasText: 'Paused' }));
  const held = await countdown(instructor);
  await instructor.waitForTimeout(1500);
  expect(await countdown(phone.page)).toBe(held);
  expect(await countdown(tv.page)).toBe(held);
  await instructor.getByRole('button', { name: 'Play', exact: true }).click();

  // Skip: followers move to the next block.
  await instructor.getByRole('button', { name: 'Next block' }).click();
  await blockIs(instructor, 'Squat');
  await blockIs(phone.page, 'Squat', 3000);
  await tvBlockIs(tv.page, 'Squat');

  // A late joiner lands in the right block at the right second (compared while paused).
  const late = await followerPage(`/live/${code}`);
  await blockIs(late.page, 'Squat');
  await instructor.getByRole('button', { name: 'Pause', exact: true }).click();
  await instructor.waitForTimeout(1500);
  expect(await countdown(late.page)).toBe(await countdown(instructor));
  await instructor.getByRole('button', { name: 'Play', exact: true }).click();

  // The phone loses its stream for 10 s while the instructor skips twice; then it is back in step.
  await phone.page.route(EVENTS, (route) => route.abort('connectionfailed'));
  await phone.page.evaluate(() => (window as unknown as { __dropStreams: () => void }).__dropStreams());
  await visible(phone.page.getByText('Reconnecting…'));
  await instructor.getByRole('button', { name: 'Next block' }).click();
  await blockIs(instructor, 'Plank');
  await instructor.waitForTimeout(5000);
  await instructor.getByRole('button', { name: 'Next block' }).click();
  await blockIs(instructor, 'Lunge');
  await instructor.waitForTimeout(5000);
  expect(await phone.page.locator('.block-name', { hasText: 'Lunge' }).count()).toBe(0);
  await phone.page.unroute(EVENTS);
  await blockIs(phone.page, 'Lunge', 10_000);
  await instructor.getByRole('button', { name: 'Pause', exact: true }).click();
  await instructor.waitForTimeout(1500);
  expect(await countdown(phone.page)).toBe(await countdown(instructor));

  // The instructor ends the class: followers are asked how it went; one answers.
  await instructor.getByRole('button', { name: 'End class' }).click();
  await visible(phone.page.getByRole('heading', { name: 'The class has ended' }));
  await visible(tv.page.getByRole('heading', { name: 'The class has ended' }));
  const form = phone.page.getByRole('form', { name: 'How did it go?' });
  await form.getByLabel('Done').check();
  await form.getByRole('radio', { name: '7' }).check();
  await form.getByLabel('Note (optional)').fill('Great class <b>thanks</b>');
  await form.getByLabel('First name (optional)').fill('Ana');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await visible(phone.page.getByText('Thanks! Your instructor will see it.'));

  await instructor.goto(`${baseUrl()}/dashboard`);
  const feedbackLink = instructor.getByRole('link', { name: '1 feedback · effort 7.0' });
  await visible(feedbackLink);
  await feedbackLink.click();
  await visible(instructor.getByText('Great class <b>thanks</b>'));
  await visible(instructor.getByText('Ana'));

  expect([...instructorErrors, ...phone.errors, ...tv.errors, ...late.errors]).toEqual([]);
  for (const c of [instructorContext, phone.context, tv.context, late.context]) await c.close();
});
