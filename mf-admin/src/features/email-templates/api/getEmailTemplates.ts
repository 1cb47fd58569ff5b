import type { EmailTemplateList } from '@blockbeat/contracts';
import { getQueryFn } from '@blockbeat/shell-sdk';
import { useQuery } from '@tanstack/react-query';

export const EMAIL_TEMPLATES_URL = '/api/admin/email-templates';
/** The list and each template: a change to one reads the list again. */
export const EMAIL_TEMPLATES_QUERY_KEY = [EMAIL_TEMPLATES_URL] as const;

const fetchTemplates = getQueryFn<EmailTemplateList>({ on401: 'throw' });

/** GET /api/admin/email-templates: every template, by name (the service's order). */
export function useEmailTemplates() {
  return useQuery({ queryKey: EMAIL_TEMPLATES_QUERY_KEY, queryFn: fetchTemplates, staleTime: 0, refetchOnMount: true });
}
