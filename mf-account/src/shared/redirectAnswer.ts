import type { RedirectAnswer } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

/** POSTs to one of billing's redirecting endpoints and answers where the browser must go. */
export async function postForRedirect(url: string): Promise<string> {
  const res = await apiRequest('POST', url, {});
  return ((await res.json()) as RedirectAnswer).url;
}
