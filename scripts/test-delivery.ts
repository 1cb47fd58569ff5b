/**
 * `npm run test:delivery`: proves that the shell and a remote ship independently (docs/delivery.md).
 * Builds the shell and mf-dashboard from the previous release (DELIVERY_PREVIOUS, default the
 * commit documented in docs/delivery.md) and from the working tree, then twice starts the stack
 * (`npm start`'s launcher on the first free block of ports from DELIVERY_PORT, default 5800) with the release map pointing at the
 * remote's published version, and signs in with Chromium until the dashboard's heading shows:
 * the previous shell with the new remote, then the new shell with the previous remote.
 * Builds are cached by commit in DELIVERY_CACHE (default <tmp>/blockbeat-delivery; not inside the
 * repository, where jest would find a second copy of every package).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@blockbeat/contracts';
import { launchBrowser, signIn } from '../e2e/support/browser';
import { startProcess, stopProcess, waitForHttp } from './lib/processes';
import { publishRemote } from './lib/publish-remote';
import { buildApp, commitId, copyWorkingTree, unpackCommit } from './lib/release-tree';

const root = path.resolve(__dirname, '..');
/** The last commit before the shell-sdk contract (its remotes declare no range: any shell fits). */
const PREVIOUS_RELEASE = 'b9a4f1c8868f1ebbd2d407f1a5235a836b786484';
const REMOTE = REMOTES.dashboard;
const cache = path.resolve(process.env.DELIVERY_CACHE ?? path.join(os.tmpdir(), 'blockbeat-delivery'));
const firstPort = Number(process.env.DELIVERY_PORT ?? 5800);
/** The launcher uses PORT to PORT+7 (gateway, identity provider, services, PostgreSQL, mail). */
const PORTS_USED = 8;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });

/** A block of ports nobody listens on (other stacks, e2e runs, may be running on this machine). */
async function freePorts(): Promise<number> {
  for (let port = firstPort; port < firstPort + 1000; port += 20) {
    const free = await Promise.all(Array.from({ length: PORTS_USED }, (_, i) => isFree(port + i)));
    if (free.every(Boolean)) return port;
  }
  throw new Error(`no ${PORTS_USED} free ports from ${firstPort}`);
}

interface Tree {
  label: string;
  dir: string;
}

function prepareTrees(): { previous: Tree; current: Tree } {
  const commit = commitId(root, process.env.DELIVERY_PREVIOUS ?? PREVIOUS_RELEASE);
  const previous = { label: `previous release ${commit.slice(0, 8)}`, dir: path.join(cache, commit) };
  const current = { label: 'working tree', dir: path.join(cache, 'working-tree') };
  unpackCommit(root, commit, previous.dir);
  copyWorkingTree(root, current.dir);
  for (const tree of [previous, current]) for (const app of ['shell', REMOTE.dir]) buildApp(tree.dir, app);
  return { previous, current };
}

/** A folder the gateway serves as STATIC_ROOT: this shell, the other remotes from the repository. */
function staticRoot(runDir: string, shell: Tree): string {
  const dir = path.join(runDir, 'static');
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(path.join(shell.dir, 'shell'), path.join(dir, 'shell'));
  for (const remote of Object.values(REMOTES)) fs.symlinkSync(path.join(root, remote.dir), path.join(dir, remote.dir));
  return dir;
}

async function journey(shell: Tree, remote: Tree): Promise<void> {
  const port = await freePorts();
  const runDir = fs.mkdtempSync(path.join(cache, 'run-'));
  // The embedded PostgreSQL runs as another user than root: it must reach its folder inside.
  fs.chmodSync(runDir, 0o755);
  const { version } = publishRemote(path.join(remote.dir, REMOTE.dir), path.join(runDir, 'remotes'));
  const releaseFile = path.join(runDir, 'release.json');
  fs.writeFileSync(releaseFile, JSON.stringify({ remotes: { [REMOTE.name]: { version } } }));
  const base = `http://localhost:${port}`;
  const stack = startProcess('stack', path.join(root, 'scripts/start.ts'), {
    ...process.env,
    PORT: String(port),
    DATA_DIR: path.join(runDir, 'data'),
    STATIC_ROOT: staticRoot(runDir, shell),
    REMOTES_DIR: path.join(runDir, 'remotes'),
    REMOTES_RELEASE_FILE: releaseFile,
    SKIP_BUILD: '1',
    LOG_LEVEL: 'silent',
  }, true);
  const browser = await launchBrowser();
  try {
    await waitForHttp(`${base}/readyz`, 120_000, stack);
    const page = await browser.newPage();
    const versioned = `/remotes/${REMOTE.dir}/${version}/remoteEntry.js`;
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, `delivery.${Date.now()}@example.com`, { base });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 30_000 });
    if (!fetched.includes(versioned)) throw new Error(`the dashboard did not come from ${versioned}`);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    console.log(`ok: shell from ${shell.label} + ${REMOTE.dir} ${version} from ${remote.label}`);
  } finally {
    await browser.close();
    await stopProcess(stack, 20_000);
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(cache, { recursive: true });
  const { previous, current } = prepareTrees();
  console.log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
  await journey(previous, current);
  await journey(current, previous);
  console.log(`test:delivery passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((err: unknown) => {
  console.error(`test:delivery failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
