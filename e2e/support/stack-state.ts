import fs from 'node:fs';
import path from 'node:path';

export interface StackState {
  baseUrl: string;
  databaseUrl: string;
  serverUrl: string;
  databaseName: string;
  launcherPid: number;
  embeddedPostgres: boolean;
  dataDir: string;
  /** The fake Stripe's test-only control and the secret webhooks are signed with. */
  stripe?: { controlUrl: string; webhookSecret: string };
  /** The mail catcher the stack sends through: its inbox (JSON API, test controls) and SMTP URL. */
  mail?: { inboxUrl: string; smtpUrl: string };
  /** The fake Spotify (accounts service and Web API at `url`) and its test-only control. */
  spotify?: { controlUrl: string; url: string };
}

/** Its own port range and folder per E2E_PORT, so two e2e runs (or a developer's stack) coexist. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);
export const E2E_DIR = path.resolve(__dirname, '../../.e2e', String(E2E_PORT));
const STATE_FILE = path.join(E2E_DIR, 'state.json');

export function writeState(state: StackState): void {
  fs.mkdirSync(E2E_DIR, { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readState(): StackState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StackState;
}
