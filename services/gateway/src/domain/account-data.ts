import type { AuthUser, IdentityClaims, ServiceName } from '@blockbeat/contracts';

type Sign = (claims: IdentityClaims, audience: ServiceName) => Promise<string>;
const SERVICES: ServiceName[] = ['content', 'billing', 'support', 'coaching'];

/**
 * A user's data across every service. Each service answers for its own rows at
 * /internal/me (never routed publicly); the gateway asks them server to server with the
 * user's identity, the same way it proxies.
 */
export function createAccountData(opts: { urls: Record<ServiceName, string>; sign: Sign }) {
  const call = async (service: ServiceName, user: AuthUser, method: 'GET' | 'DELETE') => {
    const claims: IdentityClaims = {
      sub: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      ent: { status: 'none', canEdit: false, admin: false },
    };
    const res = await fetch(`${opts.urls[service]}/internal/me${method === 'GET' ? '/export' : ''}`, {
      method,
      headers: { authorization: `Bearer ${await opts.sign(claims, service)}`, accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`${service} answered ${res.status} to ${method} /internal/me`);
    return method === 'GET' ? ((await res.json()) as unknown) : null;
  };

  return {
    async export(user: AuthUser) {
      const parts = await Promise.all(SERVICES.map(async (s) => [s, await call(s, user, 'GET')] as const));
      return { exportedAt: new Date().toISOString(), profile: user, ...Object.fromEntries(parts) };
    },
    /** Every service deletes first; only then the user row, so a failure can be retried. */
    async erase(user: AuthUser) {
      for (const s of SERVICES) await call(s, user, 'DELETE');
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
