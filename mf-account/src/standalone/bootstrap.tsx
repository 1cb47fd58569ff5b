import { renderStandalone } from '@blockbeat/shell-sdk/standalone';
import AccountPage from '../exposes/AccountPage';
import PaymentSetupPage from '../exposes/PaymentSetupPage';
import PaywallPage from '../exposes/PaywallPage';
import SubscriptionPage from '../exposes/SubscriptionPage';
import SupportPage from '../exposes/SupportPage';

// Development only (`npm run dev -w mf-account`): this remote's pages without the shell.
renderStandalone(
  [
    { path: '/subscription', element: <SubscriptionPage /> },
    { path: '/payment-setup', element: <PaymentSetupPage /> },
    { path: '/support', element: <SupportPage /> },
    { path: '/support/:ticketId', element: <SupportPage /> },
    { path: '/subscription-required', element: <PaywallPage /> },
    { path: '*', element: <AccountPage /> },
  ],
);
