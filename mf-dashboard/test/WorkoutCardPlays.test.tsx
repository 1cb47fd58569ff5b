import { screen, within } from '@testing-library/react';
import DashboardPage from '../src/exposes/DashboardPage';
import { lastPlayedLabel } from '../src/features/workouts/model/lastPlayed';
import { mockApi, renderAtDashboard, workoutSummary } from './helpers';

const DAY_MS = 86_400_000;
const ok = (body: unknown) => ({ status: 200, body });

test('when the workouts list says how often each was played, then each card shows when it was last played and how often, and its minutes count every round', async () => {
  const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS).toISOString();
  mockApi({
    '/api/workouts': ok([
      // 3 rounds of 4 blocks: the server's totalDuration counts every round (24:30).
      { ...workoutSummary({ id: 'w1', name: 'Round HIIT', totalDuration: 1470 }), playCount: 12, lastPlayedAt: threeDaysAgo },
      { ...workoutSummary({ id: 'w2', name: 'Fresh Flow', totalDuration: 600 }), playCount: 0, lastPlayedAt: null },
      { ...workoutSummary({ id: 'w3', name: 'Once Only', totalDuration: 600 }), playCount: 1, lastPlayedAt: new Date().toISOString() },
    ]),
    '/api/exercise-templates': ok([]),
    '/api/custom-categories': ok([]),
  });
  renderAtDashboard(<DashboardPage />);
  const cards = await screen.findAllByRole('article');
  const card = (name: string) => within(cards.find((c) => within(c).queryByRole('heading', { name }))!);

  expect(card('Round HIIT').getByText('24 min')).toBeInTheDocument();
  expect(card('Round HIIT').getByText('Last played 3 days ago · 12 times')).toBeInTheDocument();
  expect(card('Fresh Flow').getByText('Not played yet')).toBeInTheDocument();
  expect(card('Once Only').getByText('Last played today · once')).toBeInTheDocument();
});

describe('last played label', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  test('when the last play was late yesterday in the user’s zone, then it reads yesterday even if less than 24 h ago', () => {
    // 23:50 on 23 November in Berlin, 10 h 10 min before now.
    expect(lastPlayedLabel({ playCount: 2, lastPlayedAt: '2026-11-23T22:50:00Z' }, now, 'Europe/Berlin')).toBe('Last played yesterday · 2 times');
    // The same instant is already 24 November in Tokyo.
    expect(lastPlayedLabel({ playCount: 2, lastPlayedAt: '2026-11-23T22:50:00Z' }, now, 'Asia/Tokyo')).toBe('Last played today · 2 times');
  });

  test('when the last play was before New Year, then the days are counted across the year end', () => {
    expect(lastPlayedLabel({ playCount: 5, lastPlayedAt: '2026-12-30T12:00:00Z' }, new Date('2027-01-02T12:00:00Z'), 'UTC')).toBe('Last played 3 days ago · 5 times');
  });

  test('when the list does not say, then the card says nothing about plays', () => {
    expect(lastPlayedLabel({}, now)).toBeNull();
  });
});
