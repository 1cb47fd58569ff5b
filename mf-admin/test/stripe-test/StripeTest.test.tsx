import type { StripeEventSummary, StripeStatusAnswer } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../../src/features/stripe-test/model/navigation';
import { ok, refused, renderAdmin, staffApi } from '../support/fixtures';

// The one thing jsdom cannot do: leave the page for Stripe.
jest.mock('../../src/features/stripe-test/model/navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.Mock;
afterEach(() => assign.mockReset());

const STATUS = '/api/billing/admin/stripe-status?limit=20';
const CHECKOUT = 'POST /api/billing/admin/test-checkout';

const event = (over: Partial<StripeEventSummary> = {}): StripeEventSummary => ({
  eventId: 'evt_1',
  type: 'checkout.session.completed',
  outcome: 'handled',
  message: null,
  userId: 'u1',
  objectId: 'cs_test_1',
  deliveries: 1,
  receivedAt: '2026-03-05T12:00:00.000Z',
  processedAt: '2026-03-05T12:00:01.000Z',
  ...over,
});

const status = (over: Partial<StripeStatusAnswer> = {}): StripeStatusAnswer => ({
  configured: { secretKey: true, priceId: true, webhookSecret: true },
  masked: { secretKey: 'sk_test_••••e2e1', priceId: 'price_••••thly', webhookSecret: 'whsec_••••cret' },
  connectivity: 'ok',
  recentEvents: [event(), event({ eventId: 'evt_2', type: 'invoice.payment_failed', outcome: 'failed', message: 'No subscription for customer cus_9', deliveries: 3, objectId: null })],
  ...over,
});

const facts = () => Object.fromEntries([...document.querySelectorAll('.stripe-facts > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));

describe('admin Stripe test', () => {
  test('when everything is set, then the settings show masked, the check passed, and the events with their outcome', async () => {
    staffApi({ [STATUS]: ok(status()) });
    renderAdmin('/admin/stripe-test');
    await screen.findByRole('heading', { name: 'Payment configuration' });
    expect(facts()).toEqual({
      'Secret key': 'sk_test_••••e2e1 (STRIPE_SECRET_KEY)',
      Price: 'price_••••thly (STRIPE_PRICE_ID)',
      'Webhook secret': 'whsec_••••cret (STRIPE_WEBHOOK_SECRET)',
      Connectivity: 'Stripe answered: the key works and the price exists.',
    });
    expect(screen.queryByText(/Payments are off/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stripe test' })).toHaveAttribute('aria-current', 'page');

    const rows = within(screen.getByRole('table', { name: 'Latest webhook events' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('checkout.session.completed');
    expect(rows[0]).toHaveTextContent('Handled');
    expect(rows[0]).toHaveTextContent('1 delivery · cs_test_1');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('No subscription for customer cus_9');
    expect(rows[1]).toHaveTextContent('3 deliveries');
  });

  test('when Create test checkout is pressed, then billing makes the session and the page goes to its address', async () => {
    const api = staffApi({ [STATUS]: ok(status()), [CHECKOUT]: ok({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) });
    renderAdmin('/admin/stripe-test');
    await userEvent.click(await screen.findByRole('button', { name: 'Create test checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.callsTo(CHECKOUT)).toHaveLength(1);
  });

  test('when the checkout cannot be made, then billing\'s reason is shown and the page stays', async () => {
    staffApi({ [STATUS]: ok(status()), [CHECKOUT]: refused(409, 'Payments are not configured on this server') });
    renderAdmin('/admin/stripe-test');
    await userEvent.click(await screen.findByRole('button', { name: 'Create test checkout' }));
    expect(await screen.findByText('Payments are not configured on this server')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  test('when keys are missing, then it names each variable to set, the checkout waits for them, and no events are listed', async () => {
    staffApi({ [STATUS]: ok(status({ configured: { secretKey: false, priceId: false, webhookSecret: true }, masked: { secretKey: null, priceId: null, webhookSecret: 'whsec_••••cret' }, connectivity: 'not configured', recentEvents: [] })) });
    renderAdmin('/admin/stripe-test');
    const warning = await screen.findByText('Payments are off until these variables are set for the billing service');
    const alert = warning.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['STRIPE_SECRET_KEY: sk_test_… or rk_test_…', 'STRIPE_PRICE_ID: price_… of the $4.99/month plan']);
    expect(facts()).toMatchObject({ 'Secret key': 'Not set (STRIPE_SECRET_KEY)', Connectivity: 'Not checked: there is no secret key.' });
    expect(screen.getByRole('button', { name: 'Create test checkout' })).toBeDisabled();
    expect(screen.getByText(/No webhook events yet/)).toBeInTheDocument();
  });

  test('when Stripe refuses the check, then its reason is shown, and Check again asks once more', async () => {
    const api = staffApi({ [STATUS]: ok(status({ connectivity: 'failed: Invalid API Key provided: sk_test_****abcd' })) });
    renderAdmin('/admin/stripe-test');
    expect(await screen.findByText('Stripe could not be reached or refused the request: Invalid API Key provided: sk_test_****abcd')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.callsTo(STATUS)).toHaveLength(2));
  });

  test('when the status cannot be loaded, then it says so, and Retry loads it', async () => {
    let calls = 0;
    staffApi({ [STATUS]: () => ((calls += 1) === 1 ? refused(502, 'The billing service is unavailable.') : ok(status())) });
    renderAdmin('/admin/stripe-test');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payment configuration' })).toBeInTheDocument();
  });

  test('when Stripe sends the admin back from a test checkout, then the page says how it went', async () => {
    staffApi({ [STATUS]: ok(status()) });
    renderAdmin('/admin/stripe-test?checkout=success');
    expect(await screen.findByText(/The test checkout went through/)).toBeInTheDocument();
  });
});
