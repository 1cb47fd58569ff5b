/** A full-page navigation to Stripe's hosted Checkout page; Stripe sends the admin back to /admin/stripe-test. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
