/**
 * `npm run build:services`: each back-end service bundled into services/<name>/dist/ as its image
 * runs it (scripts/lib/service-build.ts): `node --enable-source-maps services/<name>/dist/main.js`,
 * its migration Job `node services/<name>/dist/migrate.js`. Development (`npm start`, jest) runs
 * the TypeScript under tsx and never reads dist/.
 *
 * `npm run build:services -- content` builds only the services named.
 */
import path from 'node:path';
import { BUILT_SERVICES, buildService, type BuiltService } from './lib/service-build';

const root = path.resolve(__dirname, '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BUILT_SERVICES.includes(name as BuiltService));
if (unknown.length > 0) {
  console.error(`Not a built service: ${unknown.join(', ')} (services: ${BUILT_SERVICES.join(', ')})`);
  process.exit(2);
}

async function main() {
  for (const service of BUILT_SERVICES.filter((s) => asked.length === 0 || asked.includes(s))) {
    const { files, ms } = await buildService(root, service);
    const listed = files.filter((f) => !f.file.endsWith('.map')).map((f) => `${f.file} ${(f.bytes / 1024).toFixed(0)} KB`);
    console.log(`${service}: services/${service}/dist/ ${listed.join(', ')} (${ms} ms)`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
