import { SIGNED_IN_PAGE_DATA, type AuthUser, type Entitlement, type IdentityClaims, type ServiceName, type SubscriptionStatusAnswer } from '@blockbeat/contracts';
import type { Logger } from 'pino';
import { NO_ACCESS, type Entitlements } from './entitlements';

/** One answer put into a page: what GET `url` answers this user, and when it was read. */
export interface PageAnswer {
  url: string;
  value: unknown;
  readAt: number;
}

/** The services' answers a signed-in page may carry, and who answers each. */
const SERVICE_OF: Record<string, ServiceName> = {
  [SIGNED_IN_PAGE_DATA.subscription]: 'billing',
  [SIGNED_IN_PAGE_DATA.workouts]: 'content',
};

export interface SignedInPageDataOptions {
  urls: Record<ServiceName, string>;
  sign: (claims: IdentityClaims, audience: ServiceName) => Promise<string>;
  entitlements: Entitlements;
  /** How long a page waits for the services before it is sent without their answers. */
  timeoutMs: number;
  logger?: Logger;
}

/**
 * The answers a signed-in page carries (docs/frontend.md, "Signed-in page data"): the sign-in
 * answer (the session's user, as GET /api/auth/user gives it), and each of `wanted` asked of its
 * service with the identity the proxy would sign for this user's own request. An answer that is
 * not a 200 in time is left out: the app then asks for it itself, as it did before.
 *
 * The subscription status is billing's answer the entitlement is made of (domain/entitlements.ts).
 * When no entitlement is cached it is read first, as the entitlement lookup itself reads it (with
 * no access claimed: billing's status call does not look at it), and kept as the entitlement the
 * others are asked with and the page's next API calls find: one call to billing, not two.
 */
export function signedInPageData({ urls, sign, entitlements, timeoutMs, logger }: SignedInPageDataOptions) {
  return async (user: AuthUser, wanted: readonly string[]): Promise<PageAnswer[]> => {
    const who = { sub: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') };
    const signal = AbortSignal.timeout(timeoutMs);
    const ask = async (url: string, ent: Entitlement): Promise<PageAnswer | null> => {
      const service = SERVICE_OF[url];
      if (!service) return null;
      try {
        const token = await sign({ ...who, ent }, service);
        const res = await fetch(`${urls[service]}${url}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal });
        if (res.status !== 200) {
          await res.body?.cancel();
          return null;
        }
        return { url, value: await res.json(), readAt: Date.now() };
      } catch (error) {
        logger?.warn({ err: (error as Error).message, url }, 'signed-in page data left out');
        return null;
      }
    };

    const status = SIGNED_IN_PAGE_DATA.subscription;
    let answers: Array<PageAnswer | null>;
    const cached = entitlements.fresh(user.id);
    if (cached || !wanted.includes(status)) {
      const ent = cached ?? (await entitlements.for(who));
      answers = await Promise.all(wanted.map((url) => ask(url, ent)));
    } else {
      const read = await ask(status, NO_ACCESS);
      const ent = read ? entitlements.remember(user.id, read.value as SubscriptionStatusAnswer) : await entitlements.for(who);
      answers = [read, ...(await Promise.all(wanted.filter((url) => url !== status).map((url) => ask(url, ent))))];
    }
    return [{ url: SIGNED_IN_PAGE_DATA.user, value: user, readAt: Date.now() }, ...answers.filter((a): a is PageAnswer => a !== null)];
  };
}

export type SignedInPageData = ReturnType<typeof signedInPageData>;
