import { COACHING_MESSAGES, type Program, type ProgramSummary } from '@blockbeat/contracts';
import { createQueryClient } from '@blockbeat/shell-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { PROGRAM_SAVED, ProgramBuilder } from '../src/features/programs/components/ProgramBuilder';
import { ProgramList } from '../src/features/programs/components/ProgramList';
import { mockApi, renderAt, setupUser, workoutSummary } from './helpers';

const library = { '/api/workouts': { status: 200, body: [workoutSummary({ id: 'w1', name: 'Morning HIIT' }), workoutSummary({ id: 'w2', name: 'Evening Yoga' })] } };
const rest = () => ({ workoutIds: [] as string[] });
const week = (monday: string[] = [], wednesday: string[] = []) => [{ workoutIds: monday }, rest(), { workoutIds: wednesday }, rest(), rest(), rest(), rest()];

function renderBuilder(programId: string | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...library, ...routes });
  renderAt(programId ? `/programs/${programId}` : '/programs/new', <ProgramBuilder programId={programId} />);
  return { api, user: setupUser() };
}

const day = (w: number, d: string) => screen.getByRole('group', { name: `Week ${w}, ${d}` });

describe('the program builder', () => {
  test('when a new program is saved without a name, then the name field says so and nothing is sent', async () => {
    const { api, user } = renderBuilder(null);
    await user.click(await screen.findByRole('button', { name: 'Save program' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(COACHING_MESSAGES.nameRequired);
    expect(api.callsTo('POST /api/programs')).toHaveLength(0);
  });

  test('when the instructor fills two weeks, copies week 1 onto week 2 and saves, then the program is posted as weeks × 7 days', async () => {
    const saved: Program = { id: 'p9', name: 'Base', description: '', weeks: 2, days: [week(['w1'], ['w2']), week(['w1'], ['w2'])], createdAt: '', updatedAt: '' };
    const { api, user } = renderBuilder(null, { 'POST /api/programs': { status: 201, body: saved } });
    await user.type(await screen.findByLabelText('Name'), 'Base');
    const weeks = screen.getByLabelText('Weeks');
    await user.clear(weeks);
    await user.type(weeks, '2');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Week \d$/ })).toHaveLength(2));
    await waitFor(() => expect(within(day(1, 'Day 1')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(day(1, 'Day 1')).getByRole('combobox'), 'w1');
    await user.selectOptions(within(day(1, 'Day 3')).getByRole('combobox'), 'w2');
    expect(day(1, 'Day 1')).toHaveTextContent('Morning HIIT');
    await user.click(within(screen.getByRole('region', { name: 'Week 1' })).getByRole('button', { name: 'Copy week' }));
    await user.click(within(screen.getByRole('region', { name: 'Week 2' })).getByRole('button', { name: 'Paste week 1 here' }));
    expect(day(2, 'Day 3')).toHaveTextContent('Evening Yoga');
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    await waitFor(() => expect(api.callsTo('POST /api/programs')).toHaveLength(1));
    expect(api.callsTo('POST /api/programs')[0]!.body).toEqual({ name: 'Base', description: '', weeks: 2, days: [week(['w1'], ['w2']), week(['w1'], ['w2'])] });
    expect(await screen.findByText(PROGRAM_SAVED)).toBeInTheDocument();
  });

  test('when a saved program is opened, repeated from week 1 and a workout removed, then the edit is put back whole', async () => {
    const program: Program = { id: 'p1', name: 'Strength', description: 'Three weeks', weeks: 3, days: [week(['w1']), week(), week([], ['w2'])], createdAt: '', updatedAt: '' };
    const { api, user } = renderBuilder('p1', { '/api/programs/p1': { status: 200, body: program }, 'PUT /api/programs/p1': { status: 200, body: program } });
    await user.click(await within(await screen.findByRole('region', { name: 'Week 1' })).findByRole('button', { name: 'Repeat in later weeks' }));
    await user.click(within(day(2, 'Day 1')).getByRole('button', { name: 'Remove Morning HIIT from week 2, Day 1' }));
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    await waitFor(() => expect(api.callsTo('PUT /api/programs/p1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/programs/p1')[0]!.body).toEqual({ name: 'Strength', description: 'Three weeks', weeks: 3, days: [week(['w1']), week(), week(['w1'])] });
  });

  test('when the service refuses a day’s workouts, then its message shows', async () => {
    const { user } = renderBuilder(null, { 'POST /api/programs': { status: 400, body: { error: { code: 'validation', message: 'Invalid', fields: { days: COACHING_MESSAGES.workoutsNotYours } } } } });
    await user.type(await screen.findByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COACHING_MESSAGES.workoutsNotYours);
  });
});

describe('the programs list', () => {
  test('when the list is opened again after a program was made, then it shows the program (with the app’s query client, which keeps data two minutes)', async () => {
    const programs: ProgramSummary[] = [];
    mockApi({ '/api/programs': () => ({ status: 200, body: programs }) });
    const client = createQueryClient();
    const first = renderAt('/programs', <ProgramList />, client);
    expect(await screen.findByRole('heading', { name: 'No programs yet' })).toBeInTheDocument();
    first.unmount();
    programs.push({ id: 'p1', name: 'Base', description: '', weeks: 2, workoutCount: 4, assignedClients: 0, createdAt: '', updatedAt: '' });
    renderAt('/programs', <ProgramList />, client);
    expect(await screen.findByRole('link', { name: 'Base' })).toBeInTheDocument();
    expect(screen.getByText('2 weeks · 4 workouts · 0 clients')).toBeInTheDocument();
  });
});
