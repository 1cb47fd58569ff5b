import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@blockbeat/contracts';
import { createRemoteConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createRemoteConfig({ appDir, remote: REMOTES.dashboard, standaloneEntry: './src/standalone/index.ts' });
