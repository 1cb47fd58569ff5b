import { DEFAULT_BLOCK_COLOR, type ExerciseTemplate } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, useContentService } from '../support/content-service';
import { createTemplate, plankTemplate, SPOTIFY_URL, templatesOf, YOUTUBE_URL } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const patch = (who: ReturnType<typeof newUser>, id: string, body: unknown) =>
  who.call<ExerciseTemplate>(`/api/exercise-templates/${id}`, { method: 'PATCH', body });

describe('creating and listing exercise templates', () => {
  test('when only a name is sent, then the form defaults fill the rest and the name is trimmed', async () => {
    const res = await newUser().call<ExerciseTemplate>('/api/exercise-templates', { method: 'POST', body: { name: '  Squats ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Squats',
      duration: 30,
      restTime: 10,
      notes: '',
      musicUrl: '',
      musicType: 'youtube',
      blockColor: DEFAULT_BLOCK_COLOR,
      demo: null,
      createdAt: expect.any(String),
    });
  });

  test('when every field is sent, then the answer is the ExerciseTemplate shape with those values', async () => {
    const res = await newUser().call<ExerciseTemplate>('/api/exercise-templates', { method: 'POST', body: { ...plankTemplate, userId: 'x' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...plankTemplate, demo: null, id: expect.any(String), createdAt: expect.any(String) });
  });

  test('when a user lists templates, then they see only their own, newest first', async () => {
    const alice = newUser();
    for (const name of ['Lunges', 'Plank', 'Bridge']) await createTemplate(alice, { name });
    await createTemplate(newUser(), { name: 'Not yours' });
    const res = await alice.call<ExerciseTemplate[]>('/api/exercise-templates');
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.name)).toEqual(['Bridge', 'Plank', 'Lunges']);
  });

  test('when the limits are met exactly, then the template is accepted', async () => {
    const alice = newUser();
    for (const bounds of [{ duration: 5, restTime: 0 }, { duration: 600, restTime: 300 }]) {
      const res = await alice.call('/api/exercise-templates', { method: 'POST', body: { name: 'n'.repeat(120), ...bounds } });
      expect(res.status).toBe(201);
    }
  });
});

const invalid: Array<[string, Record<string, unknown>, string, string | RegExp]> = [
  ['duration is 4', { duration: 4 }, 'duration', 'Duration must be at least 5 seconds'],
  ['duration is 601', { duration: 601 }, 'duration', 'Duration must be at most 600 seconds'],
  ['duration is not a whole number', { duration: 30.5 }, 'duration', /integer/],
  ['restTime is -1', { restTime: -1 }, 'restTime', 'Rest time must be at least 0 seconds'],
  ['restTime is 301', { restTime: 301 }, 'restTime', 'Rest time must be at most 300 seconds'],
  ['the name is empty', { name: '' }, 'name', 'Exercise name is required'],
  ['the name is only spaces', { name: '   ' }, 'name', 'Exercise name is required'],
  ['the name is longer than 120', { name: 'n'.repeat(121) }, 'name', /120/],
  ['a YouTube URL is not one', { musicType: 'youtube', musicUrl: 'https://vimeo.com/123' }, 'musicUrl', 'Invalid YouTube URL'],
  ['a Spotify URL is an album', { musicType: 'spotify', musicUrl: 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC' }, 'musicUrl', 'Invalid Spotify URL - must be a track URL'],
  ['the URL does not match the default type (youtube)', { musicType: undefined, musicUrl: SPOTIFY_URL }, 'musicUrl', 'Invalid YouTube URL'],
  ['the colour is not one of the eight', { blockColor: 'bg-black' }, 'blockColor', '"blockColor" must be one of the eight block colours'],
  ['the music type is unknown', { musicType: 'vimeo' }, 'musicType', /must be one of/],
  ['the notes are over 2000 characters', { notes: 'x'.repeat(2001) }, 'notes', /2000/],
];

describe('validation', () => {
  test.each(invalid)('when %s, then POST answers 400 naming the field and stores nothing', async (_case, change, field, message) => {
    const alice = newUser();
    const res = await alice.call('/api/exercise-templates', { method: 'POST', body: { ...plankTemplate, musicUrl: '', ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { [field]: expect.stringMatching(message) } } });
    expect(await templatesOf(alice)).toEqual([]);
  });

  test.each(invalid)('when %s, then PATCH answers 400 naming the field and changes nothing', async (_case, change, field, message) => {
    const alice = newUser();
    const template = await createTemplate(alice, { ...plankTemplate, musicType: 'youtube', musicUrl: '' });
    const res = await patch(alice, template.id, change);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { [field]: expect.stringMatching(message) } } });
    expect(await templatesOf(alice)).toEqual([template]);
  });

  test('when a name is missing on create, then the answer names it', async () => {
    const res = await newUser().call('/api/exercise-templates', { method: 'POST', body: { duration: 30 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { name: 'Exercise name is required' } } });
  });
});

describe('updating templates (PATCH)', () => {
  test('when one field is patched, then only that field changes and the list shows the update', async () => {
    const alice = newUser();
    const template = await createTemplate(alice);
    const res = await patch(alice, template.id, { duration: 60 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...template, duration: 60 });
    expect(await templatesOf(alice)).toEqual([res.body]);
  });

  test('when only the URL is patched, then it is checked against the stored music type', async () => {
    const alice = newUser();
    const template = await createTemplate(alice);
    const res = await patch(alice, template.id, { musicUrl: YOUTUBE_URL });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { musicUrl: 'Invalid Spotify URL - must be a track URL' } } });
    expect(await templatesOf(alice)).toEqual([template]);
  });

  test('when only the music type is patched, then the stored URL must suit it', async () => {
    const alice = newUser();
    const template = await createTemplate(alice);
    const res = await patch(alice, template.id, { musicType: 'youtube' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { musicUrl: 'Invalid YouTube URL' } } });
  });

  test('when type and URL change together, or the URL is cleared, then the patch is accepted', async () => {
    const alice = newUser();
    const template = await createTemplate(alice);
    const both = await patch(alice, template.id, { musicType: 'youtube', musicUrl: YOUTUBE_URL, name: ' Side plank ' });
    expect(both.body).toEqual({ ...template, musicType: 'youtube', musicUrl: YOUTUBE_URL, name: 'Side plank' });
    const cleared = await patch(alice, template.id, { musicType: 'soundcloud', musicUrl: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ musicType: 'soundcloud', musicUrl: '' });
  });

  test('when the patch is empty, then the template is answered unchanged', async () => {
    const alice = newUser();
    const template = await createTemplate(alice);
    expect((await patch(alice, template.id, {})).body).toEqual(template);
  });

  test('when the id is unknown or not a uuid, then the answer is 404', async () => {
    const alice = newUser();
    expect((await patch(alice, randomUserId(), { duration: 60 })).status).toBe(404);
    expect((await patch(alice, 'nope', { duration: 60 })).status).toBe(404);
  });
});

describe('deleting templates', () => {
  test('when the owner deletes a template, then it answers 204 and the template is gone', async () => {
    const alice = newUser();
    const template = await createTemplate(alice);
    expect((await alice.call(`/api/exercise-templates/${template.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await templatesOf(alice)).toEqual([]);
    expect((await alice.call(`/api/exercise-templates/${template.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
