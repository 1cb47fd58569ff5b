import { randomUUID } from 'node:crypto';
import type { Workout, WorkoutSummary } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createWorkout, hiitWorkout } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const save = (who: Caller, body: unknown) => who.call<Workout>('/api/workouts', { method: 'POST', body });

/** Three rounds of two blocks, an each-side hold and a 4-7-8 breath block after them. */
const circuit = {
  name: 'Mobility circuit',
  exercises: [
    { name: 'Squats', duration: 40, restTime: 20 },
    { name: 'Push-ups', duration: 30, restTime: 10 },
    { name: 'Pigeon', duration: 45, restTime: 5, eachSide: true, sideSwitchSec: 10 },
    { name: 'Relax', duration: 30, restTime: 0, breathing: { breaths: 4, inhaleSec: 4, holdSec: 7, exhaleSec: 8 } },
  ],
  groups: [{ start: 0, count: 2, rounds: 3, restBetweenRoundsSec: 60, name: 'Strength' }],
  sound: { cueProfile: 'gentle', halfwayCue: true, voice: true, flash: false },
};

/** 3 × (60 + 40) + 2 × 60 between rounds; 45 × 2 + 10 + 5 each side; 4 × 19 breathing. */
const CIRCUIT_SECONDS = 3 * 100 + 2 * 60 + (90 + 10 + 5) + 4 * 19;

describe('workouts saved before round groups', () => {
  test('when a workout row written before the structure columns is read, then it answers as before with groups [] and sound null', async () => {
    const alice = newUser();
    const id = randomUUID();
    const exercises = [{ name: 'Burpees', duration: 20, restTime: 10, musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ' }];
    // The INSERT an older release made: it names none of the new columns.
    await service.sequelize.query(
      `INSERT INTO content.workouts (id, user_id, name, description, notes, category, difficulty, exercises, total_duration, created_at, updated_at)
       VALUES (:id, :userId, 'Old one', NULL, NULL, 'hiit', NULL, CAST(:exercises AS jsonb), 30, '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z')`,
      { replacements: { id, userId: alice.userId, exercises: JSON.stringify(exercises) } },
    );
    const res = await alice.call<Workout>(`/api/workouts/${id}`);
    expect(res.status).toBe(200);
    // JSONB keeps an object's keys shortest first, as it always did for these rows.
    const stored = '[{"name":"Burpees","duration":20,"musicUrl":"https://youtu.be/dQw4w9WgXcQ","restTime":10,"musicType":"youtube"}]';
    const before = `{"id":"${id}","name":"Old one","description":null,"notes":null,"category":"hiit","difficulty":null,"createdAt":"2026-01-02T03:04:05.678Z","updatedAt":"2026-01-02T03:04:05.678Z","exercises":${stored}`;
    expect(res.text).toBe(`${before},"groups":[],"sound":null,"totalDuration":30}`);
  });

  test('when a flat workout is saved without any new field, then its blocks read back exactly as sent and the total is unchanged', async () => {
    const workout = await createWorkout(newUser());
    expect(workout.exercises).toEqual(hiitWorkout.exercises);
    expect(workout).toMatchObject({ groups: [], sound: null, totalDuration: 80 });
  });
});

describe('round groups, sides and breaths', () => {
  test('when a workout with a group, an each-side block, a breath block and a sound is saved, then it reads back as saved', async () => {
    const alice = newUser();
    const created = await save(alice, circuit);
    expect(created.status).toBe(201);
    const read = (await alice.call<Workout>(`/api/workouts/${created.body.id}`)).body;
    expect(read).toEqual(created.body);
    expect(read.groups).toEqual(circuit.groups);
    expect(read.sound).toEqual(circuit.sound);
    expect(read.exercises[2]).toEqual(circuit.exercises[2]);
    expect(read.exercises[3]!.breathing).toEqual({ breaths: 4, inhaleSec: 4, holdSec: 7, exhaleSec: 8 });
  });

  test('when it is saved, then the total counts every round, the rests between rounds, both sides and the breaths', async () => {
    const { body } = await save(newUser(), circuit);
    expect(body.totalDuration).toBe(CIRCUIT_SECONDS);
  });

  test("when a breath block is saved with any duration, then its duration is the breaths' length", async () => {
    const { body } = await save(newUser(), circuit);
    expect(body.exercises[3]!.duration).toBe(4 * (4 + 7 + 8));
  });

  test('when a breath block of 100 slow breaths is saved, then the 600 s duration rule does not refuse it', async () => {
    const long = { name: 'Long calm', exercises: [{ name: 'Breathe', breathing: { breaths: 100, inhaleSec: 4, holdSec: 7, exhaleSec: 8 } }] };
    const res = await save(newUser(), long);
    expect(res.status).toBe(201);
    expect(res.body.exercises[0]!.duration).toBe(1900);
    expect(res.body.totalDuration).toBe(1900);
  });

  test('when the workout is replaced without groups, then the groups are gone and the total is flat again', async () => {
    const alice = newUser();
    const { body } = await save(alice, circuit);
    const res = await alice.call<Workout>(`/api/workouts/${body.id}`, { method: 'PUT', body: { ...circuit, groups: [], sound: null } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ groups: [], sound: null, totalDuration: 100 + 105 + 76 });
  });

  test('when the sound gives only a cue profile, then the other signals take their defaults', async () => {
    const { body } = await save(newUser(), { ...circuit, sound: { cueProfile: 'gymLoud' } });
    expect(body.sound).toEqual({ cueProfile: 'gymLoud', halfwayCue: false, voice: false, flash: false });
  });

  test('when the list is read, then a structured workout summary carries the total with every round', async () => {
    const alice = newUser();
    await save(alice, circuit);
    const [summary] = (await alice.call<WorkoutSummary[]>('/api/workouts')).body;
    expect(summary).toMatchObject({ totalDuration: CIRCUIT_SECONDS, exerciseCount: 4 });
    expect(summary).not.toHaveProperty('groups');
  });

  test.each<[string, string, unknown]>([
    ['two groups overlap', 'groups', [{ start: 0, count: 2, rounds: 2 }, { start: 1, count: 2, rounds: 2 }]],
    ['a group runs past the last block', 'groups', [{ start: 3, count: 2, rounds: 2 }]],
    ['a group has 51 rounds', 'groups.0.rounds', [{ start: 0, count: 1, rounds: 51 }]],
    ['a group has 1 round', 'groups.0.rounds', [{ start: 0, count: 1, rounds: 1 }]],
    ['the rest between rounds is 601 s', 'groups.0.restBetweenRoundsSec', [{ start: 0, count: 1, rounds: 2, restBetweenRoundsSec: 601 }]],
  ])('when %s, then the answer is 400 naming %s and nothing is saved', async (_case, field, groups) => {
    const alice = newUser();
    const res = await save(alice, { ...circuit, groups });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation', fields: { [field]: expect.any(String) } } });
    expect((await alice.call<WorkoutSummary[]>('/api/workouts')).body).toEqual([]);
  });

  test.each<[string, string, Record<string, unknown>]>([
    ['the side switch is 16 s', 'exercises.0.sideSwitchSec', { eachSide: true, sideSwitchSec: 16 }],
    ['an inhale is 1 s', 'exercises.0.breathing.inhaleSec', { breathing: { breaths: 3, inhaleSec: 1, exhaleSec: 4 } }],
    ['a breath block has 101 breaths', 'exercises.0.breathing.breaths', { breathing: { breaths: 101, inhaleSec: 4, exhaleSec: 4 } }],
    ['a demo image is a foreign URL', 'exercises.0.demo.url', { demo: { type: 'image', url: 'https://example.com/a.gif' } }],
    ['a demo video is not a video link', 'exercises.0.demo.url', { demo: { type: 'video', url: 'https://example.com/page' } }],
  ])('when %s, then the answer is 400 naming %s', async (_case, field, block) => {
    const res = await save(newUser(), { name: 'Bad', exercises: [{ name: 'One', duration: 30, ...block }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
  });

  test('when a cue profile is unknown, then the answer is 400 naming sound.cueProfile', async () => {
    const res = await save(newUser(), { ...circuit, sound: { cueProfile: 'disco' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { 'sound.cueProfile': expect.any(String) } } });
  });

  test("when another user reads or replaces a structured workout, then the answer is 404 and it is unchanged", async () => {
    const alice = newUser();
    const bob = newUser();
    const { body } = await save(alice, circuit);
    expect((await bob.call(`/api/workouts/${body.id}`)).status).toBe(404);
    expect((await bob.call(`/api/workouts/${body.id}`, { method: 'PUT', body: { ...circuit, groups: [] } })).status).toBe(404);
    expect((await alice.call<Workout>(`/api/workouts/${body.id}`)).body).toEqual(body);
  });

  test('when a demo video link is saved, then it reads back with the block', async () => {
    const demo = { type: 'video', url: 'https://cdn.example.com/pigeon.mp4' };
    const { body } = await save(newUser(), { name: 'With video', exercises: [{ name: 'Pigeon', duration: 30, demo }] });
    expect(body.exercises[0]!.demo).toEqual(demo);
  });
});
