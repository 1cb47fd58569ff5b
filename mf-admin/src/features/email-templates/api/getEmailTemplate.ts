import type { EmailTemplate } from '@blockbeat/contracts';
import { getQueryFn, retryUpTo } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { EMAIL_TEMPLATES_URL } from './getEmailTemplates';

export const emailTemplateQueryKey = (id: string) => [EMAIL_TEMPLATES_URL, id] as const;

const fetchTemplate = getQueryFn<EmailTemplate>({ on401: 'throw' });

/** GET /api/admin/email-templates/{id}: the template as stored, for the editor. */
export function useEmailTemplate(id: string) {
  return useQuery({ queryKey: emailTemplateQueryKey(id), queryFn: fetchTemplate, retry: retryUpTo(2, { unlessClientError: true }), staleTime: 0, refetchOnMount: true });
}
