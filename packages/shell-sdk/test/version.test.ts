import fs from 'node:fs';
import path from 'node:path';
import { SHELL_SDK_VERSION } from '../src';

test('when shell-sdk is released, then the version the shell checks remotes against is its package.json version', () => {
  const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(SHELL_SDK_VERSION).toBe(version);
});
