import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as subset from '@blockbeat/mf-config/router-subset';

// Every app gets 'react-router-dom' through the shared subset in packages/mf-config; a name an
// app imports but the subset lacks would be undefined at runtime while still type-checking.
const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mf-dashboard', 'mf-builder', 'mf-player', 'mf-account', 'mf-admin'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

test('when an app imports from react-router-dom, then the shared subset exports that name', () => {
  const imported = new Set<string>();
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        for (const spec of match[1]!.split(',')) {
          const name = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (name && !spec.trim().startsWith('type ')) imported.add(name);
        }
      }
    }
  }
  expect(imported.size).toBeGreaterThan(0);
  const missing = [...imported].filter((name) => !(name in subset));
  expect(missing).toEqual([]);
});
