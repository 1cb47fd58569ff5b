import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentSetupPage from '../src/exposes/PaymentSetupPage';
import SubscriptionPage from '../src/exposes/SubscriptionPage';
import { assignLocation } from '../src/shared/navigation';
import { expired, mockApi, ok, quietJsdomPseudoElements, renderAt, status, user } from './helpers';

jest.mock('../src/shared/navigation', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.Mock;

// antd renders slowly in jsdom on a small machine.
jest.setTimeout(20_000);
quietJsdomPseudoElements();
afterEach(() => {
  assign.mockReset();
  jest.useRealTimers();
});

const api = (s: unknown, over: Record<string, Parameters<typeof mockApi>[0][string]> = {}) =>
  mockApi({ '/api/auth/user': ok(user()), '/api/subscription/status': ok(s), ...over });
const subscribed = status({ subscriptionStatus: 'active', stripeSubscriptionId: 'sub_1', noSubscription: false });

describe('/subscription', () => {
  test('when it opens, then it shows BlockBeat Pro at $4.99 per month, cancel any time, and the premium features', async () => {
    api(expired());
    renderAt('/subscription', <SubscriptionPage />);
    expect(screen.getByRole('heading', { name: 'Subscription', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'BlockBeat Pro' })).toBeInTheDocument();
    expect(screen.getByText('$4.99').closest('p')).toHaveTextContent('$4.99 per month');
    expect(screen.getByText(/Cancel any time/)).toBeInTheDocument();
    for (const feature of ['Unlimited workout creation', 'Advanced music integration', 'Custom branding', 'PDF export and sharing', 'Premium exercise templates']) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
  });

  test('when Subscribe is pressed, then checkout is asked for and the browser goes to the hosted checkout', async () => {
    const mock = api(expired(), { 'POST /api/billing/checkout': ok({ url: 'https://checkout.stripe.test/c/pay/cs_1' }) });
    renderAt('/subscription', <SubscriptionPage />);
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await userEvent.click(subscribe);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(mock.callsTo('POST /api/billing/checkout')).toHaveLength(1);
  });

  test('when payments are not configured on this server, then Subscribe is disabled and the page says so', async () => {
    const mock = api(status({ paymentsConfigured: false }));
    renderAt('/subscription', <SubscriptionPage />);
    await screen.findByText(/Payments are not configured on this server, so subscribing is not available here/);
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toBeDisabled();
    await userEvent.click(subscribe).catch(() => undefined);
    expect(mock.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });

  test('when payments are not configured and the trial is running, then the page says the trial works as usual', async () => {
    api(status({ paymentsConfigured: false }));
    renderAt('/subscription', <SubscriptionPage />);
    expect(await screen.findByText(/Your free trial works as usual\./)).toBeInTheDocument();
  });

  test('when payments are not configured and access has expired, then the page does not promise a working trial but points to support', async () => {
    api(expired({ paymentsConfigured: false }));
    renderAt('/subscription', <SubscriptionPage />);
    const note = await screen.findByText(/Payments are not configured on this server, so subscribing is not available here/);
    expect(note).not.toHaveTextContent(/free trial works/);
    expect(note).toHaveTextContent('To use BlockBeat Pro again, contact support.');
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
  });

  test('when the server refuses the checkout, then its reason shows', async () => {
    api(status(), {
      'POST /api/billing/checkout': {
        status: 409,
        body: { error: { code: 'conflict', message: 'You already have a BlockBeat Pro subscription. Manage it from Account → Manage billing.' } },
      },
    });
    renderAt('/subscription', <SubscriptionPage />);
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await userEvent.click(subscribe);
    expect(await screen.findByText('You already have a BlockBeat Pro subscription. Manage it from Account → Manage billing.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  test('when already subscribed, then there is no Subscribe button but a way to manage billing', async () => {
    api(subscribed);
    renderAt('/subscription', <SubscriptionPage />);
    expect(await screen.findByText('You are subscribed to BlockBeat Pro.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage billing from your account.' })).toHaveAttribute('href', '/account');
  });

  test('when back from a cancelled checkout, then it says nothing was charged', async () => {
    api(expired());
    renderAt('/subscription?checkout=cancelled', <SubscriptionPage />);
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(screen.getByText('You have not been charged. You can subscribe whenever you are ready.')).toBeInTheDocument();
  });

  test('when back from a successful checkout before the webhook, then it waits, asking every 5 s, and confirms once active', async () => {
    jest.useFakeTimers();
    const mock = api(expired());
    renderAt('/subscription?checkout=success', <SubscriptionPage />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/Your payment is being confirmed/)).toBeInTheDocument();
    const before = mock.callsTo('GET /api/subscription/status').length;

    await act(() => jest.advanceTimersByTimeAsync(4999));
    expect(mock.callsTo('GET /api/subscription/status')).toHaveLength(before);
    mock.set('/api/subscription/status', ok(subscribed));
    // The refetch is due now; its answer reaches the screen on react-query's next notification tick.
    await act(() => jest.advanceTimersByTimeAsync(1));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Your BlockBeat Pro subscription is active.')).toBeInTheDocument();

    const settled = mock.callsTo('GET /api/subscription/status').length;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(mock.callsTo('GET /api/subscription/status')).toHaveLength(settled);
  });
});

describe('/payment-setup', () => {
  test('when on a trial, then it explains billing starts when the trial ends and Add Payment Method goes to the provider', async () => {
    const mock = api(status(), { 'POST /api/billing/payment-setup': ok({ url: 'https://checkout.stripe.test/c/pay/cs_setup' }) });
    renderAt('/payment-setup', <PaymentSetupPage />);
    expect(screen.getByRole('heading', { name: 'Payment Setup' })).toBeInTheDocument();
    expect(await screen.findByText(/when your free trial ends on January 15, 2030. You will not be charged before then./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_setup'));
    expect(mock.callsTo('POST /api/billing/payment-setup')).toHaveLength(1);
  });

  test('when payments are not configured, then the button is disabled and the page says so', async () => {
    api(status({ paymentsConfigured: false }));
    renderAt('/payment-setup', <PaymentSetupPage />);
    expect(await screen.findByText(/Payments are not configured on this server, so a payment method cannot be added here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeDisabled();
  });

  test('when back from a completed setup, then it confirms and reads the status afresh', async () => {
    const mock = api(status());
    renderAt('/payment-setup?setup=success', <PaymentSetupPage />);
    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    expect(screen.getByText(/Billing starts when your free trial ends/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Payment Method' })).not.toBeInTheDocument();
    await waitFor(() => expect(mock.callsTo('GET /api/subscription/status').length).toBeGreaterThanOrEqual(1));
  });

  test('when back from a cancelled setup, then it says no payment method was added', async () => {
    api(status());
    renderAt('/payment-setup?setup=cancelled', <PaymentSetupPage />);
    expect(await screen.findByText('Payment setup cancelled')).toBeInTheDocument();
    expect(screen.getByText('No payment method was added. Your free trial continues as before.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Payment Method' })).toBeInTheDocument();
  });

  test('when the trial has ended, then it points to subscribing instead', async () => {
    api(expired());
    renderAt('/payment-setup', <PaymentSetupPage />);
    expect(await screen.findByRole('link', { name: 'subscribe to BlockBeat Pro' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Add Payment Method' })).not.toBeInTheDocument();
  });

  test('when a payment method is already on file, then it points to Manage billing', async () => {
    api(status({ subscriptionStatus: 'trialing', stripeSubscriptionId: 'sub_1', noSubscription: false }));
    renderAt('/payment-setup', <PaymentSetupPage />);
    expect(await screen.findByText(/A payment method is already on file/)).toBeInTheDocument();
  });
});
