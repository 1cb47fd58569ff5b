import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Branding } from '@blockbeat/contracts';
import { randomUserId, type JsonResponse } from '@blockbeat/service-kit/testing';
import { caller, useContentService, type Caller } from '../support/content-service';
import { manyAttributes } from '../support/hostile-svgs';
import { SIMPLE_SVG, uploadLogo } from '../support/images';

/*
 * BlockBeat issue 24, finding 1: the SVG checker was shared first come, first served. One
 * account's 8 heavy logos made everyone else's tiny logo wait or answer 503, answers came after
 * the gateway had given up (15 s), and a logo whose upload was given up on was saved later,
 * after its owner had removed the logo.
 */

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const uploadSvg = (who: Caller, bytes: Buffer, signal?: AbortSignal) => uploadLogo(service, who, bytes, { fileName: 'logo.svg', type: 'image/svg+xml', signal });
const logoOf = async (who: Caller) => (await who.call<Branding>('/api/branding')).body.logoUrl;

/** The gateway's silence limit (gateway/src/api/proxy.ts): every answer must come before it. */
const GATEWAY_GIVES_UP_MS = 15_000;

/** Inside every limit, and slow to check: about 20,000 attributes to remove (1 to 3 s a file). */
const heavy = manyAttributes(100, 190);

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

const statuses = (answers: Array<JsonResponse<unknown>>) => answers.map((answer) => answer.status).sort();

beforeAll(async () => {
  // Two warm workers, as on a service that has checked logos before.
  expect(statuses(await Promise.all([uploadSvg(newUser(), heavy), uploadSvg(newUser(), heavy)]))).toEqual([200, 200]);
}, 60_000);

describe('one account cannot take the SVG checker from the others', () => {
  test('when one account sends 8 heavy logos at once, then 6 other accounts’ small logos are all accepted', async () => {
    const mallory = newUser();
    const burst = Promise.all(Array.from({ length: 8 }, () => uploadSvg(mallory, heavy)));
    await sleep(50);
    const others = await Promise.all(Array.from({ length: 6 }, () => uploadSvg(newUser(), SIMPLE_SVG)));
    expect(statuses(others)).toEqual([200, 200, 200, 200, 200, 200]);
    const mine = await burst;
    // Four of Mallory's are checked; the other four are refused at once, with when to try again.
    expect(statuses(mine)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(mine.find((answer) => answer.status === 429)?.body).toEqual({
      error: { code: 'rate_limited', message: 'Your other logos are still being checked. Please wait for them, then try again.' },
    });
  }, 60_000);

  test('when 16 accounts send heavy logos at once, then every one is answered before the gateway would give up, the busy ones 503 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const { value, ms } = await timed(
          fetchLogo(newUser(), heavy),
        );
        return { ...value, ms };
      }),
    );
    for (const answer of answers) expect(answer.ms).toBeLessThan(GATEWAY_GIVES_UP_MS - 1_000);
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.retryAfter).toBe('5');
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((a) => [200, 400, 503].includes(a.status))).toBe(true);
    // The checker is free again at once: no check is left waiting for a worker.
    expect((await uploadSvg(newUser(), SIMPLE_SVG)).status).toBe(200);
  }, 60_000);
});

describe('a logo given up on is never saved', () => {
  test('when the upload is given up on while it waits, and the logo is then removed, then the logo does not come back', async () => {
    const alice = newUser();
    expect((await uploadSvg(alice, SIMPLE_SVG)).status).toBe(200);
    const filesBefore = await readdir(service.uploadDir);
    // Both workers busy with others' heavy logos; Alice's new logo waits behind them.
    const busy = Promise.all([uploadSvg(newUser(), heavy), uploadSvg(newUser(), heavy)]);
    await sleep(100);
    const givenUp = new AbortController();
    const upload = uploadSvg(alice, SIMPLE_SVG, givenUp.signal).catch((err: unknown) => err as Error);
    await sleep(100);
    givenUp.abort();
    expect((await upload as Error).name).toBe('AbortError');
    expect((await alice.call('/api/branding/logo', { method: 'DELETE' })).status).toBe(204);
    await busy;
    // Time for a check that was still queued to finish and save, as it did before the fix.
    await sleep(1_500);
    expect(await logoOf(alice)).toBeNull();
    expect((await readdir(service.uploadDir)).length).toBeLessThan(filesBefore.length + 2);
  }, 60_000);
});

/** POST a logo and keep the Retry-After header too. */
async function fetchLogo(who: Caller, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/svg+xml' }), 'logo.svg');
  const res = await fetch(`${service.url}/api/branding/logo`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await who.token()}` } });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}
