/**
 * A service as its image runs it (deploy/docker/<service>.Dockerfile, docs/deploy.md "Images"):
 * each entry bundled by esbuild into services/<name>/dist/, our own code (the service's src and
 * the `@blockbeat/*` workspaces) compiled in, every third-party package left to `require` from
 * node_modules at run time, so the image installs them with `npm ci --omit=dev` and carries no
 * TypeScript, no tsx and no source of ours. Development keeps running the sources under tsx.
 */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type BuildOptions, type Message, type Metafile, type Plugin } from 'esbuild';
import { readWorkspaces, runtimeWorkspaceDirs } from '../../deploy/check/workspaces';

export const BUILT_SERVICES = ['gateway', 'content', 'billing', 'support', 'coaching'] as const;
export type BuiltService = (typeof BUILT_SERVICES)[number];

/** Beside src/, at the same depth, so that a path computed from `__dirname` finds the same neighbours. */
export const DIST = 'dist';

/**
 * A worker thread's entry. In development a `.mjs` beside its `.ts` loads the TypeScript through
 * tsx's API; built, an ES module of the same name in dist/ holds the compiled code, where the
 * bundled caller, whose `__dirname` is dist/, looks for it.
 */
interface WorkerEntry {
  /** The development entry under src/, whose file name the caller computes. */
  entry: string;
  /** The TypeScript module it loads, and the export it hands the pool as its default. */
  source: string;
  exportName: string;
}

const WORKERS: Partial<Record<BuiltService, WorkerEntry[]>> = {
  content: [
    { entry: 'branding/domain/svg-worker.mjs', source: 'branding/domain/svg-worker.ts', exportName: 'checkSvg' },
    { entry: 'uploads/domain/beat/beat-worker.mjs', source: 'uploads/domain/beat/beat-worker.ts', exportName: 'analyseUploadedAudio' },
  ],
};

/**
 * Bundled code that finds files from its own location, and why each is right from dist/ too (a
 * bundle's `__dirname` is dist/ for every module in it). A new one fails the build until it is
 * checked and listed here.
 */
const LOCATION_USES: Record<string, string> = {
  'services/gateway/src/config.ts': "STATIC_ROOT's default is three folders up: the repository root from src/ and dist/ alike",
  'services/content/src/branding/domain/svg-sanitizer.ts': 'the SVG worker, built as dist/svg-worker.mjs beside main.js',
  'services/content/src/uploads/domain/beat/beat-pool.ts': 'the beat analysis worker, built as dist/beat-worker.mjs beside main.js',
};

/** The files of dist/ a command may start: the service, its migrations (the Job), its workers. */
export function builtEntries(service: BuiltService): string[] {
  return ['main.js', 'migrate.js', ...(WORKERS[service] ?? []).map((w) => path.basename(w.entry))];
}

export interface ServiceBuild {
  service: BuiltService;
  files: Array<{ file: string; bytes: number }>;
  ms: number;
}

/** Our workspaces are compiled in; every other package stays a `require` of node_modules. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@blockbeat/') ? undefined : { path: args.path, external: true }));
  },
};

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const formatMessages = (messages: Message[]) => messages.map((m) => `${m.location ? `${m.location.file}:${m.location.line}: ` : ''}${m.text}`);

/** What a build must not ship: location-dependent code nobody checked, packages the image does not install. */
function metafileProblems(root: string, service: BuiltService, metafile: Metafile): string[] {
  const problems: string[] = [];
  for (const input of Object.keys(metafile.inputs)) {
    // A worker's generated entry (stdin) is no file; node_modules is not ours.
    if (input.includes('node_modules') || LOCATION_USES[input] || !fs.existsSync(path.join(root, input))) continue;
    if (/\b__dirname\b|\b__filename\b|\bimport\.meta\b/.test(fs.readFileSync(path.join(root, input), 'utf8'))) {
      problems.push(`${input} finds files from its own location; bundled, that is ${path.join('services', service, DIST)}/. Check it is right from there and list it in LOCATION_USES (scripts/lib/service-build.ts)`);
    }
  }
  const workspaces = readWorkspaces(root);
  const name = `@blockbeat/${service}`;
  const installed = new Set(runtimeWorkspaceDirs(workspaces, name).flatMap((dir) => Object.keys([...workspaces.values()].find((w) => w.dir === dir)!.dependencies)));
  for (const [output, { imports }] of Object.entries(metafile.outputs)) {
    for (const { path: specifier } of imports.filter((i) => i.external && !isBuiltin(i.path))) {
      const pkg = packageName(specifier);
      if (!installed.has(pkg)) problems.push(`${output} requires ${pkg}, which no package.json of ${name} or the workspaces it uses lists in dependencies, so its image does not install it`);
    }
  }
  return problems;
}

/** Builds one service into services/<name>/dist/ (emptied first); throws with every problem found. */
export async function buildService(root: string, service: BuiltService): Promise<ServiceBuild> {
  const started = Date.now();
  const src = path.join('services', service, 'src');
  const dist = path.join(root, 'services', service, DIST);
  const workers = WORKERS[service] ?? [];
  const declared = new Set(workers.map((w) => w.entry));
  const undeclared = fs
    .readdirSync(path.join(root, src), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs') && !declared.has(file));
  if (undeclared.length > 0) throw new Error(`${service}: ${undeclared.join(', ')}: a worker entry the build does not know; add it to WORKERS (scripts/lib/service-build.ts)`);

  fs.rmSync(dist, { recursive: true, force: true });
  const common: BuildOptions = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Stack traces name the TypeScript lines (node --enable-source-maps) without shipping the sources.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [thirdPartyExternal],
  };
  const results = [
    await build({ ...common, format: 'cjs', entryPoints: { main: path.join(src, 'main.ts'), migrate: path.join(src, 'migrate.ts') }, outdir: dist }),
    ...(await Promise.all(
      workers.map((w) =>
        build({
          ...common,
          format: 'esm',
          stdin: { contents: `export { ${w.exportName} as default } from './${path.basename(w.source, '.ts')}';`, resolveDir: path.join(root, src, path.dirname(w.source)), sourcefile: `${path.basename(w.entry, '.mjs')}.built.ts`, loader: 'ts' },
          outfile: path.join(dist, path.basename(w.entry)),
        }),
      ),
    )),
  ];
  const problems = results.flatMap((r) => [...formatMessages(r.warnings), ...metafileProblems(root, service, r.metafile!)]);
  if (problems.length > 0) throw new Error(`${service}:\n- ${problems.join('\n- ')}`);
  const files = fs.readdirSync(dist).map((file) => ({ file, bytes: fs.statSync(path.join(dist, file)).size }));
  return { service, files, ms: Date.now() - started };
}
