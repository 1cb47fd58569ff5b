import type { BillingOverview, ContentOverview, WeekFigures } from '@blockbeat/contracts';
import { formatCents, formatCount } from './format';

export interface Figure<T> {
  label: string;
  value: (data: T) => string;
}

/** Billing's figures, in the order the page shows them. */
export const BILLING_FIGURES: Figure<BillingOverview>[] = [
  { label: 'Users', value: (o) => formatCount(o.users) },
  { label: 'Active trials', value: (o) => formatCount(o.activeTrials) },
  { label: 'Paying subscribers', value: (o) => formatCount(o.payingSubscribers) },
  { label: 'Expired', value: (o) => formatCount(o.expired) },
  { label: 'Monthly recurring revenue', value: (o) => formatCents(o.monthlyRecurringRevenueCents) },
];

export const CONTENT_FIGURES: Figure<ContentOverview>[] = [
  { label: 'Workouts', value: (o) => formatCount(o.workouts) },
  { label: 'Shared workouts', value: (o) => formatCount(o.shares) },
  { label: 'Completions, last 30 days', value: (o) => formatCount(o.completionsLast30Days) },
];

export type WeekMeasure = Exclude<keyof WeekFigures, 'weekStart'>;

/** The weekly charts, each with the colour its line is drawn in (readable on both themes). */
export const WEEK_MEASURES: ReadonlyArray<{ key: WeekMeasure; label: string; color: string }> = [
  { key: 'signUps', label: 'Sign-ups', color: '#8b5cf6' },
  { key: 'conversions', label: 'Trial → paid conversions', color: '#10b981' },
  { key: 'cancellations', label: 'Cancellations', color: '#f43f5e' },
];
