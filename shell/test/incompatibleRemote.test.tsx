import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SHELL_SDK_VERSION } from '@blockbeat/shell-sdk';
import { LAZY_LOAD_FAILED_EVENT, type LazyLoadFailedDetail } from '../src/federation/events';
import { installLazyLoadFallback } from '../src/federation/lazyLoadFallback';
import { RemoteScreen } from '../src/federation/RemoteScreen';
import { IncompatibleRemoteError } from '../src/federation/shellSdkContract';

jest.mock('@module-federation/enhanced/runtime', () => ({
  // The runtime's own semver check is what the shell uses: the real one.
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const ENTRY = '/remotes/mf-builder/0.3.0-0123abcd/mf-manifest.json';
const REMOTES = { remotes: [{ name: 'mf_builder', entry: ENTRY }] };

/** What the gateway answers: the remotes map, and the builder's manifest declaring `range` for shell-sdk. */
function serve(range: string) {
  globalThis.fetch = jest.fn(async (url: string) => {
    const body = url === ENTRY ? { shared: [{ name: '@blockbeat/shell-sdk', version: '1.0.0', requiredVersion: range }] } : REMOTES;
    // The manifest's one response is copied for each reader (federation/manifests.ts).
    const response = { ok: true, status: 200, json: async () => body, text: async () => '', clone: () => response };
    return response;
  }) as unknown as typeof fetch;
}

function BuilderPage() {
  return <h1>Workout Builder</h1>;
}

beforeEach(() => {
  loadRemoteMock.mockReset().mockResolvedValue({ default: BuilderPage });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('when a remote needs a shell-sdk this shell is outside of, then its fallback shows, the failure event says why, and its code is never run; Retry loads it once it fits', async () => {
  const seen: LazyLoadFailedDetail[] = [];
  const record = (event: Event) => seen.push({ ...(event as CustomEvent<LazyLoadFailedDetail>).detail });
  window.addEventListener(LAZY_LOAD_FAILED_EVENT, record);
  const uninstall = installLazyLoadFallback();
  serve('^1.0.0');

  render(<RemoteScreen id="mf_builder/BuilderPage" />);

  expect(await screen.findByRole('heading', { name: 'This part of BlockBeat could not be loaded.' })).toBeInTheDocument();
  expect(loadRemoteMock).not.toHaveBeenCalled();
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ id: 'mf_builder/BuilderPage', reason: 'incompatible-shell-sdk' });
  expect(seen[0]!.error).toBeInstanceOf(IncompatibleRemoteError);
  expect((seen[0]!.error as Error).message).toBe(`mf_builder needs shell-sdk ^1.0.0; this shell provides ${SHELL_SDK_VERSION}`);

  // The release map moved the remote back (or its range was fixed): Retry reads the manifest again.
  serve('^0.1.0');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Workout Builder' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  window.removeEventListener(LAZY_LOAD_FAILED_EVENT, record);
  uninstall();
});
