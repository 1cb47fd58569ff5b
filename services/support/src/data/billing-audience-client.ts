import { GROUP_EMAIL_LIMITS, type AudienceCount, type AudiencePage, type GroupEmailAudience } from '@blockbeat/contracts';

/** The longest billing may take for one page; the job is retried after a failure. */
const TIMEOUT_MS = 10_000;

export class AudienceUnavailableError extends Error {
  override name = 'AudienceUnavailableError';
}

/** Who is in an audience, asked of billing, which owns subscriptions (GET /internal/audience, Bearer INTERNAL_API_SECRET). */
export interface AudienceSource {
  page(audience: GroupEmailAudience, after: string): Promise<AudiencePage>;
  count(audience: GroupEmailAudience): Promise<number>;
}

export function billingAudienceClient({ billingUrl, secret }: { billingUrl: string; secret: string }): AudienceSource {
  async function get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = `${billingUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
    let res: Response;
    try {
      res = await fetch(url, { headers: { authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new AudienceUnavailableError(`billing could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!res.ok) throw new AudienceUnavailableError(`billing answered ${res.status} to ${path}: ${(await res.text()).slice(0, 200)}`);
    return (await res.json()) as T;
  }

  return {
    page: (audience, after) => get<AudiencePage>('/internal/audience', { audience, after, limit: String(GROUP_EMAIL_LIMITS.audiencePageMax) }),
    count: async (audience) => (await get<AudienceCount>('/internal/audience/count', { audience })).count,
  };
}
