import fs from 'node:fs';
import { dropDatabase } from '@blockbeat/service-kit';
import { takeTestDatabaseState } from './test-database';

export default async function databaseTeardown(): Promise<void> {
  const state = takeTestDatabaseState();
  if (!state) return;
  try {
    await dropDatabase(state.serverUrl, state.databaseName);
  } finally {
    await state.embedded?.stop();
    if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  }
}
