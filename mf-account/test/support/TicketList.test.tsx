import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../helpers';
import { renderSupport, summary, supportApi, TICKET_ID } from './fixtures';

const rowOf = (subject: string) => screen.getByRole('link', { name: new RegExp(subject) }).closest('li') as HTMLElement;
/** A row's details as a reader hears them: each term with its definition. */
const detailsOf = (row: HTMLElement) =>
  Object.fromEntries(within(row).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('support: the list of tickets', () => {
  test('when the user has tickets, then each shows its subject, category, status and last update, with a dot on an unread reply', async () => {
    supportApi({
      '/api/support/tickets': ok([
        summary({ subject: 'Charged twice', category: 'billing', status: 'pending', unread: true, updatedAt: '2026-03-06T12:00:00.000Z' }),
        summary({ id: 'other', subject: 'Music stops', status: 'resolved' }),
      ]),
    });
    renderSupport('/support');
    expect(await screen.findByRole('heading', { name: 'Support', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const unread = rowOf('Charged twice');
    expect(within(unread).getByRole('link', { name: 'Charged twice (new reply)' })).toHaveAttribute('href', `/support/${TICKET_ID}`);
    expect(detailsOf(unread)).toEqual({ Category: 'Billing', Status: 'Waiting for you', 'Last update': expect.stringMatching(/^Mar 6, 2026, /) });
    expect(within(unread).getByText(/Mar 6, 2026/)).toHaveAttribute('datetime', '2026-03-06T12:00:00.000Z');
    expect(unread.querySelector('.unread-dot')).not.toBeNull();

    const read = rowOf('Music stops');
    expect(within(read).getByRole('link', { name: 'Music stops' })).toBeInTheDocument();
    expect(detailsOf(read)).toMatchObject({ Category: 'Technical', Status: 'Resolved' });
    expect(read.querySelector('.unread-dot')).toBeNull();
  });

  test('when the tickets are on their way, then skeleton rows show until they come', async () => {
    supportApi({ '/api/support/tickets': ok([summary()]) });
    renderSupport('/support');
    expect(await screen.findByRole('list', { name: 'Loading your tickets' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('ticket-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('list', { name: 'Your tickets' })).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-skeleton')).not.toBeInTheDocument();
  });

  test('when the user has no tickets, then the empty state offers New ticket, which opens the form', async () => {
    supportApi({ '/api/support/tickets': ok([]) });
    renderSupport('/support');
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New ticket' });
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/support\/new$/);
    expect(await screen.findByRole('heading', { name: 'New ticket', level: 1 })).toBeInTheDocument();
  });

  test('when the tickets cannot be read, then an error shows, and Retry reads them again', async () => {
    const api = supportApi({ '/api/support/tickets': { status: 502, body: { error: { code: 'bad_gateway', message: 'Support is unreachable' } } } });
    renderSupport('/support');
    expect(await screen.findByText('Your tickets could not be loaded.')).toBeInTheDocument();
    api.set('/api/support/tickets', ok([summary()]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Music stops after the first block' })).toBeInTheDocument();
    expect(api.callsTo('/api/support/tickets')).toHaveLength(2);
  });
});
