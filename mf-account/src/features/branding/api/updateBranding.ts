import { BRANDING_URL, type Branding, type BrandingInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANDING_QUERY_KEY } from './getBranding';

/** PUT /api/branding: a colour left out stays as it is; null clears it. */
export async function updateBranding(input: BrandingInput): Promise<Branding> {
  const res = await apiRequest('PUT', BRANDING_URL, input);
  return (await res.json()) as Branding;
}

export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBranding, onSuccess: (branding) => queryClient.setQueryData(BRANDING_QUERY_KEY, branding) });
}
