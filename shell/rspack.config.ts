import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostConfig } from '@blockbeat/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createHostConfig({
  appDir,
  name: 'shell',
  port: 3100,
  template: path.join(appDir, 'index.html'),
  favicon: path.join(appDir, 'public', 'favicon.svg'),
  runtimePlugins: [path.join(appDir, 'src', 'federation', 'lazyLoadFailedPlugin.ts')],
});
