import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * An earlier commit's sources, unpacked beside the repository (git archive: no worktree, the
 * repository's git state is left alone), with this checkout's installed packages linked in. Only
 * the workspaces (our own packages) come from the commit: `node_modules/@blockbeat/*` points into
 * the unpacked tree, so an old shell is built against its own shell-sdk, contracts and ui.
 */
export function unpackCommit(repoRoot: string, commit: string, dir: string): void {
  if (fs.existsSync(path.join(dir, '.unpacked'))) return;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: repoRoot, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  linkInstalledPackages(repoRoot, dir);
  fs.writeFileSync(path.join(dir, '.unpacked'), `${commit}\n`);
}

function linkInstalledPackages(repoRoot: string, dir: string): void {
  const source = path.join(repoRoot, 'node_modules');
  const target = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(target, '@blockbeat'), { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry !== '@blockbeat') fs.symlinkSync(path.join(source, entry), path.join(target, entry));
  }
  for (const entry of fs.readdirSync(path.join(source, '@blockbeat'))) {
    // Relative links as npm writes them (../../packages/ui), now resolved inside the unpacked tree.
    fs.symlinkSync(fs.readlinkSync(path.join(source, '@blockbeat', entry)), path.join(target, '@blockbeat', entry));
  }
}

/** Builds one app (`shell`, `mf-dashboard` …) of a tree unless its dist/ is already there. */
export function buildApp(dir: string, app: string): void {
  const done = path.join(dir, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
  if (fs.existsSync(done)) return;
  const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building ${app} in ${dir} failed`);
}

/** The full id of a commit ('HEAD~1', a tag …). */
export function commitId(repoRoot: string, ref: string): string {
  return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/**
 * The working tree as it is (committed or not: what a developer is about to ship), copied beside
 * the repository like an unpacked commit. Copied afresh each time: its builds are this run's.
 */
export function copyWorkingTree(repoRoot: string, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(repoRoot, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
  linkInstalledPackages(repoRoot, dir);
}
