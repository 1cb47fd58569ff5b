import type { EmailTemplateList } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/email-templates (the templates screen's key: one cache for both screens). */
export function useTemplateChoices() {
  return useQuery<EmailTemplateList>({ queryKey: ['/api/admin/email-templates'], staleTime: 0, refetchOnMount: true });
}
