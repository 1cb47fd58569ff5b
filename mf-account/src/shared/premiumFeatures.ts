import { PRICE_PER_MONTH_USD } from '@blockbeat/contracts';

/** docs/product.md#product-and-plan premium features. */
export const PREMIUM_FEATURES = [
  'Unlimited workout creation',
  'Advanced music integration',
  'Custom branding',
  'PDF export and sharing',
  'Premium exercise templates',
] as const;

export const PRICE_LINE = `Just $${PRICE_PER_MONTH_USD}/month • Cancel anytime`;
