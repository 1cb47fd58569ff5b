/**
 * `npm run check:deploy`: deploy/ checked as far as this machine allows (docs/deploy.md, "How
 * deploy/ is checked"). First what `npm test` runs too (deploy/test): the manifests against the
 * Kubernetes schemas and the deployment's rules, the Dockerfiles against the repository. Then each
 * service image's stages are run outside Docker in a temporary folder: its production npm ci
 * (npm cache first, the registry for what it lacks), its build stage's `npm run build:services`
 * (in the repository, whose install is the build stage's), the runtime stage's COPY lines (which
 * must bring no TypeScript, no tsx, no typescript, and every package the built files require),
 * its migration Job's command and its CMD with the environment a pod gets (ConfigMap and Secrets
 * from the manifests, test secrets, a fresh database on TEST_DATABASE_URL's server, else on an
 * embedded PostgreSQL as for the service tests), which must answer /healthz and /readyz on a
 * non-loopback address (content must also check a logo SVG in its built worker) and stop cleanly
 * on SIGTERM. Last, the CDN origin's nginx configuration is served by the local nginx (installed
 * when missing). Any problem, a part not checked included, fails it: it is a step of `npm test`.
 * `npm run check:deploy -- content` runs one image's stages only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANDING_LOGO_FIELD } from '@blockbeat/contracts';
import { dropDatabase, ensureDatabase, signIdentity, startEmbeddedPostgres, type EmbeddedPostgres } from '@blockbeat/service-kit';
import { DEV_TOOLS, imageFacts, SERVICE_IMAGES } from '../deploy/check/images';
import { sizeKiB, stageServiceImage, stagedProblems, unresolvedPackages } from '../deploy/check/image-stage';
import { renderKustomization } from '../deploy/check/kustomize';
import { podEnv, testSecrets, type SecretValues } from '../deploy/check/pod-env';
import { releaseProblems } from '../deploy/check/release';
import { checkCdnOrigin, freePort } from './lib/check-cdn-origin';
import { runEntry } from './lib/run-entry';
import { DIST } from './lib/service-build';

const root = path.resolve(__dirname, '..');
const problems: string[] = [];
const report = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

/** The address another pod would use: the first non-loopback IPv4 of this machine. */
function podAddress(): string | null {
  return Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? null;
}

/** A logo SVG through the built content service: its SVG check runs in the worker the build writes beside main.js. */
async function svgLogoProblems(url: string, privateKeyPem: string): Promise<string[]> {
  const sub = `deploy-check-${process.pid}`;
  const token = await signIdentity(privateKeyPem, { sub, email: `${sub}@example.com`, name: 'Deploy Check', ent: { status: 'active', canEdit: true, admin: false } }, 'content');
  const form = new FormData();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><script>alert(1)</script><circle cx="4" cy="4" r="4"/></svg>';
  form.append(BRANDING_LOGO_FIELD, new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
  const authorization = `Bearer ${token}`;
  const uploaded = await fetch(`${url}/api/branding/logo`, { method: 'POST', body: form, headers: { authorization }, signal: AbortSignal.timeout(30_000) });
  if (uploaded.status !== 200) return [`a logo SVG upload answered ${uploaded.status}: ${(await uploaded.text()).slice(0, 300)}`];
  const stored = await (await fetch(`${url}/api/branding/logo`, { headers: { authorization } })).text();
  return stored.includes('<circle') && !stored.includes('<script') ? [] : [`the stored logo is not the checked SVG: ${stored.slice(0, 200)}`];
}

async function checkServiceImage(image: (typeof SERVICE_IMAGES)[number], secrets: SecretValues, objects: ReturnType<typeof renderKustomization>) {
  const { port, cmd } = imageFacts(root, image);
  const { dir, problems: staging, failed, notCopied } = stageServiceImage(root, image, report);
  try {
    problems.push(...staging);
    if (failed) return;
    const dist = path.join(dir, 'services', image, DIST);
    problems.push(...[...stagedProblems(dir, DEV_TOOLS), ...(fs.existsSync(dist) ? unresolvedPackages(dist) : [])].map((p) => `${image}: the runtime stage ${p}`));
    report(`${image}: the runtime stage holds ${(sizeKiB(dir) / 1024).toFixed(0)} MiB${notCopied.length ? ` (here without ${notCopied.length} apps' builds, not built by this check)` : ''}`);
    // Outside the cluster the object store of the pods is not reachable: the local driver stands in, in the staged folder.
    const local = (env: Record<string, string>) => ({ PATH: process.env.PATH!, ...env, STORAGE_URL: '', DATA_DIR: path.join(dir, 'data') });
    const job = `migrate-${image}`;
    const jobCmd = (objects.find((o) => o.kind === 'Job' && o.metadata.name === job)?.spec as { template: { spec: { containers: Array<{ command: string[] }> } } }).template.spec.containers[0]!.command;
    if (!fs.existsSync(path.join(dir, jobCmd[jobCmd.length - 1]!))) problems.push(`Job/${job}: ${jobCmd.join(' ')}: the entry is not in the image`);
    else problems.push(...(await runEntry({ name: job, cwd: dir, cmd: jobCmd, env: local(podEnv(objects, 'Job', job, secrets)), expectExit: true })));
    // A pod has its own ports; here a free one stands in for the image's ${port}.
    const address = podAddress();
    const free = await freePort();
    const env = { ...local(podEnv(objects, 'Deployment', image, secrets)), PORT: String(free) };
    const whileServing = image === 'content' ? (url: string) => svgLogoProblems(url, secrets['blockbeat-identity/private-key']!) : undefined;
    const served = await runEntry({ name: image, cwd: dir, cmd, env, readyAt: `http://${address ?? '127.0.0.1'}:${free}`, ...(whileServing && { whileServing }) });
    problems.push(...served);
    const did = `served /healthz and /readyz${whileServing ? ', checked a logo SVG in its built worker' : ''} and stopped cleanly`;
    report(`${image}: ${served.length ? 'did not serve as a pod would' : did} (image port ${port}, here ${free}${address ? ` on ${address}` : ''})`);
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
  const dataDir = path.join(root, '.data-test', `deploy-check-${process.pid}`);
  let embedded: EmbeddedPostgres | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  try {
    if (!serverUrl) {
      embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
      serverUrl = embedded.url;
    }
    await ensureDatabase(serverUrl, database);
    try {
      const secrets = await testSecrets(serverUrl.replace(/\/[^/]*$/, `/${database}`));
      const only = process.argv.slice(2);
      for (const image of SERVICE_IMAGES.filter((i) => only.length === 0 || only.includes(i))) await checkServiceImage(image, secrets, objects);
    } finally {
      await dropDatabase(serverUrl, database);
    }
  } finally {
    await embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  problems.push(...(await checkCdnOrigin(root)));
  console.log(problems.length ? `\n${problems.length} problem(s):\n- ${problems.join('\n- ')}` : '\ncheck:deploy: everything passed');
  process.exit(problems.length ? 1 : 0);
}

void main();
