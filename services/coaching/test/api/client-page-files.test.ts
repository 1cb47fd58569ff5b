import { COACHING_MESSAGES, type Assignment, type Client, type ClientLink, type ClientPage } from '@blockbeat/contracts';
import { PAGE_FILES_FRESH_MS } from '../../src/client-page/domain/page-files';
import { useCoachingService, type Instructor } from '../support/coaching-service';

const { service, instructor, content, visitor, clock } = useCoachingService();

/** Recognisable bytes of a track. */
const track = (size = 2048) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 13) % 256));

/** A client of `coach` whose plan today holds a workout playing `musicUrl` (and showing `demoUrl`). */
async function clientPlayingFor(coach: Instructor, musicUrl: string, demoUrl?: string) {
  const workout = content.addWorkout(coach.sub, 'With music', [
    { name: 'Squats', duration: 20, restTime: 0, musicType: 'upload', musicUrl, ...(demoUrl && { demo: { type: 'image' as const, url: demoUrl } }) },
  ]);
  const client = (await coach.call<Client>('POST', '/api/clients', { name: 'Ada' })).body;
  const assignment = (await coach.call<Assignment>('POST', `/api/clients/${client.id}/assignments`, { workoutId: workout.id, startDate: '2026-11-28' })).body;
  const link = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
  return { client, token: link.token, assignment };
}

/** Today's first block as the client's page shows it. */
const todaysBlock = async (token: string) =>
  (await visitor<ClientPage>('GET', `/api/c/${token}?today=2026-11-28`)).body.days.find((d) => d.date === '2026-11-28')!.workouts[0]!.workout.exercises[0]!;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service.url}${path}`, { headers });
const idOf = (url: string) => url.split('/').pop()!;

describe("the client page's music, demo images and logo", () => {
  test('when the plan holds a workout with an uploaded track, then the page names it through the link and the link plays it, with Range', async () => {
    const bytes = track();
    const owner = instructor();
    const musicUrl = content.addUpload(owner.sub, bytes);
    const { token } = await clientPlayingFor(owner, musicUrl);

    const shown = await todaysBlock(token);
    expect(shown.musicUrl).toBe(`/api/c/${token}/uploads/${idOf(musicUrl)}`);
    expect(JSON.stringify(shown)).not.toContain(owner.sub);

    const whole = await get(shown.musicUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-powered-by')).toBeNull();
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await get(shown.musicUrl!, { range: 'bytes=1000-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1099/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 1100))).toBe(true);
  });

  test('when a demo image is uploaded, then it is read through the link too', async () => {
    const coach = instructor();
    const image = Buffer.from('\x89PNG fake image bytes');
    const demoUrl = content.addUpload(coach.sub, image, 'image/png');
    const { token } = await clientPlayingFor(coach, content.addUpload(coach.sub, track()), demoUrl);
    const demo = (await todaysBlock(token)).demo!;
    expect(demo.url).toBe(`/api/c/${token}/uploads/${idOf(demoUrl)}`);
    const res = await get(demo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
  });

  test("when the link asks for an upload that is not on the client's page (the instructor's other track, another instructor's, a bad id), then 404 JSON and content is not asked", async () => {
    const coach = instructor();
    const { token } = await clientPlayingFor(coach, content.addUpload(coach.sub, track()));
    const elsewhere = content.addUpload(coach.sub, track());
    const stranger = instructor();
    const theirs = content.addUpload(stranger.sub, track());
    const asked = content.files.asked.length;
    for (const id of [idOf(elsewhere), idOf(theirs), 'not-a-uuid', '..%2f..%2flogo']) {
      const res = await get(`/api/c/${token}/uploads/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: COACHING_MESSAGES.fileNotAvailable } });
    }
    expect(content.files.asked.length).toBe(asked);
  });

  test('when the link is revoked, then its files answer 404 like its page', async () => {
    const coach = instructor();
    const musicUrl = content.addUpload(coach.sub, track());
    const { client, token } = await clientPlayingFor(coach, musicUrl);
    expect((await get(`/api/c/${token}/uploads/${idOf(musicUrl)}`)).status).toBe(200);
    await coach.call('DELETE', `/api/clients/${client.id}/link`);
    const res = await get(`/api/c/${token}/uploads/${idOf(musicUrl)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found', message: COACHING_MESSAGES.linkNotAvailable } });
  });

  test('when content cannot serve the file, then 503 JSON says to try again', async () => {
    const coach = instructor();
    const musicUrl = content.addUpload(coach.sub, track());
    const { token } = await clientPlayingFor(coach, musicUrl);
    content.files.down = true;
    try {
      const res = await get(`/api/c/${token}/uploads/${idOf(musicUrl)}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: 'unavailable', message: COACHING_MESSAGES.filesUnavailable } });
    } finally {
      content.files.down = false;
    }
  });

  test("when the instructor has a logo, then the page names it through the link and the link serves it", async () => {
    const coach = instructor();
    const musicUrl = content.addUpload(coach.sub, track());
    const { token } = await clientPlayingFor(coach, musicUrl);
    const logo = Buffer.from('\x89PNG logo');
    content.setLogo(coach.sub, logo);
    const page = (await visitor<ClientPage>('GET', `/api/c/${token}?today=2026-11-28`)).body;
    expect(page.instructor.branding?.logoUrl).toBe(`/api/c/${token}/logo`);
    const res = await get(page.instructor.branding!.logoUrl!);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(logo)).toBe(true);
  });

  describe('the plan is not read again for every piece of a track', () => {
    /** The workouts content was asked for (one per reading of the plan); file reads not counted. */
    const planReads = () => content.calls.count - content.files.asked.length;
    afterEach(() => {
      clock.now = new Date('2026-11-28T12:00:00Z');
    });

    test('when the player reads its track in 20 ranges, then the plan is read once, and each range is served', async () => {
      const coach = instructor();
      const bytes = track(4000);
      const musicUrl = content.addUpload(coach.sub, bytes);
      const { token } = await clientPlayingFor(coach, musicUrl);
      const before = planReads();
      const parts = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/api/c/${token}/uploads/${idOf(musicUrl)}`, { range: `bytes=${i * 200}-${i * 200 + 199}` })));
      for (const [i, part] of parts.entries()) {
        expect(part.status).toBe(206);
        expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(i * 200, i * 200 + 200))).toBe(true);
      }
      expect(planReads() - before).toBe(1);
    });

    test(`when a track is taken off the plan, then the link serves it for at most ${PAGE_FILES_FRESH_MS / 1000} s more`, async () => {
      const coach = instructor();
      const musicUrl = content.addUpload(coach.sub, track());
      const { client, token, assignment } = await clientPlayingFor(coach, musicUrl);
      const path = `/api/c/${token}/uploads/${idOf(musicUrl)}`;
      expect((await get(path)).status).toBe(200);
      expect((await coach.call('DELETE', `/api/clients/${client.id}/assignments/${assignment.id}`)).status).toBe(204);
      expect((await get(path)).status).toBe(200);
      clock.now = new Date(clock.now.getTime() + PAGE_FILES_FRESH_MS + 1);
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: COACHING_MESSAGES.fileNotAvailable } });
    });

    test('when the instructor plans a workout with another track just after the page read one, then the new track plays at once', async () => {
      const coach = instructor();
      const first = content.addUpload(coach.sub, track());
      const { client, token } = await clientPlayingFor(coach, first);
      expect((await get(`/api/c/${token}/uploads/${idOf(first)}`)).status).toBe(200);
      const second = content.addUpload(coach.sub, track());
      const workout = content.addWorkout(coach.sub, 'New', [{ name: 'Lunges', duration: 20, restTime: 0, musicType: 'upload', musicUrl: second }]);
      await coach.call('POST', `/api/clients/${client.id}/assignments`, { workoutId: workout.id, startDate: '2026-11-28' });
      expect((await get(`/api/c/${token}/uploads/${idOf(second)}`)).status).toBe(200);
    });
  });
});
