// No static imports of shared packages here: the manifest plugin runs inside the federation
// runtime, before sharing is initialised (docs/frontend.md, "Remote loading and failure").

/** Remote manifests asked for, by absolute URL: one request each, however many readers. */
const requests = new Map<string, Promise<Response>>();

const keyOf = (url: string) => new URL(url, location.href).href;

/**
 * A remote's mf-manifest.json, fetched once per page load (a failed fetch is not remembered): the
 * shell's shell-sdk check and the federation runtime both read it, and each reader gets its own
 * copy of the one response. It used to be fetched twice on every screen load (issue 25).
 */
export function fetchManifest(url: string): Promise<Response> {
  const key = keyOf(url);
  let request = requests.get(key);
  if (!request) {
    request = fetch(url);
    requests.set(key, request);
    request.catch(() => requests.delete(key));
  }
  // The kept response is never read itself, so it can always be copied again.
  return request.then((response) => response.clone());
}

/** The next read goes to the network again (a Retry after a failed load). */
export function forgetManifest(url: string): void {
  requests.delete(keyOf(url));
}
