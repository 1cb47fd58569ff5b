/**
 * `npm run check:deploy`: deploy/ checked as far as this machine allows (docs/deploy.md, "How
 * deploy/ is checked"). First what `npm test` runs too (deploy/test): the manifests against the
 * Kubernetes schemas and the deployment's rules, the Dockerfiles against the repository. Then each
 * service image's stages are run outside Docker in a temporary folder: its npm ci (npm cache
 * first, the registry for what it lacks), its COPY lines, its migration Job's command and its CMD
 * with the environment a pod gets (ConfigMap and Secrets from the manifests, test secrets, a fresh
 * database on the local PostgreSQL), which must answer /healthz and /readyz on a non-loopback
 * address and stop cleanly on SIGTERM. Last, the CDN origin's nginx configuration is served by
 * the local nginx. `npm run check:deploy -- content` runs one image's stages only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, ensureDatabase, generateIdentityKeys } from '@blockbeat/service-kit';
import { imageFacts, SERVICE_IMAGES } from '../deploy/check/images';
import { copyManifests, copySources, runNpm } from '../deploy/check/image-stage';
import { renderKustomization } from '../deploy/check/kustomize';
import { podEnv, type SecretValues } from '../deploy/check/pod-env';
import { releaseProblems } from '../deploy/check/release';
import { checkCdnOrigin, freePort } from './lib/check-cdn-origin';
import { runEntry } from './lib/run-entry';

const root = path.resolve(__dirname, '..');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const problems: string[] = [];
const report = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

async function testSecrets(databaseUrl: string): Promise<SecretValues> {
  const keys = await generateIdentityKeys();
  const random = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
  return {
    ...Object.fromEntries(SERVICE_IMAGES.map((s) => [`blockbeat-database/${s}`, databaseUrl])),
    'blockbeat-identity/private-key': keys.privateKeyPem,
    'blockbeat-identity/public-key': keys.publicKeyPem,
    'blockbeat-gateway/oidc-client-secret': random(32),
    'blockbeat-gateway/session-secret': random(48),
    'blockbeat-internal/internal-api-secret': random(48),
    // Nothing listens there: support keeps its mail in the outbox, as while a mail server is down.
    'blockbeat-smtp/smtp-url': 'smtp://127.0.0.1:9',
  };
}

/** The address another pod would use: the first non-loopback IPv4 of this machine. */
function podAddress(): string | null {
  return Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? null;
}

async function checkServiceImage(image: (typeof SERVICE_IMAGES)[number], secrets: SecretValues, objects: ReturnType<typeof renderKustomization>) {
  const { port, cmd, instructions } = imageFacts(root, image);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `check-deploy-${image}-`));
  try {
    copyManifests(root, dir);
    const install = instructions.find((i) => i.stage === 'deps' && i.keyword === 'RUN')!;
    let npm = runNpm(install, dir);
    if (!npm.ok && npm.output.includes('can only install packages when your package.json and package-lock.json')) {
      const missing = npm.output.split('\n').filter((l) => l.includes('Missing:')).length;
      problems.push(`${image}: \`${install.args}\` refuses package-lock.json (${missing} optional platform packages missing from it); the rest of this check installs with npm install instead`);
      npm = runNpm(install, dir, { installInstead: true });
    }
    if (!npm.ok) return problems.push(`${image}: ${install.args} failed:\n${npm.output}`);
    report(`${image}: ${install.args.split(' --')[0]} done`);
    copySources(root, instructions, dir);
    // Outside the cluster the object store of the pods is not reachable: the local driver stands in.
    const local = (env: Record<string, string>) => ({ PATH: process.env.PATH!, ...env, STORAGE_URL: '' });
    const job = `migrate-${image}`;
    const jobCmd = (objects.find((o) => o.kind === 'Job' && o.metadata.name === job)?.spec as { template: { spec: { containers: Array<{ command: string[] }> } } }).template.spec.containers[0]!.command;
    if (!fs.existsSync(path.join(dir, jobCmd[jobCmd.length - 1]!))) problems.push(`Job/${job}: ${jobCmd.join(' ')}: the entry is not in the image`);
    else problems.push(...(await runEntry({ name: job, cwd: dir, cmd: jobCmd, env: local(podEnv(objects, 'Job', job, secrets)), expectExit: true })));
    // A pod has its own ports; here a free one stands in for the image's ${port}.
    const address = podAddress();
    const free = await freePort();
    const env = { ...local(podEnv(objects, 'Deployment', image, secrets)), PORT: String(free) };
    const served = await runEntry({ name: image, cwd: dir, cmd, env, readyAt: `http://${address ?? '127.0.0.1'}:${free}` });
    problems.push(...served);
    report(`${image}: ${served.length ? 'did not serve as a pod would' : 'served /healthz and /readyz and stopped cleanly'} (image port ${port}, here ${free}${address ? ` on ${address}` : ''})`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const fast = releaseProblems(root);
  problems.push(...fast);
  report(`manifests and Dockerfiles: ${fast.length} problem(s)`);
  const objects = renderKustomization(path.join(root, 'deploy/k8s/overlays/example'));
  const database = `deploy_check_${process.pid}`;
  await ensureDatabase(serverUrl, database);
  try {
    const secrets = await testSecrets(serverUrl.replace(/\/[^/]*$/, `/${database}`));
    const only = process.argv.slice(2);
    for (const image of SERVICE_IMAGES.filter((i) => only.length === 0 || only.includes(i))) await checkServiceImage(image, secrets, objects);
  } finally {
    await dropDatabase(serverUrl, database);
  }
  problems.push(...(await checkCdnOrigin(root)));
  console.log(problems.length ? `\n${problems.length} problem(s):\n- ${problems.join('\n- ')}` : '\ncheck:deploy: everything passed');
  process.exit(problems.length ? 1 : 0);
}

void main();
