import { COACHING_MESSAGES, type ClientCalendar, type ClientDetail as Detail, type Roster, type RosterRow } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { calendarUrl } from '../src/features/clients/api/getCalendar';
import { rosterUrl } from '../src/features/clients/api/getRoster';
import { clientLinkMailUrl } from '../src/features/clients/api/clientLinkMail';
import { ClientDetail } from '../src/features/clients/components/ClientDetail';
import { ADD_EMAIL_TO_SEND, LINK_MAILED, LIVE_LINK, LIVE_LINK_WITH_EMAIL } from '../src/features/clients/components/ClientLinkPanel';
import { FALLING_BEHIND, RosterView } from '../src/features/clients/components/RosterView';
import { CHOOSE_PROGRAM } from '../src/features/clients/components/AssignForm';
import { addDays, localDate } from '../src/features/clients/model/localDate';
import { mockApi, renderAt, setupUser, workoutSummary } from './helpers';

const TODAY = localDate();
const row = (over: Partial<RosterRow>): RosterRow => ({
  id: 'c1',
  name: 'Ana',
  email: 'ana@example.com',
  note: '',
  archived: false,
  createdAt: '2026-11-01T10:00:00Z',
  hasLink: true,
  thisWeek: { done: 1, planned: 3 },
  lastFourWeeks: { done: 9, planned: 12 },
  lastActivityAt: '2026-11-24T08:00:00Z',
  latestEffort: 7,
  latestNote: 'Knees fine',
  fallingBehind: false,
  ...over,
});
const roster = (rows: RosterRow[]): Roster => ({ today: TODAY, rows, total: rows.length, max: 500, notices: [] });
const ROSTER = rosterUrl({ sort: 'name', order: 'asc', archived: 'active', today: TODAY });
const rows = [row({}), row({ id: 'c2', name: 'Ben', email: null, thisWeek: { done: 0, planned: 3 }, latestEffort: null, latestNote: null, lastActivityAt: null, fallingBehind: true })];

function renderRoster(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [ROSTER]: { status: 200, body: roster(rows) }, ...routes });
  renderAt('/clients', <RosterView />);
  return { api, user: setupUser() };
}

describe('the roster', () => {
  test('when it loads, then each client shows this week and the last four weeks done of planned, the latest effort and note, and who is falling behind', async () => {
    renderRoster();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const [ana, ben] = within(table).getAllByRole('row').slice(1);
    expect(ana).toHaveTextContent(/Ana.*ana@example\.com.*1 \/ 3.*9 \/ 12.*7\/10.*Knees fine/);
    expect(ana).not.toHaveTextContent(FALLING_BEHIND);
    expect(ben).toHaveTextContent(/Ben.*Falling behind.*0 \/ 3.*Never/);
    expect(within(ana!).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/clients/c1');
    expect(screen.getByText('2 of 500 clients')).toBeInTheDocument();
  });

  test('when the instructor searches, then the roster is asked again with the search', async () => {
    const { api, user } = renderRoster({ [rosterUrl({ search: 'an', sort: 'name', order: 'asc', archived: 'active', today: TODAY })]: { status: 200, body: roster([row({})]) } });
    await screen.findByRole('table', { name: 'Clients' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'an');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('row')).toHaveLength(2));
    expect(api.calls.some((c) => c.url.includes('search=an'))).toBe(true);
  });

  test('when a client is added without a name or with a bad e-mail, then each error shows under its field and nothing is sent', async () => {
    const { api, user } = renderRoster();
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const form = screen.getByRole('form', { name: 'Add a client' });
    await user.type(within(form).getByLabelText('E-mail (optional)'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Add client' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(COACHING_MESSAGES.nameRequired);
    expect(within(form).getByLabelText('E-mail (optional)')).toHaveAccessibleDescription(`E-mail ${COACHING_MESSAGES.emailInvalid}`);
    expect(api.callsTo('POST /api/clients')).toHaveLength(0);
  });

  test('when a client is added with a name and a note, then it is posted and the form closes', async () => {
    const { api, user } = renderRoster({ 'POST /api/clients': { status: 201, body: row({ id: 'c3', name: 'Cleo' }) } });
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const form = screen.getByRole('form', { name: 'Add a client' });
    await user.type(within(form).getByLabelText('Name'), '  Cleo ');
    await user.type(within(form).getByLabelText('Note (only you see it)'), 'Runner');
    await user.click(within(form).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a client' })).toBeNull());
    expect(api.callsTo('POST /api/clients')[0]!.body).toEqual({ name: 'Cleo', email: null, note: 'Runner' });
  });

  test('when the instructor has as many clients as allowed, then the service’s message shows in the form', async () => {
    const { user } = renderRoster({ 'POST /api/clients': { status: 409, body: { error: { code: 'conflict', message: COACHING_MESSAGES.tooManyClients(500) } } } });
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    await user.type(screen.getByLabelText('Name'), 'Dee');
    await user.click(within(screen.getByRole('form', { name: 'Add a client' })).getByRole('button', { name: 'Add client' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COACHING_MESSAGES.tooManyClients(500));
  });

  test('when a client is archived, then it is patched with archived true', async () => {
    const { api, user } = renderRoster({ 'PATCH /api/clients/c2': { status: 200, body: row({ id: 'c2', archived: true }) } });
    await user.click(await screen.findByRole('button', { name: 'Archive Ben' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/clients/c2')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/clients/c2')[0]!.body).toEqual({ archived: true });
  });

  test('when the roster cannot be loaded, then an error with Retry shows', async () => {
    renderRoster({ [ROSTER]: { status: 503, body: { error: { code: 'unavailable', message: 'Service unavailable' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('a client’s page', () => {
  const monday = addDays(TODAY, -((new Date(`${TODAY}T12:00:00Z`).getUTCDay() + 6) % 7));
  const from = addDays(monday, -28);
  const to = addDays(monday, 34);
  const detail: Detail = { client: { ...row({}), hasLink: false }, assignments: [] };
  const yesterday = addDays(TODAY, -1);
  const dayBefore = addDays(TODAY, -2);
  const calendar: ClientCalendar = {
    from,
    to,
    today: TODAY,
    days: [
      { date: dayBefore, status: 'done', entries: [{ workoutId: 'w1', planned: true, playedName: 'Morning HIIT', completion: { id: 'k1', effort: 8, note: 'Tough', completedAt: `${dayBefore}T08:00:00Z` } }] },
      { date: yesterday, status: 'missed', entries: [{ workoutId: 'w2', planned: true, playedName: null, completion: null }] },
      { date: TODAY, status: 'planned', entries: [{ workoutId: 'w1', planned: true, playedName: null, completion: null }] },
    ],
  };
  const base = {
    '/api/clients/c1': { status: 200, body: detail },
    [calendarUrl('c1', { from, to, today: TODAY })]: { status: 200, body: calendar },
    '/api/programs': { status: 200, body: [{ id: 'p1', name: 'Couch to 5k', description: '', weeks: 2, createdAt: '', updatedAt: '', workoutCount: 6, assignedClients: 0 }] },
    '/api/workouts': { status: 200, body: [workoutSummary({ id: 'w1', name: 'Morning HIIT' }), workoutSummary({ id: 'w2', name: 'Evening Yoga' })] },
  };
  const renderDetail = (routes: Parameters<typeof mockApi>[0] = {}) => {
    const api = mockApi({ ...base, ...routes });
    renderAt('/clients/c1', <ClientDetail clientId="c1" />);
    return { api, user: setupUser() };
  };

  test('when it loads, then the calendar shows done days with effort and note, missed days as missed, and today', async () => {
    renderDetail();
    const days = await screen.findByRole('list', { name: 'Days' });
    const items = within(days).getAllByRole('listitem', { name: /:/ });
    expect(items[0]).toHaveTextContent(/Done.*Morning HIIT · effort 8\/10.*Tough/);
    expect(items[1]).toHaveTextContent(/Missed.*Evening Yoga/);
    expect(items[2]).toHaveTextContent(/Today.*Planned.*Morning HIIT/);
  });

  test('when the instructor makes the private link, then its URL shows once to copy, and revoking it asks the service', async () => {
    const { api, user } = renderDetail({
      'POST /api/clients/c1/link': { status: 201, body: { token: 'tok', url: 'https://blockbeat.test/c/tok' } },
      'DELETE /api/clients/c1/link': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Make link' }));
    expect(await screen.findByRole('textbox', { name: 'Private link' })).toHaveValue('https://blockbeat.test/c/tok');
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/clients/c1/link')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Private link' })).toBeNull());
  });

  test('when the instructor sends the link by e-mail, then it is posted with a request id and a toast names the address', async () => {
    const { api, user } = renderDetail({ [`POST ${clientLinkMailUrl('c1')}`]: { status: 202, body: { to: 'ana@example.com', linkMade: false } } });
    await user.click(await screen.findByRole('button', { name: 'Send link by e-mail' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(LINK_MAILED);
    expect(toast).toHaveTextContent('Sent to ana@example.com.');
    expect(toast).toHaveAttribute('data-variant', 'default');
    const [call] = api.callsTo(`POST ${clientLinkMailUrl('c1')}`);
    expect(call!.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test('when the service cannot send the link, then its message shows, and trying again sends the same request id', async () => {
    const unavailable = COACHING_MESSAGES.linkMailUnavailable;
    const { api, user } = renderDetail({ [`POST ${clientLinkMailUrl('c1')}`]: { status: 503, body: { error: { code: 'unavailable', message: unavailable } } } });
    await user.click(await screen.findByRole('button', { name: 'Send link by e-mail' }));
    const failed = await screen.findByTestId('toast');
    expect(failed).toHaveTextContent('The link could not be sent');
    expect(failed).toHaveTextContent(unavailable);
    expect(failed).toHaveAttribute('data-variant', 'destructive');
    api.set(`POST ${clientLinkMailUrl('c1')}`, { status: 202, body: { to: 'ana@example.com', linkMade: true } });
    await user.click(screen.getByRole('button', { name: 'Send link by e-mail' }));
    expect(await screen.findByText('A new link was made and sent to ana@example.com.')).toBeInTheDocument();
    const [first, retry] = api.callsTo(`POST ${clientLinkMailUrl('c1')}`);
    expect(retry!.body).toEqual(first!.body);
  });

  test('when the client has no e-mail address, then there is no send button, only how to get one', async () => {
    renderDetail({ '/api/clients/c1': { status: 200, body: { ...detail, client: { ...detail.client, email: null } } } });
    expect(await screen.findByText(ADD_EMAIL_TO_SEND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send link by e-mail' })).toBeNull();
  });

  test('when the client already has a live link and an e-mail address, then the page says it can be mailed as it is or renewed to copy a new one', async () => {
    renderDetail({ '/api/clients/c1': { status: 200, body: { ...detail, client: { ...detail.client, hasLink: true } } } });
    expect(await screen.findByText(LIVE_LINK_WITH_EMAIL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew link' })).toBeInTheDocument();
  });

  test('when the client has a live link but no e-mail address, then the page says only how to copy it again', async () => {
    renderDetail({ '/api/clients/c1': { status: 200, body: { ...detail, client: { ...detail.client, hasLink: true, email: null } } } });
    expect(await screen.findByText(LIVE_LINK)).toBeInTheDocument();
  });

  test('when a program is assigned with a start date, then it is posted; without a program, the form asks for one', async () => {
    const { api, user } = renderDetail({ 'POST /api/clients/c1/assignments': { status: 201, body: { id: 'a1', clientId: 'c1', programId: 'p1', workoutId: null, startDate: TODAY } } });
    const form = await screen.findByRole('form', { name: 'Assign' });
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(CHOOSE_PROGRAM);
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(within(form).getByLabelText('Program'), 'p1');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Couch to 5k assigned');
    expect(api.callsTo('POST /api/clients/c1/assignments')[0]!.body).toEqual({ programId: 'p1', startDate: TODAY });
  });

  test('when one workout is assigned and the service refuses the date, then its message shows', async () => {
    const { user } = renderDetail({ 'POST /api/clients/c1/assignments': { status: 400, body: { error: { code: 'validation', message: 'Invalid', fields: { startDate: COACHING_MESSAGES.dateInvalid } } } } });
    const form = await screen.findByRole('form', { name: 'Assign' });
    await user.click(within(form).getByRole('radio', { name: 'One workout' }));
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(form).getByLabelText('Workout'), 'w2');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(COACHING_MESSAGES.dateInvalid);
  });
});
