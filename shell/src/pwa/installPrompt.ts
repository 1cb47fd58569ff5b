/** Chromium's install prompt event (not in the DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallPromptState {
  /** The browser's deferred prompt, when it offered one and the app is not installed. */
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export interface InstallPromptStore {
  getState(): InstallPromptState;
  subscribe(listener: () => void): () => void;
  /** A prompt can be shown once: forget it after use. */
  consume(): void;
  dispose(): void;
}

/**
 * Keeps the browser's `beforeinstallprompt` from the moment the app starts: the event can fire
 * before the banner's screen has loaded.
 */
export function createInstallPromptStore(target: Window = window): InstallPromptStore {
  let state: InstallPromptState = { prompt: null, installed: false };
  const listeners = new Set<() => void>();
  const set = (next: InstallPromptState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const onPrompt = (event: Event) => {
    // Keeps the browser's own install UI back; the banner offers it instead (docs/product.md#access-and-subscription-states).
    event.preventDefault();
    set({ ...state, prompt: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => set({ prompt: null, installed: true });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    consume: () => set({ ...state, prompt: null }),
    dispose() {
      target.removeEventListener('beforeinstallprompt', onPrompt);
      target.removeEventListener('appinstalled', onInstalled);
      listeners.clear();
    },
  };
}

let appStore: InstallPromptStore | null = null;

/** The app's store, listening from the first call (the shell's bootstrap). */
export function installPromptStore(): InstallPromptStore {
  appStore ??= createInstallPromptStore();
  return appStore;
}
