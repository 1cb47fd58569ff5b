import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({
  appDir,
  name: 'mf_admin',
  port: 3105,
  exposes: {
    './AdminPage': './src/exposes/AdminPage.tsx',
  },
  standaloneEntry: './src/standalone/index.ts',
});
