import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({
  appDir,
  name: 'mf_account',
  port: 3104,
  exposes: {
    './AccountPage': './src/exposes/AccountPage.tsx',
    './SubscriptionPage': './src/exposes/SubscriptionPage.tsx',
    './PaymentSetupPage': './src/exposes/PaymentSetupPage.tsx',
    './SupportPage': './src/exposes/SupportPage.tsx',
    './PaywallPage': './src/exposes/PaywallPage.tsx',
    './TrialExpiredCard': './src/exposes/TrialExpiredCard.tsx',
  },
  standaloneEntry: './src/standalone/index.ts',
});
