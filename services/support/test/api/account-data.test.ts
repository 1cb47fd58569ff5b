import type { SupportExport } from '@blockbeat/contracts';
import { randomUserId, requestJson, testToken, useTestService } from '@blockbeat/service-kit/testing';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../src/app';
import { migrations } from '../../src/data/migrations';
import { createTicketRepository } from '../../src/data/ticket-repository';

const service = useTestService({ schema: 'support', migrations, createApp });
const { sequelize } = service;
const tickets = createTicketRepository(sequelize);

async function as(userId: string) {
  const token = await testToken({ sub: userId }, 'support');
  return {
    exportData: () => requestJson<SupportExport>(`${service.url}/internal/me/export`, { token }),
    deleteMe: () => requestJson(`${service.url}/internal/me`, { method: 'DELETE', token }),
  };
}

async function userWithThread(userId = randomUserId()) {
  const ticket = await tickets.createTicket({ userId, subject: 'Music stops', category: 'technical' });
  const question = await tickets.addMessage({ ticketId: ticket.id, author: 'user', body: 'The track stops after block 3' });
  const answer = await tickets.addMessage({ ticketId: ticket.id, author: 'staff', body: 'Use rest 0 to keep it playing' });
  return { userId, ticket, question, answer };
}

async function countRows(userId: string) {
  const [row] = await sequelize.query<{ tickets: string; messages: string }>(
    `SELECT (SELECT count(*) FROM support.tickets WHERE user_id = :userId) AS tickets,
            (SELECT count(*) FROM support.ticket_messages m JOIN support.tickets t ON t.id = m.ticket_id WHERE t.user_id = :userId) AS messages`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return { tickets: Number(row!.tickets), messages: Number(row!.messages) };
}

describe('GET /internal/me/export', () => {
  test('when a user with a ticket thread exports, then their tickets and messages are answered in order', async () => {
    const { userId, ticket, question, answer } = await userWithThread();
    const second = await tickets.createTicket({ userId, subject: 'Invoice copy' });

    const res = await (await as(userId)).exportData();

    expect(res.status).toBe(200);
    expect(res.body.tickets).toEqual([
      {
        id: ticket.id,
        subject: 'Music stops',
        category: 'technical',
        status: 'open',
        createdAt: ticket.createdAt.toISOString(),
        updatedAt: expect.any(String),
        messages: [
          { id: question.id, author: 'user', body: 'The track stops after block 3', readByUser: false, createdAt: question.createdAt.toISOString() },
          { id: answer.id, author: 'staff', body: 'Use rest 0 to keep it playing', readByUser: false, createdAt: answer.createdAt.toISOString() },
        ],
      },
      expect.objectContaining({ id: second.id, subject: 'Invoice copy', category: null, messages: [] }),
    ]);
  });

  test("when another user has tickets, then they are not in the caller's export", async () => {
    await userWithThread();
    const res = await (await as(randomUserId())).exportData();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tickets: [] });
  });
});

describe('DELETE /internal/me', () => {
  test("when a user deletes their data, then their tickets and messages are gone and another user's rows are untouched", async () => {
    const mine = await userWithThread();
    const theirs = await userWithThread();

    const res = await (await as(mine.userId)).deleteMe();

    expect(res.status).toBe(204);
    expect(await countRows(mine.userId)).toEqual({ tickets: 0, messages: 0 });
    expect(await countRows(theirs.userId)).toEqual({ tickets: 1, messages: 2 });
    expect((await (await as(mine.userId)).exportData()).body).toEqual({ tickets: [] });
  });

  test('when a user without tickets deletes their data, then the answer is still 204', async () => {
    expect((await (await as(randomUserId())).deleteMe()).status).toBe(204);
  });
});

describe('identity', () => {
  test('when the call carries no identity token, then both answer 401', async () => {
    expect((await fetch(`${service.url}/internal/me/export`)).status).toBe(401);
    expect((await fetch(`${service.url}/internal/me`, { method: 'DELETE' })).status).toBe(401);
  });

  test('when the token is meant for another service, then the answer is 401 and nothing is deleted', async () => {
    const { userId } = await userWithThread();
    const token = await testToken({ sub: userId }, 'content');
    const res = await requestJson(`${service.url}/internal/me`, { method: 'DELETE', token });
    expect(res.status).toBe(401);
    expect(await countRows(userId)).toEqual({ tickets: 1, messages: 2 });
  });
});
