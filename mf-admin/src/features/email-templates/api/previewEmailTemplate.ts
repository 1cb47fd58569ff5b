import type { EmailPreviewInput, RenderedEmail } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_TEMPLATES_URL } from './getEmailTemplates';

/** POST /api/admin/email-templates/preview: the template filled with the service's sample values. */
export async function previewEmailTemplate(input: EmailPreviewInput): Promise<RenderedEmail> {
  const res = await apiRequest('POST', `${EMAIL_TEMPLATES_URL}/preview`, input);
  return (await res.json()) as RenderedEmail;
}

/**
 * The preview of `input` (null: nothing to preview yet). A read, so a query: the same text is
 * answered from the cache, and the last preview stays on screen while the next one loads.
 */
export function useTemplatePreview(input: EmailPreviewInput | null) {
  return useQuery({
    queryKey: [EMAIL_TEMPLATES_URL, 'preview', input],
    queryFn: () => previewEmailTemplate(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
