import fs from 'node:fs';
import path from 'node:path';

export interface Workspace {
  dir: string;
  name: string;
  dependencies: Record<string, string>;
}

/** The npm workspaces of the repository, by package name. */
export function readWorkspaces(root: string): Map<string, Workspace> {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs.readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`);
  });
  const found = dirs
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
      return { dir, name: pkg.name, dependencies: pkg.dependencies ?? {} };
    });
  return new Map(found.map((w) => [w.name, w]));
}

/** The workspace folders a workspace needs at run time: itself and its workspace dependencies, transitively. */
export function runtimeWorkspaceDirs(workspaces: Map<string, Workspace>, name: string): string[] {
  const seen = new Set<string>();
  const visit = (n: string) => {
    const w = workspaces.get(n);
    if (!w || seen.has(w.dir)) return;
    seen.add(w.dir);
    Object.keys(w.dependencies).forEach(visit);
  };
  visit(name);
  return [...seen].sort();
}
