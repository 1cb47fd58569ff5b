import { COACHING_MESSAGES, type Client, type ClientLink, type ClientPage, type Roster } from '@blockbeat/contracts';
import { BASE_URL, EXPIRED, programDays, useCoachingService } from '../support/coaching-service';

const { instructor, content, visitor } = useCoachingService();

async function clientWithLink(name = 'Ada') {
  const coach = instructor();
  const workout = content.addWorkout(coach.sub, `${name}'s workout`);
  const client = (await coach.call<Client>('POST', '/api/clients', { name, email: `${name.toLowerCase()}@example.com`, note: 'knee injury' })).body;
  await coach.call('POST', `/api/clients/${client.id}/assignments`, { workoutId: workout.id, startDate: '2026-11-28' });
  const link = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
  return { coach, client, link, workout };
}

describe('client links', () => {
  test('when a link is made, then it is long and random, shown once, and the page shows the schedule', async () => {
    const { coach, client, link, workout } = await clientWithLink();
    expect(Buffer.from(link.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link.url).toBe(`${BASE_URL}/c/${link.token}`);
    const page = await visitor<ClientPage>('GET', `/api/c/${link.token}?today=2026-11-28`);
    expect(page.status).toBe(200);
    expect(page.body.clientName).toBe('Ada');
    expect(page.body.instructor).toEqual({ name: 'Ines Instructor', branding: content.branding });
    const saturday = page.body.days.find((d) => d.date === '2026-11-28')!;
    expect(saturday).toMatchObject({ status: 'planned', workouts: [{ workout: { id: workout.id }, done: false, completion: null }] });
    expect(page.body.days).toHaveLength(14);
    expect(page.body.days[0]!.date).toBe('2026-11-23');
    const listed = (await coach.call<Client>('GET', `/api/clients/${client.id}`)).body as unknown as { client: Client };
    expect(listed.client.hasLink).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(link.token);
  });

  test('when the link is renewed, then the old one answers 404 and the new one works', async () => {
    const { coach, client, link } = await clientWithLink();
    const renewed = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
    expect(renewed.token).not.toBe(link.token);
    const old = await visitor('GET', `/api/c/${link.token}`);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ error: { code: 'not_found', message: COACHING_MESSAGES.linkNotAvailable } });
    expect((await visitor('GET', `/api/c/${renewed.token}`)).status).toBe(200);
  });

  test('when the link is revoked, then the page, completions and forgetting answer 404 JSON', async () => {
    const { coach, client, link, workout } = await clientWithLink();
    expect((await coach.call('DELETE', `/api/clients/${client.id}/link`)).status).toBe(204);
    expect((await visitor('GET', `/api/c/${link.token}`)).status).toBe(404);
    const completion = await visitor('POST', `/api/c/${link.token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-11-28', effort: 5 });
    expect(completion.status).toBe(404);
    expect(completion.body).toMatchObject({ error: { code: 'not_found' } });
    expect((await visitor('POST', `/api/c/${link.token}/forget`)).status).toBe(404);
    expect((await coach.call<{ client: Client }>('GET', `/api/clients/${client.id}`)).body.client.hasLink).toBe(false);
  });

  test('when a token is unknown or malformed, then 404 JSON', async () => {
    for (const token of ['A'.repeat(32), 'short', '%2e%2e', 'x'.repeat(300)]) {
      const res = await visitor('GET', `/api/c/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  test("when a page is read, then nothing of the instructor's other clients, notes, e-mails or ids is in it", async () => {
    const { coach, link } = await clientWithLink('Ada');
    const other = (await coach.call<Client>('POST', '/api/clients', { name: 'Zed Secret', email: 'zed@example.com' })).body;
    const otherWorkout = content.addWorkout(coach.sub, 'Zed only');
    await coach.call('POST', `/api/clients/${other.id}/assignments`, { workoutId: otherWorkout.id, startDate: '2026-11-28' });
    const page = await visitor('GET', `/api/c/${link.token}?today=2026-11-28`);
    const text = page.text;
    for (const secret of ['Zed', other.id, 'zed@example.com', 'ada@example.com', 'knee injury', coach.sub, otherWorkout.id]) expect(text).not.toContain(secret);
  });

  test("when the client's today is more than a day from the server's, then 400 names today", async () => {
    const { link } = await clientWithLink();
    for (const today of ['2026-11-30', '2026-11-26', '2026-13-01']) {
      const res = await visitor('GET', `/api/c/${link.token}?today=${today}`);
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { error: { fields: object } }).error.fields)).toEqual(['today']);
    }
    expect((await visitor('GET', `/api/c/${link.token}?today=2026-11-29`)).status).toBe(200);
  });

  test("when the instructor's access has ended, then the client's page still works but a new link needs access", async () => {
    const { client, link } = await clientWithLink();
    expect((await visitor('GET', `/api/c/${link.token}`)).status).toBe(200);
    const lapsed = instructor(EXPIRED);
    expect((await lapsed.call('POST', '/api/clients', { name: 'New' })).status).toBe(402);
    expect((await lapsed.call('POST', '/api/programs', { name: 'P', weeks: 1, days: programDays(1, {}) })).status).toBe(402);
    expect(client.id).toBeDefined();
  });

  test('when the client asks to be forgotten, then their data goes, the link stops and the instructor sees a notice naming them', async () => {
    const { coach, client, link, workout } = await clientWithLink('Forgettable');
    await visitor('POST', `/api/c/${link.token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-11-28', effort: 6 });
    expect((await visitor('POST', `/api/c/${link.token}/forget`)).status).toBe(204);
    expect((await visitor('GET', `/api/c/${link.token}`)).status).toBe(404);
    expect((await coach.call('GET', `/api/clients/${client.id}`)).status).toBe(404);
    const roster = (await coach.call<Roster>('GET', '/api/clients?archived=all')).body;
    expect(roster.rows).toEqual([]);
    expect(roster.notices).toEqual([expect.objectContaining({ kind: 'client_forgotten', clientName: 'Forgettable' })]);
    expect((await coach.call('DELETE', `/api/clients/notices/${roster.notices[0]!.id}`)).status).toBe(204);
    expect((await coach.call<Roster>('GET', '/api/clients')).body.notices).toEqual([]);
  });
});
