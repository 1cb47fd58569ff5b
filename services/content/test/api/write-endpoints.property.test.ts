import {
  BLOCK_COLORS,
  DIFFICULTIES,
  MUSIC_TYPES,
  totalDuration,
  type Completion,
  type CustomCategory,
  type ExerciseTemplate,
  type Workout,
} from '@blockbeat/contracts';
import { randomUserId, type JsonResponse } from '@blockbeat/service-kit/testing';
import fc from 'fast-check';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createTemplate, createWorkout, hiitWorkout, share, SPOTIFY_URL, YOUTUBE_URL } from '../support/fixtures';

/**
 * Generated bodies (valid, on the limits, and garbage: wrong types, huge strings, nesting, nulls,
 * unicode the database cannot store) against each write endpoint, one server, one request at a
 * time: no answer is a 5xx, and whatever a 2xx answers is exactly what a later read returns.
 */
const service = useContentService();
const NUM_RUNS = 1000;
const TIMEOUT_MS = 180_000;

// Garbage: what a broken or hostile client might send.
const awkwardText = fc.constantFrom(
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil',
  '<script>alert(1)</script>',
  "'; DROP TABLE content.workouts; --",
  'x'.repeat(100_000),
  '€'.repeat(3000),
);
const anyText = fc.oneof(fc.string({ maxLength: 130 }), fc.string({ unit: 'binary', maxLength: 40 }), awkwardText);
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  anyText,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);
const unknownKeys = fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 });

// Valid values, the limits included, and text from all over Unicode.
const validName = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
  fc.constantFrom('n'.repeat(120), '  padded  ', 'Straße Übung', '🏋️‍♀️ HIIT 𝄞', 'x'),
);
const validText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('', 'n'.repeat(2000), 'Line one\nLine two'));
const inRange = (min: number, max: number) => fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
const UPLOAD_URL = `/api/uploads/${randomUserId()}`;
const validMusic = fc.constantFrom(
  { musicType: 'youtube', musicUrl: YOUTUBE_URL },
  { musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  { musicType: 'spotify', musicUrl: SPOTIFY_URL },
  { musicType: 'soundcloud', musicUrl: 'https://soundcloud.com/artist/track' },
  { musicType: 'upload', musicUrl: UPLOAD_URL },
  { musicType: 'spotify', musicUrl: '' },
  {},
);

// Mixed: each field mostly plausible (on, inside or just outside its limits), sometimes garbage.
const field = (plausible: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary: plausible }, { weight: 1, arbitrary: garbage });
const around = (min: number, max: number) =>
  fc.oneof({ weight: 2, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(min - 1, min, max, max + 1, min + 0.5, `${max}`) });
const mixedText = fc.oneof(validText, anyText, fc.constant('n'.repeat(2001)));
const mixedName = fc.oneof(validName, anyText, fc.constantFrom('', '   ', 'n'.repeat(121)));
const mixedMusic = fc.oneof(
  validMusic,
  fc.record(
    {
      musicType: field(fc.constantFrom(...MUSIC_TYPES, 'vimeo')),
      musicUrl: field(fc.constantFrom('', YOUTUBE_URL, SPOTIFY_URL, UPLOAD_URL, 'https://example.com/x', 'blob:\u0000')),
    },
    { requiredKeys: [] },
  ),
);

/** A third valid, a third mixed, and now and then not even an object. */
function bodies(valid: fc.Arbitrary<object>, mixed: fc.Arbitrary<object>): fc.Arbitrary<unknown> {
  const withStrayKeys = (body: fc.Arbitrary<object>) => fc.tuple(unknownKeys, body).map(([extra, b]) => ({ ...extra, ...b }));
  return fc.oneof({ weight: 4, arbitrary: withStrayKeys(valid) }, { weight: 4, arbitrary: withStrayKeys(mixed) }, { weight: 1, arbitrary: garbage });
}

const withMusic = (fields: fc.Arbitrary<object>, music: fc.Arbitrary<object>) => fc.tuple(fields, music).map(([f, m]) => ({ ...f, ...m }));

const validExercise = withMusic(
  fc.record(
    { name: validName, duration: inRange(5, 600), restTime: inRange(0, 300), notes: validText, blockColor: fc.constantFrom(...BLOCK_COLORS) },
    { requiredKeys: ['name', 'duration'] },
  ),
  validMusic,
);
const mixedExercise = withMusic(
  fc.record(
    { name: field(mixedName), duration: field(around(5, 600)), restTime: field(around(0, 300)), notes: field(mixedText), blockColor: field(anyText) },
    { requiredKeys: ['name', 'duration'] },
  ),
  mixedMusic,
);

const workoutBodies = bodies(
  fc.record(
    {
      name: validName,
      description: fc.oneof(validText, fc.constant(null)),
      notes: fc.oneof(validText, fc.constant(null)),
      category: fc.constantFrom('yoga', 'hiit', 'Barre', '', null),
      difficulty: fc.constantFrom(...DIFFICULTIES, null),
      exercises: fc.array(validExercise, { maxLength: 6 }),
    },
    { requiredKeys: ['name'] },
  ),
  fc.record(
    {
      name: field(mixedName),
      description: field(mixedText),
      notes: field(mixedText),
      category: field(fc.oneof(fc.constantFrom('yoga', 'Barre', 'c'.repeat(61)), anyText)),
      difficulty: field(fc.constantFrom(...DIFFICULTIES, 'extreme', null)),
      exercises: field(fc.array(fc.oneof(validExercise, mixedExercise, garbage), { maxLength: 6 })),
      totalDuration: fc.integer(),
    },
    { requiredKeys: [] },
  ),
);

const templateBodies = bodies(
  withMusic(
    fc.record(
      { name: validName, duration: inRange(5, 600), restTime: inRange(0, 300), notes: validText, blockColor: fc.constantFrom(...BLOCK_COLORS) },
      { requiredKeys: ['name'] },
    ),
    validMusic,
  ),
  withMusic(
    fc.record(
      {
        name: field(mixedName),
        duration: field(around(5, 600)),
        restTime: field(around(0, 300)),
        notes: field(mixedText),
        blockColor: field(fc.constantFrom(...BLOCK_COLORS, 'bg-black')),
      },
      { requiredKeys: [] },
    ),
    mixedMusic,
  ),
);

const categoryBodies = bodies(
  fc.record({ name: fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''), fc.constant('c'.repeat(40))) }),
  fc.record({ name: field(fc.oneof(mixedName, fc.constantFrom('Yoga', ' HIIT ', 'Barre', 'barre', 'c'.repeat(41)))) }, { requiredKeys: [] }),
);

/** Fails the property with the answer in view when the service errs on the server's side. */
function expectNoServerError(res: JsonResponse<unknown>, body: unknown): void {
  if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(body)?.slice(0, 500)}: ${res.text.slice(0, 500)}`);
  if (res.status >= 400) expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

interface Endpoint<T> {
  bodies: fc.Arbitrary<unknown>;
  /** Sends one body; a fresh caller per call when the re-read must see only that object. */
  send: (body: unknown) => Promise<JsonResponse<T> & { who: Caller }>;
  /** The stored object as a later read returns it. */
  reread: (who: Caller, answer: T) => Promise<unknown>;
}

/**
 * NUM_RUNS bodies, one request at a time: never a 5xx, and a 2xx answer re-reads identically.
 * At least a fifth must be accepted, or the re-read check would prove little.
 */
async function check<T>({ bodies: arbitrary, send, reread }: Endpoint<T>): Promise<void> {
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (body) => {
      const res = await send(body);
      expectNoServerError(res, body);
      if (res.status < 200 || res.status >= 300) return;
      accepted++;
      expect(await reread(res.who, res.body)).toEqual(res.body);
    }),
    { numRuns: NUM_RUNS },
  );
  expect(accepted).toBeGreaterThan(NUM_RUNS / 5);
}

const sendAs = <T>(who: Caller, method: string, path: string) => async (body: unknown) => ({
  ...(await who.call<T>(path, { method, body })),
  who,
});
const sendAsNewUser = <T>(method: string, path: string) => (body: unknown) => sendAs<T>(caller(service, randomUserId()), method, path)(body);
const read = async (who: Caller, path: string) => (await who.call(path)).body;

describe('write endpoints against generated bodies', () => {
  test('POST /api/workouts: never a 5xx; a 2xx re-reads identically with the server-computed total', async () => {
    await check<Workout>({
      bodies: workoutBodies,
      send: sendAsNewUser('POST', '/api/workouts'),
      reread: async (who, answer) => {
        expect(answer.totalDuration).toBe(totalDuration(answer.exercises));
        return read(who, `/api/workouts/${answer.id}`);
      },
    });
  }, TIMEOUT_MS);

  test('PUT /api/workouts/:id: never a 5xx; a 2xx re-reads identically', async () => {
    const who = caller(service, randomUserId());
    const { id } = await createWorkout(who, hiitWorkout);
    await check<Workout>({ bodies: workoutBodies, send: sendAs(who, 'PUT', `/api/workouts/${id}`), reread: () => read(who, `/api/workouts/${id}`) });
  }, TIMEOUT_MS);

  test('POST /api/exercise-templates: never a 5xx; a 2xx re-reads identically', async () => {
    await check<ExerciseTemplate>({
      bodies: templateBodies,
      send: sendAsNewUser('POST', '/api/exercise-templates'),
      reread: async (who) => ((await who.call<ExerciseTemplate[]>('/api/exercise-templates')).body)[0],
    });
  }, TIMEOUT_MS);

  test('PATCH /api/exercise-templates/:id: never a 5xx; a 2xx re-reads identically', async () => {
    const who = caller(service, randomUserId());
    const { id } = await createTemplate(who);
    await check<ExerciseTemplate>({
      bodies: templateBodies,
      send: sendAs(who, 'PATCH', `/api/exercise-templates/${id}`),
      reread: async () => ((await who.call<ExerciseTemplate[]>('/api/exercise-templates')).body)[0],
    });
  }, TIMEOUT_MS);

  test('POST /api/custom-categories: never a 5xx; a 2xx re-reads identically', async () => {
    // One user throughout, so duplicates (409) come up as well.
    const who = caller(service, randomUserId());
    await check<CustomCategory>({
      bodies: categoryBodies,
      send: sendAs(who, 'POST', '/api/custom-categories'),
      reread: async (_who, answer) => (await who.call<CustomCategory[]>('/api/custom-categories')).body.find((c) => c.id === answer.id),
    });
  }, TIMEOUT_MS);

  test('POST /api/completions: never a 5xx; a 2xx re-reads identically at the top of the log', async () => {
    const who = caller(service, randomUserId());
    const other = caller(service, randomUserId());
    const own = await createWorkout(who);
    const unshared = await createWorkout(other);
    const { shareToken } = await share(other, (await createWorkout(other)).id);
    const workoutIds = fc.constantFrom(own.id, own.id, unshared.id, randomUserId(), 'not-a-uuid');
    const shareTokens = fc.constantFrom(shareToken, shareToken, 'A'.repeat(32), '', '\u0000');
    const target = fc.oneof(
      { weight: 4, arbitrary: fc.record({ workoutId: field(workoutIds) }) },
      { weight: 4, arbitrary: fc.record({ shareToken: field(shareTokens) }) },
      { weight: 1, arbitrary: fc.record({ workoutId: field(workoutIds), shareToken: field(shareTokens) }, { requiredKeys: [] }) },
    );
    const validTarget = fc.oneof(fc.record({ workoutId: fc.constant(own.id) }), fc.record({ shareToken: fc.constant(shareToken) }));
    const withSeconds = (which: fc.Arbitrary<object>, seconds: fc.Arbitrary<unknown>) =>
      fc.tuple(which, seconds).map(([w, elapsedSeconds]) => ({ ...w, elapsedSeconds }));
    await check<Completion>({
      bodies: bodies(withSeconds(validTarget, inRange(0, 86_400)), withSeconds(target, field(around(0, 86_400)))),
      send: sendAs(who, 'POST', '/api/completions'),
      reread: async () => (await who.call<Completion[]>('/api/completions')).body[0],
    });
  }, TIMEOUT_MS);
});
