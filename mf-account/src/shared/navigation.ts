/**
 * Full-page navigations: to the payment provider's hosted pages, and to / after the account is
 * deleted (the whole app must start over without a session).
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
