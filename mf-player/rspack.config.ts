import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({
  appDir,
  name: 'mf_player',
  port: 3103,
  exposes: {
    './PlayerPage': './src/exposes/PlayerPage.tsx',
    './SharedPlayerPage': './src/exposes/SharedPlayerPage.tsx',
    './ImportPage': './src/exposes/ImportPage.tsx',
  },
  standaloneEntry: './src/standalone/index.ts',
});
