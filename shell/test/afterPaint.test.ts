/** after-paint.js: the app's scripts run once the gateway's frame has been painted. */
type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

let paint: PaintCallback | null = null;
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: PaintCallback) {
    paint = callback;
  }
  observe() {}
  disconnect() {
    paint = null;
  }
}

function runnerScript(scripts: string): HTMLScriptElement {
  const me = document.createElement('script');
  me.setAttribute('data-scripts', scripts);
  return me;
}
const appended = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

let runAfterPaint: typeof import('../src/frame/afterPaint').runAfterPaint;
beforeAll(async () => {
  ({ runAfterPaint } = await import('../src/frame/afterPaint'));
});
beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  paint = null;
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true, writable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => jest.useRealTimers());

test('when the page is shown, then the scripts wait for the first contentful paint and then run in order', () => {
  runAfterPaint(runnerScript('/main.1.js /vendor.2.js'));
  expect(appended()).toEqual([]);
  paint!({ getEntriesByName: () => [] }); // first-paint only: not yet
  expect(appended()).toEqual([]);
  paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  expect(appended()).toEqual(['/main.1.js', '/vendor.2.js']);
  expect([...document.head.querySelectorAll('script')].every((s) => s.async === false)).toBe(true);
  jest.advanceTimersByTime(5000);
  expect(appended()).toHaveLength(2); // once only
});

test('when no paint is reported, then the scripts still run after 3 seconds', () => {
  runAfterPaint(runnerScript('/main.1.js'));
  jest.advanceTimersByTime(2999);
  expect(appended()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(appended()).toEqual(['/main.1.js']);
});

test('when the tab is hidden, then nothing will be painted and the scripts run at once', () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  runAfterPaint(runnerScript('/main.1.js'));
  expect(appended()).toEqual(['/main.1.js']);
});

test('when a URL is not a same-origin path, then it is not run', () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  runAfterPaint(runnerScript('https://evil.example/x.js //evil.example/y.js javascript:alert(1) /main.1.js'));
  expect(appended()).toEqual(['/main.1.js']);
});
