import { BRANDING_LOGO_FIELD, type Branding } from '@blockbeat/contracts';
import { throwIfResNotOk } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANDING_QUERY_KEY } from './getBranding';

export const BRANDING_LOGO_UPLOAD_URL = '/api/branding/logo';

/** POST /api/branding/logo, multipart with the one field `file`; the browser sets the boundary. */
export async function uploadLogo(file: File): Promise<Branding> {
  const body = new FormData();
  body.append(BRANDING_LOGO_FIELD, file);
  const res = await fetch(BRANDING_LOGO_UPLOAD_URL, { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as Branding;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  // Not retried: sending the file again without being asked is not a favour.
  return useMutation({ mutationFn: uploadLogo, retry: false, onSuccess: (branding) => queryClient.setQueryData(BRANDING_QUERY_KEY, branding) });
}
