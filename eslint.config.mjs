import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = import.meta.dirname;
const subfolders = (folder) =>
  fs.existsSync(path.join(ROOT, folder))
    ? fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

// The boundaries of docs/architecture.md, "Rules the lint enforces", read from the tree so a new remote,
// service or feature is covered without editing this file.
const APPS = ['shell', ...subfolders('.').filter((name) => name.startsWith('mf-'))];
const SERVICES = subfolders('services').map((name) => `services/${name}`);
const others = (all, one) => all.filter((other) => other !== one);

const appZones = APPS.map((app) => ({
  target: app,
  from: others(APPS, app),
  message: 'No app imports another (remote or shell): share code through packages/*, screens through federation.',
}));
const serviceZones = SERVICES.map((service) => ({
  target: service,
  from: others(SERVICES, service),
  message: "No service imports another service's code: ask it over HTTP, share types through @blockbeat/contracts.",
}));
/** What an app's bundles start from: exposes/ (federation), entries/ (its own bundles, e.g. the visitor page), standalone/. */
const entryFolders = (app) => ['exposes', 'entries', 'standalone'].map((folder) => `${app}/src/${folder}`);
const featureZones = APPS.flatMap((app) => {
  const features = `${app}/src/features`;
  return [
    ...subfolders(features).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'No feature imports another feature: move what both need to src/shared.',
    })),
    { target: `${app}/src/shared`, from: [features, ...entryFolders(app)], message: 'shared → features → exposes: shared code imports neither.' },
    { target: features, from: entryFolders(app), message: 'shared → features → exposes: a feature never imports an exposed module or a bundle entry.' },
  ];
});

// Inside a service (docs/architecture.md, "Rules the lint enforces", 4 and 5): each layered folder (the service's src/, or a topic
// folder of it) keeps api → domain → data, never backwards and no route touching a repository;
// a topic is reached by other topics only through its index.ts; the service's shared/ and
// database/ folders import no topic.
const LAYERS = ['api', 'domain', 'data'];
const hasLayers = (folder) => LAYERS.some((layer) => fs.existsSync(path.join(ROOT, folder, layer)));
const layerZones = SERVICES.flatMap((service) => {
  const src = `${service}/src`;
  const topics = subfolders(src).filter((name) => hasLayers(`${src}/${name}`)).map((name) => `${src}/${name}`);
  const layered = [...(hasLayers(src) ? [src] : []), ...topics];
  return [
    ...layered.flatMap((folder) => [
      { target: `${folder}/data`, from: [`${folder}/domain`, `${folder}/api`, `${folder}/web`], message: 'api → domain → data: data imports neither domain nor api (nor web).' },
      { target: `${folder}/domain`, from: [`${folder}/api`, `${folder}/web`], message: 'api → domain → data: a use case never imports a route or a page.' },
      { target: `${folder}/api`, from: `${folder}/data`, message: 'api → domain → data: a route calls a use case, never a repository.' },
      { target: `${folder}/web`, from: `${folder}/data`, message: 'web → domain → data: a page calls a use case, never a repository.' },
    ]),
    ...topics.map((topic) => ({
      target: topic,
      from: others(topics, topic).flatMap((other) => LAYERS.map((layer) => `${other}/${layer}`)),
      message: "A topic reaches another only through that topic's index.ts.",
    })),
    ...['shared', 'database'].map((base) => ({ target: `${src}/${base}`, from: topics, message: "A service's shared/ and database/ import no topic." })),
  ].filter((zone) => [zone.from].flat().length > 0);
});

// Another workspace package is reached by its name and the entries its package.json exports
// (docs/architecture.md, "Rules the lint enforces", 6), never by a path into its src/ nor by `@blockbeat/<name>/<anything else>`.
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .workspaces.flatMap((pattern) => (pattern.endsWith('/*') ? subfolders(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -1)}${name}`) : [pattern]))
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'package.json')))
  .map((dir) => {
    const { name, exports = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    const subpaths = typeof exports === 'object' ? Object.keys(exports).filter((key) => key.startsWith('./')) : [];
    return { dir: path.join(ROOT, dir), name, entries: new Set([name, ...subpaths.map((key) => `${name}/${key.slice(2)}`)]) };
  });
const workspaceAt = (file) => WORKSPACES.find(({ dir }) => file === dir || file.startsWith(dir + path.sep));

const noDeepPackageImports = {
  meta: {
    type: 'problem',
    messages: {
      relative: "Import '{{name}}' by its name, not by a path into its folder.",
      subpath: "'{{specifier}}' is not an entry of {{name}}: import '{{name}}' (or add the entry to its package.json exports).",
    },
    schema: [],
  },
  create(context) {
    const own = workspaceAt(context.physicalFilename);
    const check = (node) => {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier) return;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(context.physicalFilename), specifier);
        const owner = workspaceAt(target);
        if (owner && owner !== own && (target === owner.dir || target.startsWith(path.join(owner.dir, 'src')))) {
          context.report({ node, messageId: 'relative', data: { name: owner.name } });
        }
        return;
      }
      const owner = WORKSPACES.find(({ name }) => specifier.startsWith(name + '/'));
      if (owner && !owner.entries.has(specifier)) context.report({ node, messageId: 'subpath', data: { specifier, name: owner.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**', '.data-*/**', '.e2e/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mf-*/**/*.ts', 'packages/shell-sdk/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, blockbeat: { rules: { 'no-deep-package-imports': noDeepPackageImports } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...appZones, ...serviceZones, ...featureZones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'blockbeat/no-deep-package-imports': 'error',
    },
  },
  {
    // Only packages/ui may import antd: it is the one door to it (docs/architecture.md, "Rules the lint enforces", 7).
    files: ['shell/**', 'mf-*/**', 'packages/shell-sdk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['antd', 'antd/*'], message: 'Import from @blockbeat/ui instead.' }] }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
