import manifestOncePlugin from '../src/federation/manifestOncePlugin';
import { incompatibility, forgetContract } from '../src/federation/shellSdkContract';

const ENTRY = '/remotes/mf-dashboard/mf-manifest.json';
const manifest = { shared: [{ name: '@blockbeat/shell-sdk', requiredVersion: '^0.1.0' }], metaData: {}, exposes: [] };

/** A response as fetch gives it, as far as it is used: its body read once, copies of it read again (jsdom has no Response). */
function response(body: unknown) {
  let read = false;
  const copy = () => ({
    ok: true,
    status: 200,
    json: async () => {
      if (read) throw new TypeError('Body is unusable: Body has already been read');
      read = true;
      return body;
    },
    clone: () => response(body),
  });
  return copy();
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => response(manifest));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const runtimeFetch = (url: string) => manifestOncePlugin().fetch!(url, {}) as Promise<Response> | undefined;

test('when the shell checks a remote’s shell-sdk range and the runtime then loads its manifest, then the manifest is fetched once and each reads all of it', async () => {
  expect(await incompatibility('mf_dashboard', ENTRY)).toBeNull();
  const forRuntime = await runtimeFetch(ENTRY);
  expect(await forRuntime!.json()).toEqual(manifest);
  expect(await (await runtimeFetch(`${location.origin}${ENTRY}`))!.json()).toEqual(manifest);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('when a remote is reset (Retry), then its manifest is fetched again', async () => {
  const entry = '/remotes/mf-builder/mf-manifest.json';
  await incompatibility('mf_builder', entry);
  forgetContract(entry);
  await incompatibility('mf_builder', entry);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('when the runtime fetches anything but a manifest, then the plugin leaves it to the runtime', () => {
  expect(runtimeFetch('/remotes/mf-dashboard/remoteEntry.js')).toBeUndefined();
});
