import type { StaffTicketDetail, StaffTicketMessage, StaffTicketPage, StaffTicketSummary } from '@blockbeat/contracts';
import { render } from '@testing-library/react';
import { mockApi, renderTree, type ApiCall } from '../../../test-setup/remote-harness';
import AdminPage from '../../src/exposes/AdminPage';

export const TICKET_ID = '0b5e3c1d-7a4f-4e2b-9c6d-8f1a2b3c4d5e';
export const LIST = '/api/admin/support/tickets';
export const TICKET = `${LIST}/${TICKET_ID}`;

type Answer = { status: number; body: unknown };
type Route = Answer | ((call: ApiCall) => Answer);

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refused = (status: number, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { code: 'refused', message, ...(fields ? { fields } : {}) } },
});

export const staffSummary = (over: Partial<StaffTicketSummary> = {}): StaffTicketSummary => ({
  id: TICKET_ID,
  subject: 'Charged twice this month',
  category: 'billing',
  status: 'open',
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  userId: 'u1',
  userEmail: 'ada@example.com',
  userName: 'Ada Lovelace',
  unread: false,
  waitingSince: null,
  messageCount: 1,
  ...over,
});

export const staffMessage = (over: Partial<StaffTicketMessage> = {}): StaffTicketMessage => ({
  id: 'm1',
  author: 'user',
  authorName: 'Ada Lovelace',
  body: 'I see two charges on my card.',
  attachments: [],
  createdAt: '2026-03-04T12:00:00.000Z',
  mail: null,
  ...over,
});

export const staffDetail = (over: Partial<StaffTicketDetail> = {}): StaffTicketDetail => {
  const { messageCount: _count, ...summary } = staffSummary();
  return { ...summary, messages: [staffMessage()], ...over };
};

export const page = (tickets: StaffTicketSummary[], over: Partial<StaffTicketPage> = {}): StaffTicketPage => ({ tickets, total: tickets.length, page: 1, pageSize: 20, ...over });

/**
 * The staff API at the fetch boundary. Keys are "METHOD /path?query" exactly as the screen asks
 * (a GET may leave out its method); anything else answers 404.
 */
export function staffApi(routes: Record<string, Route>) {
  const key = (k: string) => (k.startsWith('/') ? `GET ${k}` : k);
  const table: Record<string, Route> = {};
  const set = (k: string, route: Route) => {
    table[key(k)] = route;
  };
  Object.entries(routes).forEach(([k, route]) => set(k, route));
  const { calls } = mockApi(table as Parameters<typeof mockApi>[0]);
  return { calls, set, callsTo: (k: string) => calls.filter((c) => `${c.method} ${c.path}` === key(k)) };
}

/** The admin page at `path`, under the shell's /admin/* route. */
export function renderAdmin(path: string) {
  return render(renderTree(<AdminPage />, { path, routes: ['/admin/*'] }));
}
