import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, BILLING_OVERVIEW, billingOverview, broken, CONTENT_OVERVIEW, ok, renderOverview } from './fixtures';

/** The figures of one owner as label → value. */
async function figuresOf(owner: string) {
  const list = await screen.findByLabelText(`${owner}'s figures`);
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  return Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('/admin: the figures', () => {
  test("when billing and content answer, then each figure shows its owner's number, revenue in dollars and cents", async () => {
    adminApi();
    renderOverview();
    expect(await figuresOf('Billing')).toEqual({
      Users: '12,345',
      'Active trials': '321',
      'Paying subscribers': '248',
      Expired: '1,020',
      'Monthly recurring revenue': '$1,237.52',
    });
    expect(await figuresOf('Content')).toEqual({ Workouts: '5,432', 'Shared workouts': '210', 'Completions, last 30 days': '987' });
  });

  test("when content fails, then its figures say so with Retry while billing's still show, and Retry loads them", async () => {
    const api = adminApi({ [CONTENT_OVERVIEW]: broken });
    renderOverview();
    const alert = await screen.findByText("Content's figures could not be loaded.");
    expect(await figuresOf('Billing')).toMatchObject({ Users: '12,345' });
    api.set(CONTENT_OVERVIEW, ok({ workouts: 7, shares: 1, completionsLast30Days: 0 }));
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await figuresOf('Content')).toEqual({ Workouts: '7', 'Shared workouts': '1', 'Completions, last 30 days': '0' });
  });

  test("when billing fails, then its figures and the weekly charts say so, and content's figures still show", async () => {
    adminApi({ [BILLING_OVERVIEW]: broken });
    renderOverview();
    expect(await screen.findByText("Billing's figures could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText('The weekly figures could not be loaded.')).toBeInTheDocument();
    expect(await figuresOf('Content')).toMatchObject({ Workouts: '5,432' });
  });

  test('while an owner has not answered, then its cards say they are loading', async () => {
    adminApi({ [BILLING_OVERVIEW]: () => new Promise(() => undefined) as never });
    renderOverview();
    const list = await screen.findByLabelText("Billing's figures");
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByLabelText('Loading')).toHaveLength(5);
  });
});

describe('/admin: the weekly charts', () => {
  test('when billing answers, then each measure has a chart described in words and a table holds every week', async () => {
    adminApi({ [BILLING_OVERVIEW]: ok(billingOverview()) });
    renderOverview();
    expect(await screen.findByRole('img', { name: 'Sign-ups per week, last 2 weeks: 71 in all, most in the week of Mar 2 (41).' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Trial → paid conversions per week, last 2 weeks: 10 in all, most in the week of Mar 2 (6).' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cancellations per week, last 2 weeks: 3 in all, most in the week of Mar 2 (2).' })).toBeInTheDocument();
    // jsdom has no canvas: each chart says so and points to the table, as a browser without one would.
    expect(await screen.findAllByText('The chart could not be drawn; the table below has its figures.')).toHaveLength(3);

    const table = screen.getByRole('table', { name: 'Sign-ups, conversions and cancellations per week, oldest first' });
    expect(within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Week of', 'Sign-ups', 'Trial → paid conversions', 'Cancellations'],
      ['Feb 23', '30', '4', '1'],
      ['Mar 2', '41', '6', '2'],
    ]);
  });

  test('when a week had nothing, then its chart says so without a busiest week', async () => {
    adminApi({ [BILLING_OVERVIEW]: ok(billingOverview({ weeks: [{ weekStart: '2026-03-02', signUps: 0, conversions: 0, cancellations: 0 }] })) });
    renderOverview();
    expect(await screen.findByRole('img', { name: 'Cancellations per week, last 1 weeks: 0 in all.' })).toBeInTheDocument();
  });
});
