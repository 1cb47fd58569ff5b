import { LAZY_LOAD_FAILED_EVENT, type LazyLoadFailedDetail } from '../src/federation/events';
import lazyLoadFailedPlugin from '../src/federation/lazyLoadFailedPlugin';

type Args = Parameters<NonNullable<ReturnType<typeof lazyLoadFailedPlugin>['errorLoadRemote']>>[0];

const failure = (lifecycle: Args['lifecycle'], error = new Error('boom')) =>
  ({ id: 'mf_builder/BuilderPage', error, lifecycle, from: 'runtime', origin: {} }) as unknown as Args;

function listen(handler: (event: CustomEvent<LazyLoadFailedDetail>) => void): () => void {
  const fn = (e: Event) => handler(e as CustomEvent<LazyLoadFailedDetail>);
  window.addEventListener(LAZY_LOAD_FAILED_EVENT, fn);
  return () => window.removeEventListener(LAZY_LOAD_FAILED_EVENT, fn);
}

describe('lazyLoadFailedPlugin', () => {
  const plugin = lazyLoadFailedPlugin();
  const errorLoadRemote = plugin.errorLoadRemote!;

  test('when a load fails and a listener supplies a fallback, then the fallback module is returned', async () => {
    const fallback = { default: () => null };
    const seen: LazyLoadFailedDetail[] = [];
    const stop = listen((e) => {
      seen.push({ ...e.detail });
      e.preventDefault();
      e.detail.fallback = fallback;
    });
    const error = new Error('manifest down');
    await expect(errorLoadRemote(failure('onLoad', error))).resolves.toBe(fallback);
    expect(seen).toEqual([{ id: 'mf_builder/BuilderPage', error }]);
    stop();
  });

  test('when a listener handles it without a fallback, then an empty screen module is returned', async () => {
    const stop = listen((e) => e.preventDefault());
    const result = (await errorLoadRemote(failure('onLoad'))) as { default: () => unknown };
    expect(result.default()).toBeNull();
    stop();
  });

  test('when nothing handles the event, then the original error is thrown', async () => {
    const seen: string[] = [];
    const stop = listen((e) => seen.push(e.detail.id));
    const error = new Error('entry down');
    await expect(errorLoadRemote(failure('onLoad', error))).rejects.toBe(error);
    expect(seen).toEqual(['mf_builder/BuilderPage']);
    stop();
  });

  test('when an earlier stage fails, then no event is raised and the runtime carries on', async () => {
    const seen: string[] = [];
    const stop = listen((e) => seen.push(e.detail.id));
    await expect(errorLoadRemote(failure('afterResolve'))).resolves.toBeUndefined();
    await expect(errorLoadRemote(failure('beforeLoadShare'))).resolves.toBeUndefined();
    expect(seen).toEqual([]);
    stop();
  });

  test('when dispatched, then the event is cancelable', async () => {
    let cancelable = false;
    const stop = listen((e) => {
      cancelable = e.cancelable;
      e.preventDefault();
    });
    await errorLoadRemote(failure('onLoad'));
    expect(cancelable).toBe(true);
    stop();
  });
});
