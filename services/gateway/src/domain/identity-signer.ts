import { IDENTITY_TTL_SECONDS, type IdentityClaims, type ServiceName } from '@blockbeat/contracts';
import { signIdentity } from '@blockbeat/service-kit';

/** A token is reused for at most half its life, so a service always gets one with 30 s left. */
const REUSE_MS = (IDENTITY_TTL_SECONDS * 1000) / 2;
/** Bounds memory: beyond this many live tokens the expired ones are dropped, then all. */
const MAX_TOKENS = 10_000;

export type SignIdentity = (claims: IdentityClaims, audience: ServiceName) => Promise<string>;

/**
 * Signs the per-request identity token, reusing one for the same caller, entitlement and service
 * for up to 30 s: signing (Ed25519 + JWT encoding) was the gateway's largest CPU cost per proxied
 * request after the socket writes.
 */
export function createIdentitySigner(privateKeyPem: string): SignIdentity {
  const tokens = new Map<string, { token: string; until: number }>();

  const makeRoom = (now: number) => {
    if (tokens.size < MAX_TOKENS) return;
    for (const [key, { until }] of tokens) if (until <= now) tokens.delete(key);
    if (tokens.size >= MAX_TOKENS) tokens.clear();
  };

  return async (claims, audience) => {
    const key = JSON.stringify([audience, claims.sub, claims.email, claims.name, claims.ent]);
    const now = Date.now();
    const reusable = tokens.get(key);
    if (reusable && reusable.until > now) return reusable.token;
    const token = await signIdentity(privateKeyPem, claims, audience);
    makeRoom(now);
    tokens.set(key, { token, until: now + REUSE_MS });
    return token;
  };
}
