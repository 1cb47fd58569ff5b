import type { Branding } from '@blockbeat/contracts';
import { uploadFile } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANDING_QUERY_KEY } from './getBranding';

export const BRANDING_LOGO_UPLOAD_URL = '/api/branding/logo';

/** POST /api/branding/logo, multipart with the one field `file`. */
export function uploadLogo(file: File): Promise<Branding> {
  return uploadFile<Branding>(BRANDING_LOGO_UPLOAD_URL, file);
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  // Not retried: sending the file again without being asked is not a favour.
  return useMutation({ mutationFn: uploadLogo, retry: false, onSuccess: (branding) => queryClient.setQueryData(BRANDING_QUERY_KEY, branding) });
}
