import { PAGE_DATA_ATTRIBUTE } from '@blockbeat/contracts';

function pageDataElements(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[type="application/json"][${PAGE_DATA_ATTRIBUTE}]`)];
}

const taken = new Set<string>();

/**
 * The answer to GET `url` that the gateway put into this page's HTML, or undefined when it did not
 * (a page from the service worker's cache, another gateway, a broken text). Given once per page
 * load: coming back to the screen later, the page asks the network as usual, never for an old copy.
 */
export function takePageData<T>(url: string): T | undefined {
  if (taken.has(url)) return undefined;
  const element = pageDataElements().find((el) => el.getAttribute(PAGE_DATA_ATTRIBUTE) === url);
  if (!element) return undefined;
  taken.add(url);
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/** The URLs of every answer the gateway put into this page (read or not), for the service worker to cache. */
export function pageDataUrls(): string[] {
  return pageDataElements().map((el) => el.getAttribute(PAGE_DATA_ATTRIBUTE) ?? '').filter(Boolean);
}
