import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Published {
  dir: string;
  version: string;
  /** Where the version now lives. */
  folder: string;
  /** False when this exact content was already published under that version. */
  isNew: boolean;
}

/**
 * The files a remote's build gives browsers: all of its dist/ (its Node bundles are built into
 * dist-server/, never published), relative to dist/, in a stable order.
 */
function publishedFiles(dist: string, sub = ''): string[] {
  return fs
    .readdirSync(path.join(dist, sub), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(sub, entry.name);
      return entry.isDirectory() ? publishedFiles(dist, relative) : [relative];
    })
    .sort();
}

/** The first 8 hex digits of a sha256 over every published file's path and content. */
export function contentHash(dist: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of publishedFiles(dist)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dist, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** '0.1.0-3f9a2c1b': the remote's package.json version and its build's content hash. */
export function remoteVersion(appDir: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  return `${version}-${contentHash(path.join(appDir, 'dist'))}`;
}

/**
 * Copies a built remote's dist/ to `<remotesDir>/<dir>/<version>/`. A published version is never
 * written again (same version, same content); a new one appears whole or not at all (copied
 * beside it, then renamed), so a gateway never serves half a version.
 */
export function publishRemote(appDir: string, remotesDir: string): Published {
  const dir = path.basename(appDir);
  const dist = path.join(appDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dir} is not built: ${dist}/mf-manifest.json is missing`);
  const version = remoteVersion(appDir);
  const folder = path.join(remotesDir, dir, version);
  if (fs.existsSync(folder)) return { dir, version, folder, isNew: false };
  const staging = path.join(remotesDir, dir, `.${version}.${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  for (const file of publishedFiles(dist)) {
    fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    fs.copyFileSync(path.join(dist, file), path.join(staging, file));
  }
  fs.renameSync(staging, folder);
  return { dir, version, folder, isNew: true };
}
