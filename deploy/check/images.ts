import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST, REMOTE_SERVER_DIST, REMOTES } from '@blockbeat/contracts';
import { execForm, parseCopy, parseDockerfile, stagesOf, type Instruction } from './dockerfile';
import { BUILT_SERVICES, builtEntries, DIST, type BuiltService } from '../../scripts/lib/service-build';
import { readWorkspaces, runtimeWorkspaceDirs } from './workspaces';

/** The images of a release: one per back-end service, and the CDN origin of the remotes. */
export const SERVICE_IMAGES = BUILT_SERVICES;
export const IMAGES = [...SERVICE_IMAGES, 'static'] as const;
export type ImageName = (typeof IMAGES)[number];

export const dockerfileOf = (root: string, image: ImageName) => path.join(root, 'deploy', 'docker', `${image}.Dockerfile`);

const PINNED_BASES = [/^node:20\.\d+\.\d+-bookworm-slim$/, /^nginxinc\/nginx-unprivileged:\d+\.\d+\.\d+-alpine$/];

/** The image's port (EXPOSE) and the exec form of its CMD. */
export function imageFacts(root: string, image: ImageName): { port: number; cmd: string[]; instructions: Instruction[] } {
  const instructions = parseDockerfile(dockerfileOf(root, image));
  const final = instructions.filter((i) => i.stage === instructions[instructions.length - 1]!.stage);
  const expose = final.find((i) => i.keyword === 'EXPOSE');
  const cmd = final.find((i) => i.keyword === 'CMD');
  return { port: Number(expose?.args), cmd: cmd ? execForm(cmd.args) : [], instructions };
}

/** What every image must do: pinned bases, COPY sources that exist, a non-root user, a port and a healthcheck. */
function commonProblems(root: string, image: ImageName, instructions: Instruction[]): string[] {
  const where = `${image}.Dockerfile`;
  const problems: string[] = [];
  const stages = stagesOf(instructions);
  for (const { image: base } of stages) {
    if (!stages.some((s) => s.name === base) && !PINNED_BASES.some((p) => p.test(base))) problems.push(`${where}: base image ${base} is not pinned to an exact version`);
  }
  for (const i of instructions.filter((x) => x.keyword === 'COPY')) {
    const copy = parseCopy(i.args);
    if (copy.from && !stages.some((s) => s.name === copy.from)) problems.push(`${where}: COPY --from=${copy.from}: no such stage`);
    if (copy.from) continue;
    for (const source of copy.sources) if (!fs.existsSync(path.join(root, source))) problems.push(`${where}: COPY ${source}: not in the repository`);
  }
  for (const i of instructions.filter((x) => x.keyword === 'RUN')) {
    if (/\bnpm ci\b/.test(i.args) && !fs.existsSync(path.join(root, 'package-lock.json'))) problems.push(`${where}: npm ci without package-lock.json`);
    const script = /\bnpm run (\S+)/.exec(i.args)?.[1];
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    if (script && !scripts[script]) problems.push(`${where}: npm run ${script}: no such script in package.json`);
  }
  const finalStage = stages[stages.length - 1]!.name;
  const final = instructions.filter((i) => i.stage === finalStage);
  const user = final.filter((i) => i.keyword === 'USER').pop()?.args;
  if (!user || !/^[1-9]\d*(:\d+)?$/.test(user)) problems.push(`${where}: the final stage must set a numeric non-root USER (runAsNonRoot checks it)`);
  if (!final.some((i) => i.keyword === 'EXPOSE')) problems.push(`${where}: no EXPOSE`);
  const health = final.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '';
  if (!health.includes('/healthz')) problems.push(`${where}: no HEALTHCHECK on /healthz`);
  return problems;
}

/** What node may be told when it starts a service: nothing that loads a compiler or a loader. */
const NODE_OPTIONS = ['--enable-source-maps'];
/** Development tools that must not reach an image through a service's runtime dependencies. */
export const DEV_TOOLS = ['tsx', 'typescript', 'esbuild'];

/**
 * A command that starts one of a service's built files (the image's CMD, its migration Job's
 * command): node with no loader, on the file of services/<service>/dist/ the build writes for it.
 */
export function builtCommandProblems(where: string, service: BuiltService, cmd: string[], file: 'main.js' | 'migrate.js'): string[] {
  const problems: string[] = [];
  const [bin, ...args] = cmd;
  const entry = `services/${service}/${DIST}/${file}`;
  if (bin !== 'node') problems.push(`${where}: starts ${bin ?? 'nothing'}; it must start node on ${entry}`);
  if (cmd.some((arg) => /\btsx\b/.test(arg))) problems.push(`${where}: runs under tsx, the development loader: it compiles at every start and the image does not install it`);
  const options = args.filter((arg) => arg.startsWith('-'));
  for (const option of options.filter((o) => !NODE_OPTIONS.includes(o))) problems.push(`${where}: node ${option}: only ${NODE_OPTIONS.join(', ')} may be given`);
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (files.length !== 1 || files[0] !== entry) problems.push(`${where}: starts ${files.join(' ') || 'no file'}; it must start ${entry}, which the build writes (scripts/lib/service-build.ts: ${builtEntries(service).join(', ')})`);
  return problems;
}

/** The stage whose RUN builds the service (`npm run build:services`, all services or this one named). */
export function buildStageOf(instructions: Instruction[], service: BuiltService): string | undefined {
  return instructions.find((i) => {
    const args = /\bnpm run build:services\b(?:\s+--)?([^&|;]*)/.exec(i.keyword === 'RUN' ? i.args : '')?.[1]?.trim().split(/\s+/).filter(Boolean);
    return args && (args.length === 0 || args.includes(service));
  })?.stage;
}

/**
 * A service image: a build stage that compiles the service, the runtime stage with only the
 * service's production install and what the build wrote (no source of ours, no tsx, no
 * typescript), started as node on the built main.js.
 */
export function serviceImageProblems(root: string, image: (typeof SERVICE_IMAGES)[number]): string[] {
  const where = `${image}.Dockerfile`;
  const { port, cmd, instructions } = imageFacts(root, image);
  const problems = commonProblems(root, image, instructions);
  const workspaces = readWorkspaces(root);
  const name = `@blockbeat/${image}`;
  if (!workspaces.get(name)) return [...problems, `${where}: no workspace ${name}`];
  for (const i of instructions.filter((x) => x.keyword === 'RUN')) {
    for (const [, ws] of i.args.matchAll(/--workspace[= ](\S+)/g)) if (!workspaces.has(ws!)) problems.push(`${where}: --workspace ${ws}: no such workspace`);
  }
  for (const dir of runtimeWorkspaceDirs(workspaces, name)) {
    const ws = [...workspaces.values()].find((w) => w.dir === dir)!;
    for (const tool of DEV_TOOLS.filter((t) => ws.dependencies[t])) problems.push(`${where}: ${ws.name} lists ${tool} in dependencies, so \`npm ci --omit=dev\` installs it into the image (development has it from the root's devDependencies)`);
  }
  const finalStage = instructions[instructions.length - 1]!.stage;
  const copies = instructions.filter((i) => i.stage === finalStage && i.keyword === 'COPY').map((i) => parseCopy(i.args));
  for (const copy of copies.filter((c) => !c.from)) problems.push(`${where}: the final stage copies ${copy.sources.join(' ')} from the repository; it must hold only what the build stage built`);
  const install = copies.find((c) => c.from && c.sources.includes('/app'));
  const installRun = instructions.find((i) => i.stage === install?.from && i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args))?.args ?? '';
  if (!/--omit=dev\b/.test(installRun) || !new RegExp(`--workspace[= ]${name}(\\s|$)`).test(installRun)) {
    problems.push(`${where}: the final stage's /app must come from a stage that runs \`npm ci --omit=dev --workspace=${name}\` (production dependencies only)`);
  }
  const buildStage = buildStageOf(instructions, image);
  const dist = `services/${image}/${DIST}`;
  if (!buildStage) problems.push(`${where}: no stage runs \`npm run build:services -- ${image}\``);
  else if (!copies.some((c) => c.from === buildStage && c.sources.includes(`/app/${dist}`) && c.dest.replace(/\/$/, '') === dist)) {
    problems.push(`${where}: the final stage does not copy /app/${dist} from the ${buildStage} stage to ${dist}`);
  }
  for (const copy of copies.filter((c) => c.from && c !== install)) {
    for (const source of copy.sources.filter((s) => !/\/(dist|dist-server)$/.test(s))) problems.push(`${where}: the final stage copies ${source} from ${copy.from}; only built output (dist/, dist-server/) may come from a build`);
  }
  problems.push(...builtCommandProblems(`${where}: CMD`, image, cmd, 'main.js'));
  const health = instructions.find((i) => i.stage === finalStage && i.keyword === 'HEALTHCHECK')?.args ?? '';
  if (!health.includes('/readyz') || !health.includes(`:${port}`)) problems.push(`${where}: HEALTHCHECK must ask /healthz and /readyz on port ${port}`);
  return problems;
}

/** The remotes that build Node bundles (their visitor pages' renderers, in REMOTE_SERVER_DIST): the shared player's. */
const SERVER_BUNDLE_REMOTES = [REMOTES.player.dir];

/**
 * The CDN origin: nginx with every remote's build and none of their Node bundles; the gateway with
 * the shell, every remote, and the Node bundles it draws visitor pages with.
 */
export function bundleCopyProblems(root: string): string[] {
  const problems = commonProblems(root, 'static', imageFacts(root, 'static').instructions);
  for (const image of ['static', 'gateway'] as const) {
    const copies = imageFacts(root, image)
      .instructions.filter((i) => i.keyword === 'COPY' && parseCopy(i.args).from && parseCopy(i.args).from !== 'deps')
      .flatMap((i) => parseCopy(i.args).sources)
      .filter((source) => !source.startsWith('/app/services/'));
    for (const { dir } of REMOTE_LIST) if (!copies.includes(`/app/${dir}/dist`)) problems.push(`${image}.Dockerfile: does not copy ${dir}'s build`);
    for (const dir of SERVER_BUNDLE_REMOTES) {
      const serverBundles = `/app/${dir}/${REMOTE_SERVER_DIST}`;
      if (image === 'gateway' && !copies.includes(serverBundles)) problems.push(`${image}.Dockerfile: does not copy ${serverBundles} (its visitor page's renderer)`);
    }
    for (const source of copies) {
      const app = source.split('/')[2]!;
      if (!fs.existsSync(path.join(root, app, 'package.json'))) problems.push(`${image}.Dockerfile: copies ${source}, but ${app} is not an app of the repository`);
      if (image === 'static' && source.split('/').includes(REMOTE_SERVER_DIST)) problems.push(`${image}.Dockerfile: copies ${source}, a remote's Node bundles, which browsers must never get`);
    }
  }
  return problems;
}
