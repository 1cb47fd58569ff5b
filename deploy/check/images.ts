import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST } from '@blockbeat/contracts';
import { execForm, parseCopy, parseDockerfile, stagesOf, type Instruction } from './dockerfile';
import { readWorkspaces, runtimeWorkspaceDirs } from './workspaces';

/** The images of a release: one per back-end service, and the CDN origin of the remotes. */
export const SERVICE_IMAGES = ['gateway', 'content', 'billing', 'support'] as const;
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

/** A service image: its workspace and exactly the workspaces it uses, installed and started the way the repository runs it. */
export function serviceImageProblems(root: string, image: (typeof SERVICE_IMAGES)[number]): string[] {
  const where = `${image}.Dockerfile`;
  const { port, cmd, instructions } = imageFacts(root, image);
  const problems = commonProblems(root, image, instructions);
  const workspaces = readWorkspaces(root);
  const name = `@blockbeat/${image}`;
  const service = workspaces.get(name);
  if (!service) return [...problems, `${where}: no workspace ${name}`];
  for (const i of instructions.filter((x) => x.keyword === 'RUN')) {
    for (const [, ws] of i.args.matchAll(/--workspace[= ](\S+)/g)) if (!workspaces.has(ws!)) problems.push(`${where}: --workspace ${ws}: no such workspace`);
  }
  const finalStage = instructions[instructions.length - 1]!.stage;
  const copied = instructions.filter((i) => i.stage === finalStage && i.keyword === 'COPY' && !parseCopy(i.args).from).flatMap((i) => parseCopy(i.args).sources);
  const needed = runtimeWorkspaceDirs(workspaces, name);
  for (const dir of needed) if (!copied.includes(dir)) problems.push(`${where}: the final stage does not copy ${dir}, which ${name} uses`);
  for (const dir of copied) if (!needed.includes(dir)) problems.push(`${where}: the final stage copies ${dir}, which ${name} does not use`);
  const entry = cmd[cmd.length - 1] ?? '';
  if (!fs.existsSync(path.join(root, entry))) problems.push(`${where}: CMD entry ${entry} does not exist`);
  if (cmd.includes('tsx') && !service.dependencies.tsx) problems.push(`${where}: CMD runs under tsx, which is not in ${name}'s dependencies (npm ci --omit=dev leaves it out)`);
  const health = instructions.find((i) => i.stage === finalStage && i.keyword === 'HEALTHCHECK')?.args ?? '';
  if (!health.includes('/readyz') || !health.includes(`:${port}`)) problems.push(`${where}: HEALTHCHECK must ask /healthz and /readyz on port ${port}`);
  return problems;
}

/** The CDN origin: nginx with every remote's build, and the gateway with the shell and every remote. */
export function bundleCopyProblems(root: string): string[] {
  const problems = commonProblems(root, 'static', imageFacts(root, 'static').instructions);
  for (const image of ['static', 'gateway'] as const) {
    const copies = imageFacts(root, image).instructions.filter((i) => i.keyword === 'COPY' && parseCopy(i.args).from === 'web').flatMap((i) => parseCopy(i.args).sources);
    for (const { dir } of REMOTE_LIST) if (!copies.includes(`/app/${dir}/dist`)) problems.push(`${image}.Dockerfile: does not copy ${dir}'s build`);
    for (const source of copies) {
      const app = source.split('/')[2]!;
      if (!fs.existsSync(path.join(root, app, 'package.json'))) problems.push(`${image}.Dockerfile: copies ${source}, but ${app} is not an app of the repository`);
    }
  }
  return problems;
}
