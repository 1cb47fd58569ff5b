import type { LiveEvents } from '@blockbeat/contracts';
import { act } from '@testing-library/react';

/** EventSource for jsdom (it has none): the test opens, drops and feeds each stream by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.();
    });
  }

  /** The connection drops; the browser will reconnect by itself (readyState CONNECTING). */
  drop() {
    act(() => {
      this.readyState = FakeEventSource.CONNECTING;
      this.onerror?.();
    });
  }

  emit<K extends keyof LiveEvents>(name: K, data: LiveEvents[K]) {
    act(() => {
      for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    });
  }

  static install() {
    FakeEventSource.instances = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED).at(-1);
    if (!source) throw new Error('No open event stream');
    return source;
  }
}
