import {
  BLOCK_COLORS,
  type ErrorBody,
  type SpotifyFillResult,
  type SpotifyPage,
  type SpotifyPlaylist,
  type SpotifyTemplatesResult,
  type SpotifyTrack,
  type Workout,
} from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, EXPIRED, type Caller } from '../support/content-service';
import { defaultFakePlaylists } from '../support/fake-spotify';
import { createTemplate, createWorkout, templatesOf, YOUTUBE_URL } from '../support/fixtures';
import { connectSpotify, useSpotifyContentService } from '../support/spotify';

const s = useSpotifyContentService();
const [WARM_UP, HIIT, COOL_DOWN] = defaultFakePlaylists();
const trackUrl = (id: string) => `https://open.spotify.com/track/${id}`;

async function connected(ent?: Parameters<typeof caller>[2]): Promise<Caller> {
  const who = caller(s.service, randomUserId(), ent);
  expect(await connectSpotify(s, who)).toBe('/spotify-playlist-sync?spotify=connected');
  return who;
}

const syncTemplates = (who: Caller, playlistId: string, body: unknown = {}) =>
  who.call<SpotifyTemplatesResult & ErrorBody>(`/api/spotify/playlists/${playlistId}/templates`, { method: 'POST', body });
const fill = (who: Caller, playlistId: string, body: unknown) =>
  who.call<SpotifyFillResult & ErrorBody>(`/api/spotify/playlists/${playlistId}/fill-workout`, { method: 'POST', body });
const workoutOf = async (who: Caller, id: string) => (await who.call<Workout>(`/api/workouts/${id}`)).body;

beforeEach(() => s.fake.reset());

describe('reading playlists', () => {
  test('when the user lists playlists, then each has its name, smallest cover and track count, paged', async () => {
    const who = await connected();
    const res = await who.call<SpotifyPage<SpotifyPlaylist>>('/api/spotify/playlists?offset=1&limit=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { id: HIIT!.id, name: 'HIIT Power Hour', imageUrl: 'https://i.scdn.co/image/hiit-60', trackCount: 130 },
        { id: COOL_DOWN!.id, name: 'Cool Down', imageUrl: null, trackCount: 4 },
      ],
      total: 3,
      offset: 1,
      limit: 2,
    });
  });

  test("when the user lists a playlist's tracks, then local files, episodes and removed tracks are left out", async () => {
    const who = await connected();
    const res = await who.call<SpotifyPage<SpotifyTrack>>(`/api/spotify/playlists/${WARM_UP!.id}/tracks`);
    expect(res.body.total).toBe(7);
    expect(res.body.items.map((t) => t.title)).toEqual(['Morning Stretch', 'Easy Jog', 'Loosen Up', 'Ready Set']);
    expect(res.body.items[1]).toEqual({ id: 'tr00000000000000000102', title: 'Easy Jog', artists: ['Pace Makers', 'DJ Stride'], durationMs: 214_000, url: trackUrl('tr00000000000000000102') });
  });

  test('when the second page of a long playlist is asked for, then Spotify is asked for that page', async () => {
    const who = await connected();
    const res = await who.call<SpotifyPage<SpotifyTrack>>(`/api/spotify/playlists/${HIIT!.id}/tracks?offset=100&limit=100`);
    expect(res.body.items).toHaveLength(30);
    expect(res.body.items[0]!.title).toBe('Power Track 101');
  });

  test.each([
    ['/api/spotify/playlists?limit=51', 'limit'],
    ['/api/spotify/playlists?offset=-1', 'offset'],
    [`/api/spotify/playlists/${'x'.repeat(65)}/tracks`, 'id'],
    ['/api/spotify/playlists/bad%2Fid/tracks', 'id'],
    [`/api/spotify/playlists/abc/tracks?limit=101`, 'limit'],
  ])('when %s is asked for, then 400 names %s', async (path, field) => {
    const who = caller(s.service, randomUserId());
    const res = await who.call<ErrorBody>(path);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
  });

  test('when the playlist does not exist, then 404', async () => {
    const who = await connected();
    const res = await who.call<ErrorBody>('/api/spotify/playlists/nosuchplaylist/tracks');
    expect(res.status).toBe(404);
  });
});

describe('templates from a playlist', () => {
  test('when a playlist is synced, then one template per track, named "Title — Artist", 30 s / 10 s, the colours in turn', async () => {
    const who = await connected();
    const res = await syncTemplates(who, WARM_UP!.id);
    expect(res.body).toEqual({ created: 4, skipped: 0 });
    const templates = await templatesOf(who);
    expect(templates.map((t) => t.name)).toEqual(['Morning Stretch — Sunrise Collective', 'Easy Jog — Pace Makers, DJ Stride', 'Loosen Up — Sunrise Collective', 'Ready Set — Pace Makers']);
    expect(templates[0]).toMatchObject({ duration: 30, restTime: 10, musicType: 'spotify', musicUrl: trackUrl('tr00000000000000000101'), blockColor: BLOCK_COLORS[0], notes: '' });
    expect(templates.map((t) => t.blockColor)).toEqual(BLOCK_COLORS.slice(0, 4));
  });

  test('when the colours run out, then they start again from the first', async () => {
    const who = await connected();
    await syncTemplates(who, HIIT!.id, { trackIds: HIIT!.tracks.slice(0, 10).map((t) => t!.id) });
    expect((await templatesOf(who)).map((t) => t.blockColor)).toEqual([...BLOCK_COLORS, BLOCK_COLORS[0], BLOCK_COLORS[1]]);
  });

  test('when the same playlist is synced twice, then the second adds nothing', async () => {
    const who = await connected();
    expect((await syncTemplates(who, HIIT!.id)).body).toEqual({ created: 130, skipped: 0 });
    expect((await syncTemplates(who, HIIT!.id)).body).toEqual({ created: 0, skipped: 130 });
    expect(await templatesOf(who)).toHaveLength(130);
  });

  test('when a track is already a template (by any form of its URL) or twice in the playlist, then it is skipped', async () => {
    const who = await connected();
    await createTemplate(who, { name: 'Mine', musicType: 'spotify', musicUrl: 'https://open.spotify.com/intl-de/track/tr00000000000000000301?si=x' });
    const res = await syncTemplates(who, COOL_DOWN!.id);
    expect(res.body).toEqual({ created: 2, skipped: 2 });
    expect((await templatesOf(who)).map((t) => t.name).sort()).toEqual(['Mine', 'Slow Breath — Quiet Room', 'Very Long Ambient Journey — Drift']);
  });

  test('when only some tracks are chosen, then only those become templates', async () => {
    const who = await connected();
    const res = await syncTemplates(who, WARM_UP!.id, { trackIds: ['tr00000000000000000102'] });
    expect(res.body).toEqual({ created: 1, skipped: 0 });
    expect((await templatesOf(who)).map((t) => t.musicUrl)).toEqual([trackUrl('tr00000000000000000102')]);
  });

  test("when Spotify fails on the playlist's second page, then no template at all is written", async () => {
    const who = await connected();
    s.fake.failTracksPage(2);
    const res = await syncTemplates(who, HIIT!.id);
    expect(res.status).toBe(502);
    expect(res.body.error.reason).toBe('unavailable');
    expect(s.fake.requestsTo(`/v1/playlists/${HIIT!.id}/tracks`).map((r) => r.status)).toEqual([200, 500]);
    expect(await templatesOf(who)).toEqual([]);
  });

  test('when two syncs of one playlist run at once, then each track becomes one template', async () => {
    const who = await connected();
    const answers = await Promise.all([syncTemplates(who, HIIT!.id), syncTemplates(who, HIIT!.id)]);
    expect(answers.map((a) => a.body.created).sort()).toEqual([0, 130]);
    const urls = (await templatesOf(who)).map((t) => t.musicUrl);
    expect(new Set(urls).size).toBe(130);
    expect(urls).toHaveLength(130);
  });

  test('when a user without an entitlement syncs, then 402 and nothing is written', async () => {
    const who = await connected(EXPIRED);
    expect((await syncTemplates(who, WARM_UP!.id)).status).toBe(402);
    expect(await templatesOf(who)).toEqual([]);
  });

  test('when trackIds holds something that is not a track id, then 400', async () => {
    const who = await connected();
    const res = await syncTemplates(who, WARM_UP!.id, { trackIds: ['not a track'] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['trackIds.0']);
  });
});

describe('filling a workout', () => {
  const threeBlocks = {
    name: 'Three blocks',
    exercises: [
      { name: 'Squats', duration: 40, restTime: 5, musicType: 'youtube', musicUrl: YOUTUBE_URL, blockColor: BLOCK_COLORS[3] },
      { name: 'Lunges', duration: 40, restTime: 5 },
      { name: 'Plank', duration: 60, restTime: 0 },
    ],
  };

  test('when the playlist has more tracks than blocks, then the blocks get the first tracks in order and their names stay', async () => {
    const who = await connected();
    const workout = await createWorkout(who, threeBlocks);
    const res = await fill(who, WARM_UP!.id, { workoutId: workout.id, addBlocks: false, matchTrackLength: false });
    expect(res.body).toEqual({ filled: 3, tracksLeft: 1, added: 0 });
    const after = await workoutOf(who, workout.id);
    expect(after.exercises.map((e) => [e.name, e.duration, e.musicType, e.musicUrl])).toEqual([
      ['Squats', 40, 'spotify', trackUrl('tr00000000000000000101')],
      ['Lunges', 40, 'spotify', trackUrl('tr00000000000000000102')],
      ['Plank', 60, 'spotify', trackUrl('tr00000000000000000103')],
    ]);
    expect(after.exercises[0]!.blockColor).toBe(BLOCK_COLORS[3]);
  });

  test('when addBlocks is set, then a block is added per remaining track; matchTrackLength clamps to 5–600 s', async () => {
    const who = await connected();
    const workout = await createWorkout(who, { name: 'One block', exercises: [{ name: 'Breathe', duration: 30, restTime: 0 }] });
    const res = await fill(who, COOL_DOWN!.id, { workoutId: workout.id, addBlocks: true, matchTrackLength: true });
    expect(res.body).toEqual({ filled: 1, tracksLeft: 0, added: 3 });
    const after = await workoutOf(who, workout.id);
    expect(after.exercises.map((e) => [e.name, e.duration, e.restTime])).toEqual([
      ['Breathe', 5, 0],
      ['Slow Breath — Quiet Room', 200, 10],
      ['Very Long Ambient Journey — Drift', 600, 10],
      ['Slow Breath — Quiet Room', 200, 10],
    ]);
    expect(after.exercises.map((e) => e.blockColor)).toEqual([undefined, BLOCK_COLORS[1], BLOCK_COLORS[2], BLOCK_COLORS[3]]);
    expect(after.totalDuration).toBe(5 + 0 + 210 + 610 + 210);
  });

  test('when blocks are added without matchTrackLength, then they last 30 s with 10 s rest', async () => {
    const who = await connected();
    const workout = await createWorkout(who, { name: 'Empty', exercises: [] });
    const res = await fill(who, WARM_UP!.id, { workoutId: workout.id, addBlocks: true, matchTrackLength: false });
    expect(res.body).toEqual({ filled: 0, tracksLeft: 0, added: 4 });
    expect((await workoutOf(who, workout.id)).exercises.map((e) => [e.duration, e.restTime])).toEqual([[30, 10], [30, 10], [30, 10], [30, 10]]);
  });

  test('when adding would pass 500 blocks, then it stops at 500 and says how many tracks were left', async () => {
    const who = await connected();
    const long = { id: 'longplaylist', name: 'Marathon', tracks: Array.from({ length: 520 }, (_, i) => ({ id: `lg${String(i).padStart(20, '0')}`, name: `Mile ${i + 1}`, artists: [], durationMs: 60_000 })) };
    s.fake.seed([...defaultFakePlaylists(), long]);
    try {
      const workout = await createWorkout(who, { name: 'Ten blocks', exercises: Array.from({ length: 10 }, (_, i) => ({ name: `Block ${i + 1}`, duration: 5, restTime: 0 })) });
      const res = await fill(who, long.id, { workoutId: workout.id, addBlocks: true, matchTrackLength: false });
      expect(res.body).toEqual({ filled: 10, tracksLeft: 20, added: 490 });
      const after = await workoutOf(who, workout.id);
      expect(after.exercises).toHaveLength(500);
      expect(after.exercises[499]!.name).toBe('Mile 500');
    } finally {
      s.fake.seed(defaultFakePlaylists());
    }
  });

  test('when the workout is another user\'s, then 404 and it is unchanged', async () => {
    const owner = await connected();
    const other = await connected();
    const workout = await createWorkout(owner, threeBlocks);
    const res = await fill(other, WARM_UP!.id, { workoutId: workout.id, addBlocks: true, matchTrackLength: true });
    expect(res.status).toBe(404);
    expect((await workoutOf(owner, workout.id)).exercises).toEqual(workout.exercises);
  });

  test('when Spotify fails part-way, then the workout is unchanged', async () => {
    const who = await connected();
    const workout = await createWorkout(who, threeBlocks);
    s.fake.failTracksPage(2);
    expect((await fill(who, HIIT!.id, { workoutId: workout.id, addBlocks: true, matchTrackLength: true })).status).toBe(502);
    expect((await workoutOf(who, workout.id)).exercises).toEqual(workout.exercises);
  });

  test('when the body is missing its workout, then 400 names it', async () => {
    const who = await connected();
    const res = await fill(who, WARM_UP!.id, { addBlocks: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(['addBlocks', 'workoutId']);
  });
});
