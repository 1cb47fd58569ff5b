import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCopy, type Instruction } from './dockerfile';

/** What .dockerignore keeps out of the build context (deploy/docker/*.Dockerfile are built from the root). */
const IGNORED = /(^|\/)(node_modules|dist|\.git|\.data[^/]*|\.e2e|coverage)(\/|$)/;

/** The `manifests` stage: every package.json outside node_modules, and the lockfile. */
export function copyManifests(root: string, into: string): void {
  fs.cpSync(path.join(root, 'package-lock.json'), path.join(into, 'package-lock.json'));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (IGNORED.test(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name === 'package.json') fs.cpSync(path.join(root, rel), path.join(into, rel));
    }
  };
  walk('.');
}

export interface NpmRun {
  ok: boolean;
  output: string;
}

/** The `RUN npm …` of a stage, in `dir`: from the npm cache, the registry only for what it lacks. */
export function runNpm(instruction: Instruction, dir: string, { installInstead = false } = {}): NpmRun {
  const words = instruction.args.split(/\s+/).slice(1);
  const args = installInstead ? ['install', '--no-save', ...words.slice(1)] : words;
  const run = spawnSync('npm', [...args, '--prefer-offline'], { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

/** The final stage's `COPY <repo path> <dest>` lines (not those from another stage), as .dockerignore filters them. */
export function copySources(root: string, instructions: Instruction[], into: string): void {
  const finalStage = instructions[instructions.length - 1]!.stage;
  for (const i of instructions.filter((x) => x.stage === finalStage && x.keyword === 'COPY')) {
    const { from, sources, dest } = parseCopy(i.args);
    if (from) continue;
    for (const source of sources) {
      fs.cpSync(path.join(root, source), path.join(into, dest), { recursive: true, filter: (src) => !IGNORED.test(path.relative(root, src)) });
    }
  }
}
