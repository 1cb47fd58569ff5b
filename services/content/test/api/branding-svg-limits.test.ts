import { readdir } from 'node:fs/promises';
import type { Branding } from '@blockbeat/contracts';
import { randomUserId, type JsonResponse } from '@blockbeat/service-kit/testing';
import { caller, useContentService, type Caller } from '../support/content-service';
import { billionLaughs, manyAttributes, nestedGroups, quadraticBlowup, siblingGroups } from '../support/hostile-svgs';
import { SIMPLE_SVG, uploadLogo } from '../support/images';

/*
 * BlockBeat issue 12, finding 1: one SVG logo froze the content service for every user (5,000
 * nested <g>: 12 s, then a 500). SVGs are now checked in worker threads, within limits.
 */

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const storedFiles = () => readdir(service.uploadDir).catch(() => [] as string[]);
const uploadSvg = (who: Caller, bytes: Buffer) => uploadLogo(service, who, bytes, { fileName: 'logo.svg', type: 'image/svg+xml' });

/** Generous: the machine may be busy. What matters is that nothing waits for the SVG being checked. */
const PROMPT_MS = 1_000;
/** Before the change the replays took 3 to 27 s each on this machine (and ended in a 500, or were stored). */
const QUICK_MS = 3_000;

const TOO_DEEP = 'The SVG nests elements more than 64 deep';
const TOO_MANY_ELEMENTS = 'The SVG has more than 10,000 elements';
const TOO_MANY_ATTRIBUTES = 'The SVG has an element with more than 100 attributes';
const ENTITIES = 'The SVG declares its own entities (<!ENTITY>); export it without a DOCTYPE';

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

function expectRefused(res: JsonResponse<unknown>, reason: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: { code: 'validation', message: expect.any(String), fields: { file: reason } } });
}

/** A logo the limits let through that keeps a worker busy for about a second: 190 elements with 100 attributes each to remove. */
const heavy = manyAttributes(100, 190);

beforeAll(async () => {
  // The first SVG starts a worker (jsdom loads in about a second); the timings below are for a running service.
  expect((await uploadSvg(newUser(), SIMPLE_SVG)).status).toBe(200);
}, 30_000);

describe('hostile SVG logos (the replays of the issue)', () => {
  test.each([
    ['5,000 nested <g> (35 KB)', nestedGroups(5_000), TOO_DEEP],
    ['10,000 nested <g> (70 KB)', nestedGroups(10_000), TOO_DEEP],
    ['40,000 nested <g> (280 KB)', nestedGroups(40_000), TOO_DEEP],
    ['200,000 <g/> side by side (800 KB)', siblingGroups(200_000), TOO_MANY_ELEMENTS],
    ['one element with 60,000 attributes', manyAttributes(60_000), TOO_MANY_ATTRIBUTES],
    ['a billion laughs', billionLaughs(), ENTITIES],
    ['a quadratic entity blow-up', quadraticBlowup(), ENTITIES],
  ])('when the logo is %s, then the answer is quickly 400 with the reason and nothing is kept', async (_case, bytes, reason) => {
    const alice = newUser();
    const before = await storedFiles();
    const { value: res, ms } = await timed(uploadSvg(alice, bytes));
    expectRefused(res, reason);
    expect(ms).toBeLessThan(QUICK_MS);
    expect(await storedFiles()).toEqual(before);
    expect((await alice.call<Branding>('/api/branding')).body.logoUrl).toBeNull();
  });

  test('when three hostile logos come in a row, then each is refused with its reason and the service still takes a real logo', async () => {
    const alice = newUser();
    for (const bytes of [nestedGroups(5_000), nestedGroups(10_000), nestedGroups(40_000)]) {
      const { value: res, ms } = await timed(uploadSvg(alice, bytes));
      expectRefused(res, TOO_DEEP);
      expect(ms).toBeLessThan(QUICK_MS);
    }
    const { value: res, ms } = await timed(uploadSvg(alice, SIMPLE_SVG));
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(QUICK_MS);
  });
});

describe('the limits', () => {
  test('when an SVG nests exactly 64 deep, then it is accepted; one deeper is refused', async () => {
    // The <svg> is the first level.
    expect((await uploadSvg(newUser(), nestedGroups(63))).status).toBe(200);
    expectRefused(await uploadSvg(newUser(), nestedGroups(64)), TOO_DEEP);
  });

  test('when an SVG has exactly 10,000 elements, then it is accepted; one more is refused', async () => {
    expect((await uploadSvg(newUser(), siblingGroups(9_999))).status).toBe(200);
    expectRefused(await uploadSvg(newUser(), siblingGroups(10_000)), TOO_MANY_ELEMENTS);
  });

  test('when an element has exactly 100 attributes, then it is accepted; one more is refused', async () => {
    // DOCTYPE without entities (as editors export) is fine.
    const withDoctype = Buffer.concat([Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'), manyAttributes(100)]);
    expect((await uploadSvg(newUser(), withDoctype)).status).toBe(200);
    expectRefused(await uploadSvg(newUser(), manyAttributes(101)), TOO_MANY_ATTRIBUTES);
  });
});

describe('the service while SVGs are being checked', () => {
  test('when a heavy logo and three hostile ones are in flight, then /healthz and the API answer promptly all along', async () => {
    const alice = newUser();
    let settled = false;
    const uploads = Promise.all([heavy, nestedGroups(5_000), nestedGroups(10_000), nestedGroups(40_000)].map((bytes) => uploadSvg(alice, bytes)));
    void uploads.finally(() => (settled = true));
    const whileInFlight: number[] = [];
    while (!settled) {
      const { value: answers, ms } = await timed(Promise.all([fetch(`${service.url}/healthz`), alice.call('/api/branding')]));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      if (!settled) whileInFlight.push(ms);
    }
    const [heavyAnswer, ...hostile] = await uploads;
    expect(heavyAnswer?.status).toBe(200);
    for (const res of hostile) expectRefused(res, TOO_DEEP);
    expect(whileInFlight.length).toBeGreaterThan(0);
    expect(Math.max(...whileInFlight)).toBeLessThan(PROMPT_MS);
  }, 30_000);

  test('when more logos arrive than can be checked or wait, then the extra ones are 503 with a message, and the rest are checked', async () => {
    // Twenty at once, more than the 16 places: each takes a worker about a second, so all arrive while the first ones are checked.
    const responses = await Promise.all(Array.from({ length: 20 }, () => uploadSvg(newUser(), heavy)));
    const busy = responses.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(responses.filter((res) => res.status === 200).length).toBe(responses.length - busy.length);
    for (const res of busy) {
      expect(res.body).toEqual({ error: { code: 'unavailable', message: 'Too many logos are being checked right now. Please try again in a moment.' } });
    }
    expect((await uploadSvg(newUser(), SIMPLE_SVG)).status).toBe(200);
  }, 30_000);
});
