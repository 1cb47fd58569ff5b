import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({
  appDir,
  name: 'mf_builder',
  port: 3102,
  exposes: {
    './BuilderPage': './src/exposes/BuilderPage.tsx',
  },
  standaloneEntry: './src/standalone/index.ts',
});
