import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { SupportExport, TicketAttachment } from '@blockbeat/contracts';
import { testToken } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { groupMailKey } from '../../src/data/campaign-repository';
import { openTicket, pngBytes, staffWrites, useSupportService, type Caller } from '../support/support-service';

const support = useSupportService();

async function userWithThread() {
  const user = await support.user();
  const ticket = await openTicket(user, { subject: 'Music stops', category: 'technical', message: 'The track stops after block 3' });
  const attachment = (await user.attach(ticket.id, ticket.messages[0]!.id, pngBytes(321), 'stop.png')).body as TicketAttachment;
  const staff = await support.staff();
  await staffWrites(staff, ticket.id, 'Use rest 0 to keep it playing');
  await staffWrites(staff, ticket.id, 'Internal: known bug', true);
  return { user, ticket, attachment };
}

async function countRows(userId: string) {
  const [row] = await support.service.sequelize.query<{ tickets: number; messages: number; mails: number; campaignRows: number; unsubscribes: number }>(
    `SELECT (SELECT CAST(count(*) AS int) FROM support.tickets WHERE user_id = :userId) AS tickets,
            (SELECT CAST(count(*) AS int) FROM support.ticket_messages m JOIN support.tickets t ON t.id = m.ticket_id WHERE t.user_id = :userId) AS messages,
            (SELECT CAST(count(*) AS int) FROM support.mail_outbox WHERE user_id = :userId) AS mails,
            (SELECT CAST(count(*) AS int) FROM support.campaign_recipients WHERE user_id = :userId) AS "campaignRows",
            (SELECT CAST(count(*) AS int) FROM support.unsubscribes WHERE user_id = :userId) AS unsubscribes`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return row;
}

/** A campaign that mailed each of `users` (its mail in the outbox), after which they unsubscribed. */
async function mailedThenUnsubscribed(...users: Caller[]) {
  const { campaigns, outbox, unsubscribes, transaction } = support.data;
  const id = randomUUID();
  const userIds = users.map((u) => u.sub);
  await transaction(async (tx) => {
    await campaigns.create(tx, { id, audience: 'trial', templateName: 'News', subject: 'News', body: 'Hi {{firstName}}', createdBy: 'admin@example.com' });
  });
  await campaigns.addRecipients(id, users.map((u) => ({ userId: u.sub, email: u.email, firstName: 'Uma', trialDaysLeft: 3 })));
  await transaction(async (tx) => {
    for (const u of users) await outbox.enqueue(tx, { to: u.email, subject: 'News', text: 'Hi Uma', html: '<p>Hi Uma</p>', dedupeKey: groupMailKey(id, u.sub), userId: u.sub });
    await campaigns.markQueued(tx, id, userIds);
  });
  for (const userId of userIds) await unsubscribes.add(userId);
}

const exportOf = (user: Caller) => user.call<SupportExport>('GET', '/internal/me/export');

describe('GET /internal/me/export', () => {
  test('when a user with a thread exports, then their tickets, messages and image names are listed, without staff notes', async () => {
    const { user, ticket } = await userWithThread();

    const res = await exportOf(user);

    expect(res.status).toBe(200);
    expect(res.body.tickets).toEqual([
      {
        id: ticket.id,
        subject: 'Music stops',
        category: 'technical',
        status: 'pending',
        createdAt: ticket.createdAt,
        updatedAt: expect.any(String),
        messages: [
          { id: ticket.messages[0]!.id, author: 'user', body: 'The track stops after block 3', attachments: [{ fileName: 'stop.png', size: 321 }], createdAt: ticket.messages[0]!.createdAt },
          { id: expect.any(String), author: 'staff', body: 'Use rest 0 to keep it playing', attachments: [], createdAt: expect.any(String) },
        ],
      },
    ]);
    expect(res.body.groupEmail).toEqual({ unsubscribedAt: null });
    expect(res.text).not.toContain('known bug');
  });

  test('when a user unsubscribed from group e-mail, then the export says when, and lists no campaign', async () => {
    const user = await support.user();
    const before = Date.now();
    await mailedThenUnsubscribed(user);

    const res = await exportOf(user);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tickets: [], groupEmail: { unsubscribedAt: expect.any(String) } });
    expect(Date.parse(res.body.groupEmail.unsubscribedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  test("when another user has tickets, then they are not in the caller's export", async () => {
    await userWithThread();
    expect((await exportOf(await support.user())).body).toEqual({ tickets: [], groupEmail: { unsubscribedAt: null } });
  });
});

describe('DELETE /internal/me', () => {
  test("when a user deletes their data, then their tickets, messages, queued mail and image files are gone, another user's untouched", async () => {
    const mine = await userWithThread();
    const theirs = await userWithThread();
    const files = async () => readdir(support.uploadDir());
    expect((await files()).length).toBeGreaterThanOrEqual(2);
    const filesBefore = (await files()).length;

    const res = await mine.user.call('DELETE', '/internal/me');

    expect(res.status).toBe(204);
    expect(await countRows(mine.user.sub)).toEqual({ tickets: 0, messages: 0, mails: 0, campaignRows: 0, unsubscribes: 0 });
    expect(await countRows(theirs.user.sub)).toEqual({ tickets: 1, messages: 3, mails: 3, campaignRows: 0, unsubscribes: 0 });
    expect((await files()).length).toBe(filesBefore - 1);
    expect((await exportOf(mine.user)).body).toEqual({ tickets: [], groupEmail: { unsubscribedAt: null } });
    expect((await (await support.staff()).fetch(mine.attachment.url)).status).toBe(404);
    expect((await (await support.staff()).fetch(theirs.attachment.url)).status).toBe(200);
  });

  test("when a user a campaign mailed and who then unsubscribed deletes their data, then their recipient row, group mail and unsubscribe are gone, another's untouched", async () => {
    const mine = await support.user();
    const theirs = await support.user();
    await mailedThenUnsubscribed(mine, theirs);
    expect(await countRows(mine.sub)).toEqual({ tickets: 0, messages: 0, mails: 1, campaignRows: 1, unsubscribes: 1 });

    expect((await mine.call('DELETE', '/internal/me')).status).toBe(204);

    expect(await countRows(mine.sub)).toEqual({ tickets: 0, messages: 0, mails: 0, campaignRows: 0, unsubscribes: 0 });
    expect(await countRows(theirs.sub)).toEqual({ tickets: 0, messages: 0, mails: 1, campaignRows: 1, unsubscribes: 1 });
    expect((await exportOf(mine)).body).toEqual({ tickets: [], groupEmail: { unsubscribedAt: null } });
  });

  test('when a user without tickets deletes their data, then the answer is still 204', async () => {
    expect((await (await support.user()).call('DELETE', '/internal/me')).status).toBe(204);
  });

  test('when the token is missing or meant for another service, then 401 and nothing is deleted', async () => {
    const { user } = await userWithThread();
    expect((await fetch(`${support.service.url}/internal/me/export`)).status).toBe(401);
    const token = await testToken({ sub: user.sub }, 'content');
    const res = await fetch(`${support.service.url}/internal/me`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(await countRows(user.sub)).toEqual({ tickets: 1, messages: 3, mails: 3, campaignRows: 0, unsubscribes: 0 });
  });
});
