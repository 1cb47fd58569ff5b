import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST, ok, page, refused, renderAdmin, staffApi, staffSummary, TICKET_ID } from './fixtures';

const FIRST_PAGE = `${LIST}?pageSize=20`;
const table = () => screen.findByRole('table', { name: 'Support tickets, oldest waiting first' });
/** A row's cells by their column's name. */
const cellsOf = (row: HTMLElement) => Object.fromEntries(within(row).getAllByRole('cell').map((cell) => [cell.dataset.label, cell.textContent]));

describe('admin support: the list of tickets', () => {
  test('when tickets come, then each row shows subject, user, category, status, how long the user has waited and the last update, in the service\'s order', async () => {
    const waiting = new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString();
    staffApi({
      [FIRST_PAGE]: ok(
        page([
          staffSummary({ subject: 'Charged twice this month', unread: true, waitingSince: waiting, updatedAt: '2026-03-06T12:00:00.000Z' }),
          staffSummary({ id: 'other', subject: 'Music stops', category: 'technical', status: 'pending', userEmail: 'bob@example.com', userName: null }),
        ]),
      ),
    });
    renderAdmin('/admin/support');
    expect(await screen.findByRole('heading', { name: 'Support tickets', level: 2 })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Charged twice this month (unread)', 'Music stops']);

    expect(cellsOf(rows[0]!)).toEqual({
      Subject: 'Charged twice this month (unread)',
      From: 'ada@example.com Ada Lovelace',
      Category: 'Billing',
      Status: 'Open',
      Waiting: '3 h',
      'Last update': expect.stringMatching(/^Mar 6, 2026, /),
    });
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/admin/support/${TICKET_ID}`);
    expect(rows[0]!.querySelector('.staff-unread-dot')).not.toBeNull();
    expect(cellsOf(rows[1]!)).toMatchObject({ From: 'bob@example.com', Status: 'Waiting for the user', Waiting: 'Not waiting' });
    expect(rows[1]!.querySelector('.staff-unread-dot')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages of tickets' })).toHaveTextContent('Page 1 of 1 · 2 tickets');
    expect(screen.getByRole('link', { name: 'Support tickets' })).toHaveAttribute('aria-current', 'page');
  });

  test('when a filter is chosen, then the service is asked for it from the first page, and the filters add up', async () => {
    const api = staffApi({
      [FIRST_PAGE]: ok(page([staffSummary()])),
      [`${LIST}?status=open&pageSize=20`]: ok(page([staffSummary()])),
      [`${LIST}?status=open&category=billing&pageSize=20`]: ok(page([staffSummary()])),
      [`${LIST}?status=open&category=billing&unread=true&pageSize=20`]: ok(page([staffSummary({ unread: true })])),
      [`${LIST}?status=open&category=billing&unread=true&q=ada%40example.com&pageSize=20`]: ok(page([staffSummary({ unread: true })])),
    });
    renderAdmin('/admin/support');
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Open');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Billing');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by e-mail or subject' }), '  ada@example.com {Enter}');
    await waitFor(() => expect(api.callsTo(`${LIST}?status=open&category=billing&unread=true&q=ada%40example.com&pageSize=20`)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Charged twice this month (unread)' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(LIST)).map((c) => c.path)).toEqual([
      FIRST_PAGE,
      `${LIST}?status=open&pageSize=20`,
      `${LIST}?status=open&category=billing&pageSize=20`,
      `${LIST}?status=open&category=billing&unread=true&pageSize=20`,
      `${LIST}?status=open&category=billing&unread=true&q=ada%40example.com&pageSize=20`,
    ]);
  });

  test('when there are more tickets than a page, then Next and Previous move between pages, and a filter goes back to page 1', async () => {
    const many = { total: 45 };
    const api = staffApi({
      [FIRST_PAGE]: ok(page([staffSummary({ subject: 'First page' })], many)),
      [`${LIST}?page=2&pageSize=20`]: ok(page([staffSummary({ subject: 'Second page' })], { ...many, page: 2 })),
      [`${LIST}?category=account&pageSize=20`]: ok(page([staffSummary({ subject: 'Account ticket' })])),
    });
    renderAdmin('/admin/support');
    const pages = await screen.findByRole('navigation', { name: 'Pages of tickets' });
    expect(pages).toHaveTextContent('Page 1 of 3 · 45 tickets');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of tickets' })).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'First page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Second page' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Account');
    expect(await screen.findByRole('link', { name: 'Account ticket' })).toBeInTheDocument();
    expect(api.callsTo(`${LIST}?category=account&pageSize=20`)).toHaveLength(1);
  });

  test('when a ticket is opened from a filtered list, then "All tickets" comes back to the same filters', async () => {
    const filtered = `${LIST}?status=pending&page=2&pageSize=20`;
    const api = staffApi({
      [filtered]: ok(page([staffSummary()], { total: 30, page: 2 })),
      [`${LIST}/${TICKET_ID}`]: ok({ ...staffSummary(), messages: [] }),
    });
    renderAdmin('/admin/support?status=pending&page=2');
    await userEvent.click(await screen.findByRole('link', { name: 'Charged twice this month' }));
    await userEvent.click(await screen.findByRole('link', { name: '← All tickets' }));
    expect(await table()).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(filtered)).toHaveLength(2));
  });

  test('when nothing matches the filters, then it says so and offers every ticket', async () => {
    const api = staffApi({ [`${LIST}?unread=true&pageSize=20`]: ok(page([])), [FIRST_PAGE]: ok(page([staffSummary()])) });
    renderAdmin('/admin/support?unread=true');
    expect(await screen.findByRole('heading', { name: 'No tickets match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all tickets' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Unread only' })).not.toBeChecked();
    expect(api.callsTo(FIRST_PAGE)).toHaveLength(1);
  });

  test('when there are no tickets at all, then it says so without offering a filter reset', async () => {
    staffApi({ [FIRST_PAGE]: ok(page([])) });
    renderAdmin('/admin/support');
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all tickets' })).not.toBeInTheDocument();
  });

  test('when the tickets are on their way, then a skeleton shows; when they cannot be read, then Retry reads them again', async () => {
    const api = staffApi({ [FIRST_PAGE]: refused(502, 'Support is unreachable') });
    renderAdmin('/admin/support');
    expect(screen.getByText('Loading the tickets...').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    api.set(FIRST_PAGE, ok(page([staffSummary()])));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});
