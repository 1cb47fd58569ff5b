import { PAGE_DATA_ATTRIBUTE, PAGE_DATA_READ_AT_ATTRIBUTE } from '@blockbeat/contracts';

/**
 * Puts an answer into the test page the way the gateway does (page data); with `readAt`, as a
 * signed-in user's own answer read at that time. Returns the element.
 */
export function putPageData(url: string, json: string, { readAt }: { readAt?: number } = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(PAGE_DATA_ATTRIBUTE, url);
  if (readAt !== undefined) script.setAttribute(PAGE_DATA_READ_AT_ATTRIBUTE, String(readAt));
  script.textContent = json;
  document.head.append(script);
  return script;
}
