/** The five legal pages (docs/product.md#signed-out-pages); titles are also the footer's link names. */
export const LEGAL_PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
  { path: '/refund-policy', title: 'Refund Policy' },
  { path: '/acceptable-use', title: 'Acceptable Use Policy' },
] as const;

export type LegalPath = (typeof LEGAL_PAGES)[number]['path'];

export const LEGAL_LAST_UPDATED = 'August 9, 2025';
export const SUPPORT_EMAIL = 'support@blockbeat.app';
