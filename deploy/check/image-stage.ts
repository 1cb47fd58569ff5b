import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { parseCopy, type Instruction } from './dockerfile';
import { buildStageOf, imageFacts, type SERVICE_IMAGES } from './images';

/** What .dockerignore keeps out of the build context (deploy/docker/*.Dockerfile are built from the root). */
const IGNORED = /(^|\/)(node_modules|dist|dist-server|\.git|\.data[^/]*|\.e2e|coverage)(\/|$)/;

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

/**
 * The build stage's `RUN npm run build:services …` (the service compiled into services/<name>/dist/),
 * run in the repository itself: its install is the full one the build stage's `npm ci` makes, its
 * files the build context. The stage's other RUNs (the gateway's `npm run build` of the apps) are
 * not run here.
 */
export function runServiceBuild(root: string, instructions: Instruction[], stage: string): NpmRun & { command: string } {
  const run = instructions.find((i) => i.stage === stage && i.keyword === 'RUN' && /\bnpm run build:services\b/.test(i.args))!;
  const result = spawnSync('/bin/sh', ['-c', run.args], { cwd: root, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim(), command: run.args };
}

/**
 * The final stage's COPY lines into `into`, where the deps stage's install already is: those from
 * the build context as .dockerignore filters them, and the build stage's built services/… output
 * (just built in the repository). Returns the copies it left out: the apps' builds (`npm run
 * build`, not run here).
 */
export function copyFinalStage(root: string, instructions: Instruction[], into: string, buildStage?: string): string[] {
  const finalStage = instructions[instructions.length - 1]!.stage;
  const skipped: string[] = [];
  for (const i of instructions.filter((x) => x.stage === finalStage && x.keyword === 'COPY')) {
    const { from, sources, dest } = parseCopy(i.args);
    for (const source of sources) {
      if (!from) fs.cpSync(path.join(root, source), path.join(into, dest), { recursive: true, filter: (src) => !IGNORED.test(path.relative(root, src)) });
      else if (from === buildStage && source.startsWith('/app/services/')) fs.cpSync(path.join(root, path.relative('/app', source)), path.join(into, dest), { recursive: true });
      else if (from !== 'deps') skipped.push(`${from}:${source}`);
    }
  }
  return skipped;
}

/** What the runtime stage must not hold: TypeScript sources of ours, a development loader or compiler. */
export function stagedProblems(dir: string, devTools: readonly string[]): string[] {
  const problems: string[] = [];
  // Our sources would be outside node_modules; a tool may be nested in any node_modules.
  const walk = (rel: string, inPackages: boolean) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules') {
          for (const tool of devTools.filter((t) => fs.existsSync(path.join(dir, child, t, 'package.json')))) problems.push(`holds ${path.join(child, tool)}, a development tool`);
        }
        walk(child, inPackages || entry.name === 'node_modules');
      } else if (!inPackages && /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) problems.push(`holds ${child}, a TypeScript source`);
    }
  };
  walk('.', false);
  return problems;
}

/** The packages a built file requires by name (esbuild writes each as `require("name")` or `from "name"`). */
export function requiredPackages(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const name = '([@a-z0-9][\\w.@/-]*)';
  const patterns = [`\\brequire\\("${name}"\\)`, `\\bimport\\("${name}"\\)`, `^(?:import|export)\\b[^\\n]*?\\bfrom\\s*"${name}";`];
  const names = patterns.flatMap((p) => [...text.matchAll(new RegExp(p, 'gm'))].map((m) => m[1]!));
  return [...new Set(names.filter((name) => !isBuiltin(name)))].sort();
}

/** Problems of the built files in `distDir`: a package one of them requires that does not resolve from there. */
export function unresolvedPackages(distDir: string): string[] {
  const problems: string[] = [];
  for (const file of fs.readdirSync(distDir).filter((f) => /\.(js|mjs)$/.test(f))) {
    const require = createRequire(path.join(distDir, file));
    for (const name of requiredPackages(path.join(distDir, file))) {
      try {
        require.resolve(name);
      } catch {
        // An ES-module-only package resolves for import, not for require.resolve: look for its folder.
        const dir = require.resolve.paths(name)?.find((p) => fs.existsSync(path.join(p, name, 'package.json')));
        if (!dir) problems.push(`${file} requires ${name}, which is not installed where it looks`);
      }
    }
  }
  return problems;
}

/** The size of a folder in KiB, as `du -sk` counts it. */
export function sizeKiB(dir: string): number {
  return Number(spawnSync('du', ['-sk', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);
}

export interface StagedImage {
  /** The runtime stage's files: the production install and what the build wrote. */
  dir: string;
  /** What went wrong; the stage is complete only when `failed` is false. */
  problems: string[];
  failed: boolean;
  /** The final stage's copies left out (the apps' builds). */
  notCopied: string[];
}

/**
 * A service image's runtime stage, outside Docker, in a new temporary folder (the caller removes
 * it): the manifests, the deps stage's `npm ci --omit=dev`, the build stage's build, the final
 * stage's COPYs. `report` hears each step done.
 */
export function stageServiceImage(root: string, image: (typeof SERVICE_IMAGES)[number], report: (line: string) => void = () => undefined): StagedImage {
  const { instructions } = imageFacts(root, image);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `check-deploy-${image}-`));
  const problems: string[] = [];
  const fail = (problem: string): StagedImage => ({ dir, problems: [...problems, problem], failed: true, notCopied: [] });
  copyManifests(root, dir);
  const install = instructions.find((i) => i.stage === 'deps' && i.keyword === 'RUN')!;
  let npm = runNpm(install, dir);
  if (!npm.ok && npm.output.includes('can only install packages when your package.json and package-lock.json')) {
    const missing = npm.output.split('\n').filter((l) => l.includes('Missing:')).length;
    problems.push(`${image}: \`${install.args}\` refuses package-lock.json (${missing} optional platform packages missing from it); the rest of this check installs with npm install instead`);
    npm = runNpm(install, dir, { installInstead: true });
  }
  if (!npm.ok) return fail(`${image}: ${install.args} failed:\n${npm.output}`);
  report(`${image}: ${install.args.split(' --')[0]} done`);
  const buildStage = buildStageOf(instructions, image);
  if (!buildStage) return fail(`${image}: no build stage to run`);
  const built = runServiceBuild(root, instructions, buildStage);
  if (!built.ok) return fail(`${image}: ${built.command} failed:\n${built.output}`);
  report(`${image}: ${built.command} done`);
  return { dir, problems, failed: false, notCopied: copyFinalStage(root, instructions, dir, buildStage) };
}
