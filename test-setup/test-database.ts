/** What the services project's global setup hands its teardown (both run in jest's parent process). */
export interface TestDatabaseState {
  serverUrl: string;
  databaseName: string;
  embedded?: { stop(): Promise<void> };
  dataDir?: string;
}

const KEY = '__BLOCKBEAT_TEST_DATABASE__';

export function saveTestDatabaseState(state: TestDatabaseState): void {
  (globalThis as Record<string, unknown>)[KEY] = state;
}

export function takeTestDatabaseState(): TestDatabaseState | undefined {
  const globals = globalThis as Record<string, unknown>;
  const state = globals[KEY] as TestDatabaseState | undefined;
  delete globals[KEY];
  return state;
}
