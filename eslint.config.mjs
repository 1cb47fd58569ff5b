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

// The design's boundaries (DESIGN.md §1, §5.2, §5.12), read from the tree so a new remote,
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
const featureZones = APPS.flatMap((app) => {
  const features = `${app}/src/features`;
  return [
    ...subfolders(features).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'No feature imports another feature: move what both need to src/shared.',
    })),
    { target: `${app}/src/shared`, from: [features, `${app}/src/exposes`], message: 'shared → features → exposes: shared code imports neither.' },
    { target: features, from: `${app}/src/exposes`, message: 'shared → features → exposes: a feature never imports an exposed module.' },
  ];
});

// Another workspace package is reached by its name and the entries its package.json exports
// (DESIGN.md §5.1), never by a path into its src/ nor by `@blockbeat/<name>/<anything else>`.
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
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.data-*/**', '.e2e/**', 'coverage/**'] },
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
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...appZones, ...serviceZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'blockbeat/no-deep-package-imports': 'error',
    },
  },
  {
    // Only packages/ui may import antd: it is the one door to it (DESIGN.md §2).
    files: ['shell/**', 'mf-*/**', 'packages/shell-sdk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['antd', 'antd/*'], message: 'Import from @blockbeat/ui instead.' }] }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
