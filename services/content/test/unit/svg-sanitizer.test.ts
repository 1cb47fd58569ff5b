import { HttpError } from '@blockbeat/service-kit';
import { createSvgSanitizer } from '../../src/branding/domain/svg-sanitizer';
import { heaviestWithinLimits } from '../support/hostile-svgs';
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

/**
 * About 1.6 s of DOMPurify work in a worker here: four times the short limit below, so it runs past
 * it on a faster machine too (a file of about half a second here once finished inside it in CI).
 */
const slow = heaviestWithinLimits();

describe('the SVG sanitiser', () => {
  // 400 ms: a plain file in a fresh worker stays well within it even on a loaded machine.
  const svgs = createSvgSanitizer({ runLimitMs: 400 });
  afterAll(() => svgs.close());

  test('when a check runs past the time limit, then it is refused as too slow, and the next file gets a fresh worker', async () => {
    // The time limit runs from when a worker starts the file: a new worker's start-up (loading jsdom) does not count.
    expect((await svgs.sanitize('alice', SIMPLE_SVG)).toString()).toContain('<circle');
    const started = performance.now();
    expect(await answerOf(svgs.sanitize('alice', slow))).toEqual({
      status: 400,
      body: { error: { code: 'validation', message: expect.any(String), fields: { file: 'The SVG took too long to check' } } },
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await svgs.sanitize('alice', SIMPLE_SVG)).toString()).toContain('<circle');
  }, 30_000);
});
