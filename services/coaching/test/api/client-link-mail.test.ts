import { COACHING_LIMITS, COACHING_MESSAGES, type Client, type ClientLink, type ClientLinkMailSent, type ClientPage } from '@blockbeat/contracts';
import { BASE_URL, EXPIRED, useCoachingService } from '../support/coaching-service';

const { service, instructor, visitor, outbox } = useCoachingService();

const tokenOf = (url: string) => url.slice(`${BASE_URL}/c/`.length);
const mailsTo = (to: string) => outbox.mails.filter((m) => m.to === to);

async function coachWithClient(email: string | null = `${crypto.randomUUID()}@example.com`) {
  const coach = instructor(undefined, 'Ines Instructor');
  const client = (await coach.call<Client>('POST', '/api/clients', { name: 'Ada', email })).body;
  const send = (requestId: string = crypto.randomUUID()) => coach.call<ClientLinkMailSent>('POST', `/api/clients/${client.id}/link/email`, { requestId });
  return { coach, client, email: email!, send };
}

describe('the client link by e-mail', () => {
  test('when the client has a link and an address, then one mail goes to the outbox with the instructor’s name, that same link and what it is, and the link opens the page', async () => {
    const { coach, client, email, send } = await coachWithClient();
    const link = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
    const requestId = crypto.randomUUID();
    const res = await send(requestId);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ to: email, linkMade: false });
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Ines Instructor sent you your training page', dedupeKey: `coaching-client-link:${client.id}:${requestId}`, userId: coach.sub, headers: {} });
    expect(mail!.text).toContain(`Ines Instructor coaches you on BlockBeat. Your private page: ${link.url}`);
    expect(mail!.text).toContain('It shows your workouts for today and the days ahead');
    expect(mail!.html).toContain(`<a href="${link.url}">Open your private page</a>`);
    expect((await visitor<ClientPage>('GET', `/api/c/${tokenOf(link.url)}?today=2026-11-28`)).body.clientName).toBe('Ada');
  });

  test('when the same request comes again (a retry after a lost answer), then it answers the same and nothing more is mailed', async () => {
    const { coach, client, email, send } = await coachWithClient();
    await coach.call('POST', `/api/clients/${client.id}/link`);
    const requestId = crypto.randomUUID();
    expect((await send(requestId)).status).toBe(202);
    const again = await send(requestId);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ to: email, linkMade: false });
    expect(mailsTo(email)).toHaveLength(1);
  });

  test('when the client has no link, or it was revoked, then a new one is made and mailed, and it opens the page', async () => {
    const { coach, client, email, send } = await coachWithClient();
    const first = await send();
    expect(first.body).toEqual({ to: email, linkMade: true });
    expect((await coach.call<{ client: Client }>('GET', `/api/clients/${client.id}`)).body.client.hasLink).toBe(true);
    const url = /Your private page: (\S+)/.exec(mailsTo(email)[0]!.text)![1]!;
    expect((await visitor('GET', `/api/c/${tokenOf(url)}`)).status).toBe(200);

    await coach.call('DELETE', `/api/clients/${client.id}/link`);
    expect((await send()).body).toEqual({ to: email, linkMade: true });
    const renewed = /Your private page: (\S+)/.exec(mailsTo(email)[1]!.text)![1]!;
    expect(renewed).not.toBe(url);
    expect((await visitor('GET', `/api/c/${tokenOf(url)}`)).status).toBe(404);
    expect((await visitor('GET', `/api/c/${tokenOf(renewed)}`)).status).toBe(200);
  });

  test('when the live link was made before tokens were sealed, or its seal is not ours, then a new link is made and mailed, and the old one stops', async () => {
    const { coach, client, email, send } = await coachWithClient();
    const old = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
    for (const sealed of [null, Buffer.alloc(60, 7)]) {
      await service.sequelize.query('UPDATE coaching.clients SET link_sealed = :sealed WHERE id = :id', { replacements: { sealed, id: client.id } });
      expect((await send()).body).toEqual({ to: email, linkMade: true });
    }
    const mailed = mailsTo(email).map((m) => /Your private page: (\S+)/.exec(m.text)![1]!);
    expect(mailed).toHaveLength(2);
    expect(mailed).not.toContain(old.url);
    expect((await visitor('GET', `/api/c/${old.token}`)).status).toBe(404);
    expect((await visitor('GET', `/api/c/${tokenOf(mailed[1]!)}`)).status).toBe(200);
  });

  test('when the client has no e-mail address, then 400 naming `email`, and nothing is mailed or made', async () => {
    const { coach, client, send } = await coachWithClient(null);
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: COACHING_MESSAGES.linkMailNoEmail, fields: { email: COACHING_MESSAGES.linkMailNoEmail } } });
    expect((await coach.call<{ client: Client }>('GET', `/api/clients/${client.id}`)).body.client.hasLink).toBe(false);
  });

  test('when the request id is missing or not a uuid, then 400 naming `requestId`', async () => {
    const { coach, client } = await coachWithClient();
    for (const body of [{}, { requestId: 'again' }]) {
      const res = await coach.call('POST', `/api/clients/${client.id}/link/email`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'validation', fields: { requestId: expect.any(String) } } });
    }
  });

  test('when the client is another instructor’s, or the id is not one, then 404 and nothing is mailed; without access, 402', async () => {
    const { client, email } = await coachWithClient();
    const other = instructor();
    for (const id of [client.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await other.call('POST', `/api/clients/${id}/link/email`, { requestId: crypto.randomUUID() });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: COACHING_MESSAGES.clientNotFound } });
    }
    const expired = instructor(EXPIRED);
    const theirs = (await instructor().call<Client>('POST', '/api/clients', { name: 'Bo', email: 'bo@example.com' })).body;
    const refused = await expired.call('POST', `/api/clients/${theirs.id}/link/email`, { requestId: crypto.randomUUID() });
    expect(refused.status).toBe(402);
    expect(mailsTo(email)).toEqual([]);
  });

  test(`when ${COACHING_LIMITS.linkMailsPerHour} mails went to a client within the hour, then another answers 429, while a repeat of an earlier request still answers 202`, async () => {
    const { email, send } = await coachWithClient();
    const ids = Array.from({ length: COACHING_LIMITS.linkMailsPerHour }, () => crypto.randomUUID());
    for (const id of ids) expect((await send(id)).status).toBe(202);
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ error: { code: 'rate_limited', message: COACHING_MESSAGES.linkMailTooMany } });
    expect((await send(ids[0])).status).toBe(202);
    expect(mailsTo(email)).toHaveLength(COACHING_LIMITS.linkMailsPerHour);
  });

  test('when support cannot take the mail, then 503 with a clear message, nothing is counted, and the same request once support is back is mailed once', async () => {
    const { coach, client, email, send } = await coachWithClient();
    await coach.call('POST', `/api/clients/${client.id}/link`);
    const requestId = crypto.randomUUID();
    outbox.down = true;
    try {
      for (let i = 0; i < COACHING_LIMITS.linkMailsPerHour + 1; i += 1) {
        const res = await send(requestId);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ error: { code: 'unavailable', message: COACHING_MESSAGES.linkMailUnavailable } });
      }
    } finally {
      outbox.down = false;
    }
    expect(mailsTo(email)).toEqual([]);
    expect((await send(requestId)).status).toBe(202);
    expect(mailsTo(email)).toHaveLength(1);
    for (let i = 1; i < COACHING_LIMITS.linkMailsPerHour; i += 1) expect((await send()).status).toBe(202);
  });
});
