import { BRANDING_URL, type Branding } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

export const BRANDING_QUERY_KEY = [BRANDING_URL] as const;

/** GET /api/branding: the caller's logo (`/api/branding/logo` or null) and colours. */
export function useBranding() {
  return useQuery<Branding>({ queryKey: BRANDING_QUERY_KEY });
}
