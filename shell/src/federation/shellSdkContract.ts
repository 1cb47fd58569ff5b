import { SHELL_SDK_VERSION } from '@blockbeat/shell-sdk';
import { satisfy } from '@module-federation/enhanced/runtime';
import { fetchManifest, forgetManifest } from './manifests';

const SHELL_SDK = '@blockbeat/shell-sdk';

/** The part of a remote's mf-manifest.json read here: its shared modules and the ranges it requires. */
interface ManifestShared {
  shared?: Array<{ name?: string; requiredVersion?: string }>;
}

/** A remote built for a shell-sdk this shell does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly range: string,
    readonly shellSdkVersion: string,
  ) {
    super(`${remote} needs shell-sdk ${range}; this shell provides ${shellSdkVersion}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** The shell-sdk range a manifest declares (its shared requiredVersion), or null when it declares none. */
export function requiredShellSdk(manifest: unknown): string | null {
  const shared = (manifest as ManifestShared | null)?.shared;
  const range = Array.isArray(shared) ? shared.find((s) => s.name === SHELL_SDK)?.requiredVersion : undefined;
  return typeof range === 'string' && range.trim() !== '' ? range : null;
}

/**
 * Whether this shell's shell-sdk is inside the range. The federation runtime's own semver check
 * (^, ~, exact, x-ranges, comparators, ||), the one it applies to shared versions: no second
 * implementation and no bytes added to the shell.
 */
export function isShellSdkCompatible(range: string | null, version: string = SHELL_SDK_VERSION): boolean {
  return range === null || satisfy(version, range);
}

/** Manifest reads by entry URL, one per session (a Retry forgets it: forgetContract). */
const ranges = new Map<string, Promise<string | null>>();

/**
 * The range a remote's manifest declares. A manifest that cannot be read counts as declaring
 * none: the runtime fetches it next and reports that failure the usual way. An entry that is not
 * a manifest (a remoteEntry.js URL) declares nothing either.
 */
function rangeOf(entry: string): Promise<string | null> {
  let range = ranges.get(entry);
  if (!range) {
    range = entry.endsWith('.json')
      ? fetchManifest(entry)
          .then((res) => (res.ok ? res.json() : null))
          .then(requiredShellSdk, () => null)
      : Promise.resolve(null);
    ranges.set(entry, range);
  }
  return range;
}

/** An IncompatibleRemoteError when the remote at `entry` needs another shell-sdk; else null. */
export async function incompatibility(remote: string, entry: string): Promise<IncompatibleRemoteError | null> {
  const range = await rangeOf(entry);
  return isShellSdkCompatible(range) ? null : new IncompatibleRemoteError(remote, range!, SHELL_SDK_VERSION);
}

export function forgetContract(entry: string): void {
  ranges.delete(entry);
  if (entry.endsWith('.json')) forgetManifest(entry);
}
