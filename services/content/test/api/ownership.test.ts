import { randomUserId, requestJson } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { download, mp3, upload } from '../support/audio';
import { caller, useContentService, type Caller } from '../support/content-service';
import { createCategory, createTemplate, createWorkout, hiitWorkout, plankTemplate } from '../support/fixtures';

const service = useContentService();

interface IdEndpoint {
  method: string;
  path: (id: string) => string;
  body?: (id: string) => unknown;
  /** Creates the owner's object and answers its id. */
  create: (owner: Caller) => Promise<string>;
  /** What "unchanged" is checked against: the object as its owner sees it (and the database). */
  snapshot: (owner: Caller, id: string) => Promise<unknown>;
}

const workoutRow = async (id: string) =>
  service.sequelize.query('SELECT * FROM content.workouts WHERE id = :id', { replacements: { id }, type: QueryTypes.SELECT });
const workout: Pick<IdEndpoint, 'create' | 'snapshot'> = {
  create: async (owner) => (await createWorkout(owner)).id,
  snapshot: async (owner, id) => [(await owner.call(`/api/workouts/${id}`)).body, await workoutRow(id)],
};
const template: Pick<IdEndpoint, 'create' | 'snapshot'> = {
  create: async (owner) => (await createTemplate(owner)).id,
  snapshot: async (owner) => (await owner.call('/api/exercise-templates')).body,
};
const category: Pick<IdEndpoint, 'create' | 'snapshot'> = {
  create: async (owner) => (await createCategory(owner, 'Barre')).id,
  snapshot: async (owner) => (await owner.call('/api/custom-categories')).body,
};
const audio: Pick<IdEndpoint, 'create' | 'snapshot'> = {
  create: async (owner) => (await upload(service, owner, mp3())).body.id,
  snapshot: async (owner, id) => {
    const file = await download(service, `/api/uploads/${id}`, owner);
    return [file.status, file.bytes.toString('base64')];
  },
};

/** Every endpoint that takes the id of something a user owns (PRODUCT security bar: tested for each). */
const endpoints: Record<string, IdEndpoint> = {
  'GET /api/workouts/:id': { method: 'GET', path: (id) => `/api/workouts/${id}`, ...workout },
  'PUT /api/workouts/:id': { method: 'PUT', path: (id) => `/api/workouts/${id}`, body: () => ({ ...hiitWorkout, name: 'Hijacked' }), ...workout },
  'DELETE /api/workouts/:id': { method: 'DELETE', path: (id) => `/api/workouts/${id}`, ...workout },
  'POST /api/workouts/:id/share': { method: 'POST', path: (id) => `/api/workouts/${id}/share`, ...workout },
  'POST /api/imports/:id (not shared)': { method: 'POST', path: (id) => `/api/imports/${id}`, ...workout },
  'POST /api/completions {workoutId}': {
    method: 'POST',
    path: () => '/api/completions',
    body: (workoutId) => ({ workoutId, elapsedSeconds: 60 }),
    ...workout,
  },
  'PATCH /api/exercise-templates/:id': { method: 'PATCH', path: (id) => `/api/exercise-templates/${id}`, body: () => ({ ...plankTemplate, name: 'Hijacked' }), ...template },
  'DELETE /api/exercise-templates/:id': { method: 'DELETE', path: (id) => `/api/exercise-templates/${id}`, ...template },
  'DELETE /api/custom-categories/:id': { method: 'DELETE', path: (id) => `/api/custom-categories/${id}`, ...category },
  'GET /api/uploads/:id': { method: 'GET', path: (id) => `/api/uploads/${id}`, ...audio },
  'DELETE /api/uploads/:id': { method: 'DELETE', path: (id) => `/api/uploads/${id}`, ...audio },
};

describe.each(Object.entries(endpoints))('%s', (_name, endpoint) => {
  test("when another user names the owner's id, then the answer is 404 and the object is unchanged", async () => {
    const owner = caller(service, randomUserId());
    const id = await endpoint.create(owner);
    const before = await endpoint.snapshot(owner, id);
    const other = caller(service, randomUserId());
    const res = await other.call(endpoint.path(id), { method: endpoint.method, body: endpoint.body?.(id) });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'not_found' } });
    expect(await endpoint.snapshot(owner, id)).toEqual(before);
  });

  test('when there is no token, then the answer is 401 and the object is unchanged', async () => {
    const owner = caller(service, randomUserId());
    const id = await endpoint.create(owner);
    const before = await endpoint.snapshot(owner, id);
    const res = await requestJson(`${service.url}${endpoint.path(id)}`, { method: endpoint.method, body: endpoint.body?.(id) });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
    expect(await endpoint.snapshot(owner, id)).toEqual(before);
  });
});
