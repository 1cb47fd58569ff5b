import { SUPPORT_NOTIFICATIONS_URL, type TicketDetail, type TicketMessage, type TicketSummary } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { renderTree } from '../../../test-setup/remote-harness';
import SupportPage from '../../src/exposes/SupportPage';
import { mockApi, ok, status, user } from '../helpers';

export const TICKET_ID = '6f1c2a9e-0b7d-4c7e-9a51-2d3f4e5a6b7c';

export const summary = (over: Partial<TicketSummary> = {}): TicketSummary => ({
  id: TICKET_ID,
  subject: 'Music stops after the first block',
  category: 'technical',
  status: 'open',
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  unread: false,
  ...over,
});

export const message = (over: Partial<TicketMessage> = {}): TicketMessage => ({
  id: 'm1',
  author: 'user',
  authorName: 'Ada Lovelace',
  body: 'The music stops when the second block starts.',
  attachments: [],
  createdAt: '2026-03-04T12:00:00.000Z',
  ...over,
});

export const detail = (over: Partial<TicketDetail> = {}): TicketDetail => ({ ...summary(), messages: [message()], ...over });

/** The API a support screen needs, plus whatever a test adds. */
export const supportApi = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    '/api/auth/user': ok(user()),
    '/api/subscription/status': ok(status()),
    [SUPPORT_NOTIFICATIONS_URL]: ok({ hasUnread: false }),
    ...routes,
  });

/** Stands in for the shell's bell: an observer of the notifications query, as the top bar has one. */
function BellProbe() {
  const { data } = useQuery<{ hasUnread: boolean }>({ queryKey: [SUPPORT_NOTIFICATIONS_URL] });
  return <output aria-label="Bell">{data ? (data.hasUnread ? 'unread' : 'read') : 'unknown'}</output>;
}

/** The support page at `path`, routed as the shell routes it (/support and /support/:ticketId). */
export function renderSupport(path: string) {
  return render(
    renderTree(
      <>
        <SupportPage />
        <BellProbe />
      </>,
      { path, routes: ['/support', '/support/:ticketId'] },
    ),
  );
}

export const pngFile = (name = 'screen.png', size?: number) => {
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const bytes = size ? new Uint8Array(size) : signature;
  bytes.set(signature);
  return new File([bytes], name, { type: 'image/png' });
};
