import type { Entitlement, IdentityClaims, SubscriptionStatusAnswer } from '@blockbeat/contracts';
import { UnavailableError } from '@blockbeat/service-kit';
import type { Logger } from 'pino';

export const NO_ACCESS: Entitlement = { status: 'none', canEdit: false, admin: false };
/** How long a known entitlement may stand in for billing while billing cannot be reached. */
const FALLBACK_MS = 10 * 60_000;

interface Known {
  value: Entitlement;
  /** Reused without asking billing until then. */
  until: number;
  /** When billing last answered it. */
  answeredAt: number;
}

type Sign = (claims: IdentityClaims) => Promise<string>;

/**
 * The caller's entitlement as billing reports it, cached briefly. A change billing makes (an admin
 * revoked, a paid webhook) is forgotten at once when billing's notice arrives (app.ts listens); a
 * change with no write (a trial that runs out) reaches every service within the cache time.
 *
 * When billing cannot be reached, the last answer (at most 10 minutes old) stands in, so a
 * billing outage never shows a paying user the paywall. With no such answer a read goes on
 * without access (reads need none) and a write is answered 503: refusing it with 402 would tell
 * the user to pay.
 */
export function createEntitlements(opts: { billingUrl: string; cacheSeconds: number; sign: Sign; logger: Logger }) {
  const cache = new Map<string, Known>();

  // `entitled`, not `hasAccess`: an expired trial still has the spec's hasAccess but may not edit.
  const fromAnswer = (body: SubscriptionStatusAnswer): Entitlement => ({ status: body.subscriptionStatus, canEdit: body.entitled, admin: body.admin });

  /** Billing's status call, which also starts the trial of a user it has never seen. */
  async function fetchFromBilling(user: Omit<IdentityClaims, 'ent'>): Promise<Entitlement> {
    const token = await opts.sign({ ...user, ent: NO_ACCESS });
    const res = await fetch(`${opts.billingUrl}/api/subscription/status`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) throw new Error(`billing answered ${res.status}`);
    return fromAnswer((await res.json()) as SubscriptionStatusAnswer);
  }

  const remember = (sub: string, value: Entitlement, answeredAt: number) =>
    cache.set(sub, { value, until: Date.now() + opts.cacheSeconds * 1000, answeredAt });

  return {
    /** `forWrite`: the request will change something, so "no access" must be a real answer. */
    async for(user: Omit<IdentityClaims, 'ent'>, { forWrite = false } = {}): Promise<Entitlement> {
      const known = cache.get(user.sub);
      if (known && known.until > Date.now()) return known.value;
      try {
        const value = await fetchFromBilling(user);
        remember(user.sub, value, Date.now());
        return value;
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message }, 'entitlement lookup failed');
        if (known && Date.now() - known.answeredAt < FALLBACK_MS) {
          // Reused for another cache period, so the outage costs one slow lookup, not one per request.
          remember(user.sub, known.value, known.answeredAt);
          return known.value;
        }
        if (forWrite) throw new UnavailableError('Your subscription could not be checked just now. Please try again in a moment.');
        return NO_ACCESS;
      }
    },
    /** The entitlement billing gave within the cache time, without asking: undefined when there is none. */
    fresh(sub: string): Entitlement | undefined {
      const known = cache.get(sub);
      return known && known.until > Date.now() ? known.value : undefined;
    },
    /** Billing's status answer, read for this user by someone else (a signed-in page): kept as their entitlement. */
    remember(sub: string, answer: SubscriptionStatusAnswer): Entitlement {
      const value = fromAnswer(answer);
      remember(sub, value, Date.now());
      return value;
    },
    forget(sub: string) {
      cache.delete(sub);
    },
    /** After notices may have been missed (the listener reconnected): ask billing again for everyone. */
    forgetAll() {
      cache.clear();
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
