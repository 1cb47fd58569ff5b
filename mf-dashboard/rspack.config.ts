import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({
  appDir,
  name: 'mf_dashboard',
  port: 3101,
  exposes: {
    './DashboardPage': './src/exposes/DashboardPage.tsx',
    './SpotifySyncPage': './src/exposes/SpotifySyncPage.tsx',
  },
  standaloneEntry: './src/standalone/index.ts',
});
