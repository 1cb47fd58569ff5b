import { PAGE_DATA_ATTRIBUTE, PAGE_DATA_MAX_AGE_MS, PAGE_DATA_READ_AT_ATTRIBUTE } from '@blockbeat/contracts';
import type { QueryClient } from '@tanstack/react-query';

function pageDataElements(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[type="application/json"][${PAGE_DATA_ATTRIBUTE}]`)];
}

const elementFor = (url: string) => pageDataElements().find((el) => el.getAttribute(PAGE_DATA_ATTRIBUTE) === url);

const taken = new Set<string>();

function parse<T>(element: HTMLScriptElement): T | undefined {
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/**
 * The answer to GET `url` that the gateway put into this page's HTML, or undefined when it did not
 * (a page from the service worker's cache, another gateway, a broken text). Given once per page
 * load: coming back to the screen later, the page asks the network as usual, never for an old copy.
 */
export function takePageData<T>(url: string): T | undefined {
  if (taken.has(url)) return undefined;
  const element = elementFor(url);
  if (!element) return undefined;
  taken.add(url);
  return parse<T>(element);
}

/** The URLs of every answer the gateway put into this page (read or not), for the service worker to cache. */
export function pageDataUrls(): string[] {
  return pageDataElements().map((el) => el.getAttribute(PAGE_DATA_ATTRIBUTE) ?? '').filter(Boolean);
}

/** Whether the page's sign-in answer (`url`, put in without a user) says nobody is signed in. */
export function pageDataSaysSignedOut(url: string): boolean {
  const element = elementFor(url);
  return element !== undefined && !element.hasAttribute(PAGE_DATA_READ_AT_ATTRIBUTE) && element.textContent?.trim() === 'null';
}

/**
 * Puts the signed-in user's own answers that the gateway read for this page (those among `urls`
 * that carry their read time) into the query cache under `[url]`, read at that time, before the
 * first render: the screens find them there and do not ask again (docs/frontend.md, "Signed-in
 * page data"). An answer read more than PAGE_DATA_MAX_AGE_MS before `now` (a page kept or restored
 * long after it was made) is dropped, and the app asks for it as usual; so is one that cannot be
 * parsed. Each is taken once. Returns the URLs put into the cache.
 */
export function seedQueriesFromPage(queryClient: QueryClient, urls: readonly string[], now: number = Date.now()): string[] {
  const seeded: string[] = [];
  for (const url of urls) {
    const element = taken.has(url) ? undefined : elementFor(url);
    const readAt = Number(element?.getAttribute(PAGE_DATA_READ_AT_ATTRIBUTE) ?? Number.NaN);
    if (!element || !Number.isFinite(readAt)) continue;
    taken.add(url);
    const value = parse<unknown>(element);
    if (value === undefined || value === null || now - readAt > PAGE_DATA_MAX_AGE_MS) continue;
    queryClient.setQueryData([url], value, { updatedAt: Math.min(readAt, now) });
    seeded.push(url);
  }
  return seeded;
}
