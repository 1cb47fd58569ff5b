import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requiredPackages, stagedProblems, unresolvedPackages } from '../check/image-stage';
import { builtCommandProblems, DEV_TOOLS, serviceImageProblems } from '../check/images';
import { buildService } from '../../scripts/lib/service-build';

const root = path.resolve(__dirname, '../..');

/** A temporary folder, removed after `use`. */
function withFolder(use: (dir: string) => void | Promise<void>) {
  return async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-images-'));
    try {
      await use(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/** What the Dockerfile rules read: the manifests, the lockfile and deploy/. */
function copyRepository(into: string) {
  for (const file of ['package.json', 'package-lock.json']) fs.cpSync(path.join(root, file), path.join(into, file));
  for (const parent of ['packages', 'services']) {
    for (const name of fs.readdirSync(path.join(root, parent))) {
      const manifest = path.join(parent, name, 'package.json');
      if (fs.existsSync(path.join(root, manifest))) write(into, manifest, fs.readFileSync(path.join(root, manifest), 'utf8'));
    }
  }
  fs.cpSync(path.join(root, 'deploy'), path.join(into, 'deploy'), { recursive: true });
}

const edit = (dir: string, file: string, from: string, to: string) => {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not hold ${from}`);
  fs.writeFileSync(path.join(dir, file), text.replace(from, to));
};

describe('deploy/: a service image runs what was built', () => {
  it(
    'when the runtime stage copies the TypeScript and starts it under tsx, then each of those is a problem',
    withFolder((copy) => {
      copyRepository(copy);
      const file = 'deploy/docker/content.Dockerfile';
      expect(serviceImageProblems(copy, 'content')).toEqual([]);
      edit(copy, file, 'COPY --from=build /app/services/content/dist services/content/dist', 'COPY services/content services/content');
      edit(copy, file, 'CMD ["node", "--enable-source-maps", "services/content/dist/main.js"]', 'CMD ["node", "--import", "tsx", "services/content/src/main.ts"]');
      expect(serviceImageProblems(copy, 'content')).toEqual([
        'content.Dockerfile: the final stage copies services/content from the repository; it must hold only what the build stage built',
        'content.Dockerfile: the final stage does not copy /app/services/content/dist from the build stage to services/content/dist',
        'content.Dockerfile: CMD: runs under tsx, the development loader: it compiles at every start and the image does not install it',
        'content.Dockerfile: CMD: node --import: only --enable-source-maps may be given',
        'content.Dockerfile: CMD: starts tsx services/content/src/main.ts; it must start services/content/dist/main.js, which the build writes (scripts/lib/service-build.ts: main.js, migrate.js, svg-worker.mjs, beat-worker.mjs)',
      ]);
    }),
  );

  it(
    'when tsx is a runtime dependency, the install keeps dev dependencies, or no stage builds the service, then each is a problem',
    withFolder((copy) => {
      copyRepository(copy);
      const file = 'deploy/docker/billing.Dockerfile';
      edit(copy, 'services/billing/package.json', '"dependencies": {', '"dependencies": {\n    "tsx": "^4.23.15",');
      edit(copy, file, 'npm ci --omit=dev --ignore-scripts', 'npm ci --ignore-scripts');
      edit(copy, file, 'RUN npm run build:services -- billing', 'RUN npm run build:services -- content');
      expect(serviceImageProblems(copy, 'billing')).toEqual([
        "billing.Dockerfile: @blockbeat/billing lists tsx in dependencies, so `npm ci --omit=dev` installs it into the image (development has it from the root's devDependencies)",
        "billing.Dockerfile: the final stage's /app must come from a stage that runs `npm ci --omit=dev --workspace=@blockbeat/billing` (production dependencies only)",
        'billing.Dockerfile: no stage runs `npm run build:services -- billing`',
      ]);
    }),
  );

  it('when a migration Job starts the TypeScript or a file the build does not write, then it is a problem; the built migrate.js is none', () => {
    expect(builtCommandProblems('Job/migrate-support', 'support', ['node', 'services/support/dist/migrate.js'], 'migrate.js')).toEqual([]);
    expect(builtCommandProblems('Job/migrate-support', 'support', ['node', '--import', 'tsx', 'services/support/src/migrate.ts'], 'migrate.js')).toHaveLength(3);
    expect(builtCommandProblems('Job/migrate-support', 'support', ['node', 'services/support/dist/main.js'], 'migrate.js')).toEqual([
      'Job/migrate-support: starts services/support/dist/main.js; it must start services/support/dist/migrate.js, which the build writes (scripts/lib/service-build.ts: main.js, migrate.js)',
    ]);
  });
});

describe('deploy/: the runtime stage as staged', () => {
  it(
    'when it holds a TypeScript source or a development tool, then each is a problem',
    withFolder((dir) => {
      write(dir, 'services/content/dist/main.js', '');
      write(dir, 'node_modules/express/package.json', '{}');
      write(dir, 'node_modules/@types/express/index.d.ts', '');
      expect(stagedProblems(dir, DEV_TOOLS)).toEqual([]);
      write(dir, 'services/content/src/main.ts', '');
      write(dir, 'node_modules/tsx/package.json', '{}');
      write(dir, 'node_modules/pino/node_modules/typescript/package.json', '{}');
      expect(stagedProblems(dir, DEV_TOOLS).sort()).toEqual([
        'holds node_modules/pino/node_modules/typescript, a development tool',
        'holds node_modules/tsx, a development tool',
        'holds services/content/src/main.ts, a TypeScript source',
      ]);
    }),
  );

  it(
    'when a built file requires a package not installed where it looks, then it is a problem',
    withFolder((dir) => {
      write(dir, 'node_modules/express/package.json', '{"name":"express","main":"index.js"}');
      write(dir, 'node_modules/express/index.js', '');
      write(dir, 'node_modules/jose/package.json', '{"name":"jose","type":"module","exports":{"import":"./index.js"}}');
      const main = 'var import_express = __toESM(require("express"));\nvar fs = require("node:fs");\nvar jose = require("jose");\nconst x = Buffer.from("not a package");\n';
      write(dir, 'services/support/dist/main.js', main);
      write(dir, 'services/support/dist/worker.mjs', 'import { JSDOM } from "jsdom";\nexport { JSDOM as default };\n');
      expect(requiredPackages(path.join(dir, 'services/support/dist/main.js'))).toEqual(['express', 'jose']);
      expect(unresolvedPackages(path.join(dir, 'services/support/dist'))).toEqual(['worker.mjs requires jsdom, which is not installed where it looks']);
    }),
  );
});

describe('scripts/lib/service-build: what a bundle must not carry', () => {
  it(
    'when bundled code finds files from its own location unchecked, or requires a package its service does not install, then the build fails naming both',
    withFolder(async (dir) => {
      write(dir, 'package.json', JSON.stringify({ workspaces: ['services/*'] }));
      write(dir, 'services/billing/package.json', JSON.stringify({ name: '@blockbeat/billing', dependencies: { pino: '*' } }));
      write(dir, 'services/billing/src/main.ts', "import path from 'node:path';\nimport pino from 'pino';\nimport Stripe from 'stripe';\nconsole.log(path.join(__dirname, 'templates'), pino, Stripe);\n");
      write(dir, 'services/billing/src/migrate.ts', 'export {};\n');
      await expect(buildService(dir, 'billing')).rejects.toThrow(
        [
          'billing:',
          '- services/billing/src/main.ts finds files from its own location; bundled, that is services/billing/dist/. Check it is right from there and list it in LOCATION_USES (scripts/lib/service-build.ts)',
          '- services/billing/dist/main.js requires stripe, which no package.json of @blockbeat/billing or the workspaces it uses lists in dependencies, so its image does not install it',
        ].join('\n'),
      );
    }),
  );

  it(
    'when a service has a worker entry the build does not know, then the build fails',
    withFolder(async (dir) => {
      write(dir, 'package.json', JSON.stringify({ workspaces: ['services/*'] }));
      write(dir, 'services/support/package.json', JSON.stringify({ name: '@blockbeat/support' }));
      write(dir, 'services/support/src/main.ts', 'export {};\n');
      write(dir, 'services/support/src/migrate.ts', 'export {};\n');
      write(dir, 'services/support/src/mail/render-worker.mjs', 'export default () => null;\n');
      await expect(buildService(dir, 'support')).rejects.toThrow('support: mail/render-worker.mjs: a worker entry the build does not know');
    }),
  );
});
