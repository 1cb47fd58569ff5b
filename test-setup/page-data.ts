import { PAGE_DATA_ATTRIBUTE } from '@blockbeat/contracts';

/** Puts an answer into the test page the way the gateway does (page data); returns the element. */
export function putPageData(url: string, json: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(PAGE_DATA_ATTRIBUTE, url);
  script.textContent = json;
  document.head.append(script);
  return script;
}
