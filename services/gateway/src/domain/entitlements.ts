import type { Entitlement, IdentityClaims, SubscriptionStatus } from '@blockbeat/contracts';
import type { Logger } from 'pino';

const NO_ACCESS: Entitlement = { status: 'none', hasAccess: false, admin: false };

interface StatusAnswer {
  subscriptionStatus: SubscriptionStatus;
  entitled: boolean;
  admin: boolean;
}

type Sign = (claims: IdentityClaims) => Promise<string>;

/**
 * The caller's entitlement as billing reports it, cached briefly so a status change (a paid
 * webhook, an expired trial) reaches every service within the cache time. Failures are not
 * cached and grant nothing: the services then refuse writes, reads still work.
 */
export function createEntitlements(opts: { billingUrl: string; cacheSeconds: number; sign: Sign; logger: Logger }) {
  const cache = new Map<string, { value: Entitlement; until: number }>();

  async function fetchFromBilling(user: Omit<IdentityClaims, 'ent'>): Promise<Entitlement> {
    const token = await opts.sign({ ...user, ent: NO_ACCESS });
    const res = await fetch(`${opts.billingUrl}/api/subscription/status`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) throw new Error(`billing answered ${res.status}`);
    const body = (await res.json()) as StatusAnswer;
    return { status: body.subscriptionStatus, hasAccess: body.entitled, admin: body.admin };
  }

  return {
    async for(user: Omit<IdentityClaims, 'ent'>): Promise<Entitlement> {
      const hit = cache.get(user.sub);
      if (hit && hit.until > Date.now()) return hit.value;
      try {
        const value = await fetchFromBilling(user);
        cache.set(user.sub, { value, until: Date.now() + opts.cacheSeconds * 1000 });
        return value;
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message }, 'entitlement lookup failed; treating caller as without access');
        return NO_ACCESS;
      }
    },
    forget(sub: string) {
      cache.delete(sub);
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
