import type { CustomCategory } from '@blockbeat/contracts';
import { randomUserId } from '@blockbeat/service-kit/testing';
import { caller, useContentService } from '../support/content-service';
import { createCategory } from '../support/fixtures';

const service = useContentService();
const newUser = () => caller(service, randomUserId());
const post = (who: ReturnType<typeof newUser>, body: unknown) =>
  who.call<CustomCategory>('/api/custom-categories', { method: 'POST', body });
const namesOf = async (who: ReturnType<typeof newUser>) =>
  (await who.call<CustomCategory[]>('/api/custom-categories')).body.map((c) => c.name);

describe('custom categories', () => {
  test('when a user creates categories, then each answers 201 {id, name} trimmed and the list is alphabetical', async () => {
    const alice = newUser();
    const res = await post(alice, { name: '  Mobility ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Mobility' });
    await createCategory(alice, 'barre');
    await createCategory(alice, 'Aqua');
    expect(await namesOf(alice)).toEqual(['Aqua', 'barre', 'Mobility']);
  });

  test('when the user already has the name in another letter case, then the answer is 409 saying so', async () => {
    const alice = newUser();
    await createCategory(alice, 'Barre');
    const res = await post(alice, { name: 'BARRE ' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'You already have a category called "BARRE"' } });
    expect(await namesOf(alice)).toEqual(['Barre']);
  });

  test('when two users pick the same name, then both get it', async () => {
    await createCategory(newUser(), 'Spin');
    expect((await post(newUser(), { name: 'Spin' })).status).toBe(201);
  });

  test('when five identical creates arrive at once, then one succeeds and the others answer 409', async () => {
    const alice = newUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(alice, { name: 'Boxing' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await namesOf(alice)).toEqual(['Boxing']);
  });

  test.each([['Yoga'], [' hiit '], ['PILATES'], ['strength'], ['Cardio']])(
    'when the name is the built-in %p, then the answer is 400 naming the field',
    async (name) => {
      const alice = newUser();
      const res = await post(alice, { name });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'validation', fields: { name: '"name" is already a built-in category' } } });
      expect(await namesOf(alice)).toEqual([]);
    },
  );

  test.each([[''], ['   '], ['x'.repeat(41)], [42], [null]])('when the name is %p, then the answer is 400', async (name) => {
    const res = await post(newUser(), { name });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { name: expect.any(String) } } });
  });

  test('when the name is exactly 40 characters, then it is accepted', async () => {
    expect((await post(newUser(), { name: 'c'.repeat(40) })).status).toBe(201);
  });

  test('when the owner deletes a category, then it answers 204 and it is gone', async () => {
    const alice = newUser();
    const category = await createCategory(alice, 'Barre');
    expect((await alice.call(`/api/custom-categories/${category.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await namesOf(alice)).toEqual([]);
    expect((await alice.call(`/api/custom-categories/${category.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await alice.call('/api/custom-categories/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
  });
});
