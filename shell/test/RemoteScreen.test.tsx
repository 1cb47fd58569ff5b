import type { RemoteModuleId } from '@blockbeat/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { installLazyLoadFallback } from '../src/federation/lazyLoadFallback';
import lazyLoadFailedPlugin from '../src/federation/lazyLoadFailedPlugin';
import { RemoteScreen } from '../src/federation/RemoteScreen';

jest.mock('@module-federation/enhanced/runtime', () => ({
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const registerRemotesMock = registerRemotes as jest.Mock;
const plugin = lazyLoadFailedPlugin();
const REMOTES = { remotes: [{ name: 'mf_builder', entry: '/remotes/mf-builder/mf-manifest.json' }] };

function BuilderPage() {
  return <h1>Workout Builder</h1>;
}

/** Behaves like the federation runtime: a failed load goes through the plugin's errorLoadRemote. */
function runtimeThatFails(times: number, error = new Error('Failed to get manifest')) {
  let failures = 0;
  loadRemoteMock.mockImplementation(async (id: string) => {
    if (failures < times) {
      failures += 1;
      return plugin.errorLoadRemote!({ id, error, lifecycle: 'onLoad', from: 'runtime', origin: {} } as never);
    }
    return { default: BuilderPage };
  });
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => REMOTES, text: async () => '' })) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

let screenId = 0;
// Each test uses its own screen id: RemoteScreen keeps one lazy component per id for the session.
const nextId = () => `mf_builder/BuilderPage${++screenId}` as RemoteModuleId;

test('when the remote loads, then its screen renders', async () => {
  runtimeThatFails(0);
  render(<RemoteScreen id={nextId()} />);
  expect(await screen.findByRole('heading', { name: 'Workout Builder' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_builder', entry: '/remotes/mf-builder/mf-manifest.json' }]);
});

test('when the shell handles the failure, then the fallback shows and Retry recovers without a reload', async () => {
  const uninstall = installLazyLoadFallback();
  runtimeThatFails(1);
  render(<RemoteScreen id={nextId()} />);
  expect(await screen.findByRole('heading', { name: 'This part of BlockBeat could not be loaded.' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Workout Builder' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'mf_builder', entry: '/remotes/mf-builder/mf-manifest.json' }], { force: true });
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  uninstall();
});

test('when nothing handles the failure, then the error boundary shows the same fallback and Retry works', async () => {
  runtimeThatFails(1);
  render(<RemoteScreen id={nextId()} />);
  expect(await screen.findByRole('heading', { name: 'This part of BlockBeat could not be loaded.' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Workout Builder' })).toBeInTheDocument();
});

test('when the remote is still down, then Retry shows the fallback again', async () => {
  const uninstall = installLazyLoadFallback();
  runtimeThatFails(2);
  render(<RemoteScreen id={nextId()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Workout Builder' })).toBeInTheDocument();
  uninstall();
});
