import type { SubscriptionInfo } from '@blockbeat/shell-sdk';

/** The trial-ending dialog appears once the trial has this many days left or fewer. */
export const TRIAL_ENDING_DAYS = 3;

export const TRIAL_WELCOME_KEY_PREFIX = 'blockbeat-trial-welcome-shown:';
export const TRIAL_ENDING_KEY_PREFIX = 'blockbeat-trial-ending-shown:';

export type TrialNotice = 'welcome' | 'ending';

/**
 * Screens where a dialog would be in the way: the player (an instructor may be mid-class), the
 * pages the dialogs lead to, support and admin.
 */
const QUIET_PREFIXES = ['/player/', '/shared/', '/import/', '/live', '/account', '/subscription', '/payment-setup', '/support', '/admin'];

export function isQuietPath(pathname: string): boolean {
  return QUIET_PREFIXES.some((p) => pathname.startsWith(p));
}

function isTrialActive(status: SubscriptionInfo): boolean {
  return !status.admin && status.subscriptionStatus === 'trial' && status.trialDaysLeft > 0;
}

/** docs/product.md#trial-notices: the welcome is for a running trial. */
export function isTrialWelcomeDue(status: SubscriptionInfo): boolean {
  return isTrialActive(status);
}

/** A running trial with at most three days left and no payment method (no subscription at the provider yet). */
export function isTrialEndingDue(status: SubscriptionInfo): boolean {
  return isTrialActive(status) && status.trialDaysLeft <= TRIAL_ENDING_DAYS && status.noSubscription;
}

/** The calendar day in the user's time zone: "once per day" follows their days, not UTC's. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Blocked storage (privacy mode): the notice may show again next time, which is harmless.
  }
}

export function hasSeenTrialWelcome(storage: Storage | undefined, userId: string): boolean {
  return read(storage, TRIAL_WELCOME_KEY_PREFIX + userId) !== null;
}

export function trialEndingShownToday(storage: Storage | undefined, userId: string, now: Date): boolean {
  return read(storage, TRIAL_ENDING_KEY_PREFIX + userId) === localDay(now);
}

export function rememberTrialNotice(storage: Storage | undefined, notice: TrialNotice, userId: string, now: Date): void {
  if (notice === 'welcome') write(storage, TRIAL_WELCOME_KEY_PREFIX + userId, now.toISOString());
  else write(storage, TRIAL_ENDING_KEY_PREFIX + userId, localDay(now));
}

/**
 * Which notice, if any, this user should see now: the welcome once per user (docs/product.md#access-and-subscription-states), else
 * the trial-ending dialog at most once per day. One at a time, never both.
 */
export function chooseTrialNotice(status: SubscriptionInfo, userId: string, storage: Storage | undefined, now: Date): TrialNotice | null {
  if (isTrialWelcomeDue(status) && !hasSeenTrialWelcome(storage, userId)) return 'welcome';
  if (isTrialEndingDue(status) && !trialEndingShownToday(storage, userId, now)) return 'ending';
  return null;
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
