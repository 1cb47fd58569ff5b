import { HttpError } from '@blockbeat/service-kit';
import { createSvgSanitizer } from '../../src/domain/svg-sanitizer';
import { manyAttributes } from '../support/hostile-svgs';
import { SIMPLE_SVG } from '../support/images';

/** Its error as a client would read it, or null when it succeeded. */
async function answerOf(work: Promise<unknown>) {
  try {
    await work;
    return null;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { status: err.status, body: err.toBody() };
  }
}

/** About a second of DOMPurify work in a worker: far past the short limit below. */
const slow = manyAttributes(100, 700);

describe('the SVG sanitiser', () => {
  const svgs = createSvgSanitizer({ timeLimitMs: 100 });
  afterAll(() => svgs.close());

  test('when a check runs past the time limit, then it is refused as too slow, and the next file gets a fresh worker', async () => {
    // The time limit runs from when a worker starts the file: a new worker's start-up (loading jsdom) does not count.
    expect((await svgs.sanitize(SIMPLE_SVG)).toString()).toContain('<circle');
    const started = performance.now();
    expect(await answerOf(svgs.sanitize(slow))).toEqual({
      status: 400,
      body: { error: { code: 'validation', message: expect.any(String), fields: { file: 'The SVG took too long to check' } } },
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await svgs.sanitize(SIMPLE_SVG)).toString()).toContain('<circle');
  }, 30_000);
});
