import { COACHING_MESSAGES, type Assignment, type Client, type Program } from '@blockbeat/contracts';
import { programDays, useCoachingService, type Instructor } from '../support/coaching-service';

const { instructor, content } = useCoachingService();

describe("another instructor's clients, programs and assignments", () => {
  let owner: Instructor;
  let stranger: Instructor;
  let client: Client;
  let program: Program;
  let assignment: Assignment;

  beforeAll(async () => {
    owner = instructor();
    stranger = instructor();
    const workout = content.addWorkout(owner.sub);
    client = (await owner.call<Client>('POST', '/api/clients', { name: 'Ada' })).body;
    program = (await owner.call<Program>('POST', '/api/programs', { name: 'Base', weeks: 1, days: programDays(1, { 0: [workout.id] }) })).body;
    assignment = (await owner.call<Assignment>('POST', `/api/clients/${client.id}/assignments`, { programId: program.id, startDate: '2026-11-23' })).body;
    expect(assignment.id).toBeDefined();
  });

  // Every row has a body (null: none): test.each would take a missing fourth argument for `done`.
  const routes: Array<[string, string, () => string, unknown]> = [
    ['GET', 'a client', () => `/api/clients/${client.id}`, null],
    ['PATCH', 'a client', () => `/api/clients/${client.id}`, { note: 'mine now' }],
    ['DELETE', 'a client', () => `/api/clients/${client.id}`, null],
    ['GET', "a client's calendar", () => `/api/clients/${client.id}/calendar?from=2026-11-23&to=2026-11-29`, null],
    ['POST', "a client's link", () => `/api/clients/${client.id}/link`, null],
    ['DELETE', "a client's link", () => `/api/clients/${client.id}/link`, null],
    ['POST', "a client's link by e-mail", () => `/api/clients/${client.id}/link/email`, { requestId: '00000000-0000-4000-8000-000000000002' }],
    ['POST', "a client's assignments", () => `/api/clients/${client.id}/assignments`, { workoutId: '00000000-0000-4000-8000-000000000001', startDate: '2026-11-28' }],
    ['DELETE', "a client's assignment", () => `/api/clients/${client.id}/assignments/${assignment.id}`, null],
    ['GET', 'a program', () => `/api/programs/${program.id}`, null],
    ['PUT', 'a program', () => `/api/programs/${program.id}`, { name: 'Taken', weeks: 1, days: programDays(1, {}) }],
    ['DELETE', 'a program', () => `/api/programs/${program.id}`, null],
  ];

  test.each(routes)('when another instructor calls %s on %s, then 404 and nothing changes', async (method, _what, path, body) => {
    const res = await stranger.call(method, path(), body ?? undefined);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'not_found' } });
    const still = await owner.call<{ client: Client; assignments: Assignment[] }>('GET', `/api/clients/${client.id}`);
    expect(still.status).toBe(200);
    expect(still.body.client.note).toBe('');
    expect(still.body.assignments.map((a) => a.id)).toEqual([assignment.id]);
    expect((await owner.call<Program>('GET', `/api/programs/${program.id}`)).body.name).toBe('Base');
  });

  test("when another instructor assigns the owner's program to their own client, then 404 names the program", async () => {
    const theirs = (await stranger.call<Client>('POST', '/api/clients', { name: 'Bo' })).body;
    const res = await stranger.call('POST', `/api/clients/${theirs.id}/assignments`, { programId: program.id, startDate: '2026-11-23' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { message: COACHING_MESSAGES.programNotFound } });
  });

  test("when another instructor puts the owner's workout in a program or assigns it, then 400 names the field", async () => {
    const [workoutId] = program.days[0]![0]!.workoutIds;
    const inProgram = await stranger.call('POST', '/api/programs', { name: 'Copy', weeks: 1, days: programDays(1, { 0: [workoutId!] }) });
    expect(inProgram.status).toBe(400);
    expect(inProgram.body).toMatchObject({ error: { fields: { days: `"days" ${COACHING_MESSAGES.workoutsNotYours}` } } });
    const theirs = (await stranger.call<Client>('POST', '/api/clients', { name: 'Cy' })).body;
    const assigned = await stranger.call('POST', `/api/clients/${theirs.id}/assignments`, { workoutId, startDate: '2026-11-28' });
    expect(assigned.status).toBe(400);
    expect(Object.keys((assigned.body as { error: { fields: object } }).error.fields)).toEqual(['workoutId']);
  });

  test("when another instructor lists clients and programs, then the owner's are not among them", async () => {
    const roster = await stranger.call<{ rows: Client[] }>('GET', '/api/clients?archived=all');
    expect(roster.body.rows.map((r) => r.id)).not.toContain(client.id);
    const programs = await stranger.call<Program[]>('GET', '/api/programs');
    expect(programs.body.map((p) => p.id)).not.toContain(program.id);
  });

  test('when an id is not a uuid, then 404, not an error', async () => {
    expect((await owner.call('GET', '/api/clients/not-a-uuid')).status).toBe(404);
    expect((await owner.call('GET', '/api/programs/1')).status).toBe(404);
    expect((await owner.call('DELETE', `/api/clients/${client.id}/assignments/x`)).status).toBe(404);
  });
});
