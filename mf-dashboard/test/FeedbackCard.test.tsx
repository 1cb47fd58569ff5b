import { screen, within } from '@testing-library/react';
import DashboardPage from '../src/exposes/DashboardPage';
import { mockApi, renderAtDashboard, setupUser, workoutSummary } from './helpers';

const ok = (body: unknown) => ({ status: 200, body });

function renderDashboardWith(workouts: unknown[]) {
  mockApi({ '/api/workouts': ok(workouts), '/api/exercise-templates': ok([]), '/api/custom-categories': ok([]) });
  renderAtDashboard(<DashboardPage />);
}

async function cardOf(name: string) {
  const cards = await screen.findAllByRole('article');
  return within(cards.find((c) => within(c).queryByRole('heading', { name }))!);
}

test('when clients sent feedback on a workout, then its card shows the count and average effort as a link to the feedback page', async () => {
  const user = setupUser();
  renderDashboardWith([{ ...workoutSummary({ id: 'w1', name: 'Morning HIIT' }), feedbackCount: 5, averageEffort: 6.4 }]);
  const card = await cardOf('Morning HIIT');

  const link = card.getByRole('link', { name: '5 feedback · effort 6.4 on Morning HIIT' });
  expect(link).toHaveTextContent(/^5 feedback · effort 6\.4$/);
  await user.click(link);
  expect(await screen.findByText('feedback screen ?workout=w1')).toBeInTheDocument();
});

test('when nobody rated the effort or the average is whole, then the card says so without inventing a figure', async () => {
  renderDashboardWith([
    { ...workoutSummary({ id: 'w1', name: 'Unrated' }), feedbackCount: 2, averageEffort: null },
    { ...workoutSummary({ id: 'w2', name: 'Whole' }), feedbackCount: 1, averageEffort: 6 },
  ]);
  expect((await cardOf('Unrated')).getByRole('link', { name: /feedback/ })).toHaveTextContent(/^2 feedback$/);
  expect((await cardOf('Whole')).getByRole('link', { name: /feedback/ })).toHaveTextContent(/^1 feedback · effort 6\.0$/);
});

test('when a workout has no feedback or the list does not say, then its card shows no feedback link', async () => {
  renderDashboardWith([
    { ...workoutSummary({ id: 'w1', name: 'Nobody yet' }), feedbackCount: 0, averageEffort: null },
    workoutSummary({ id: 'w2', name: 'Older service' }),
  ]);
  for (const name of ['Nobody yet', 'Older service']) {
    const card = await cardOf(name);
    expect(card.queryByRole('link', { name: /feedback/ })).not.toBeInTheDocument();
    expect(card.queryByText(/feedback/)).not.toBeInTheDocument();
  }
});
