import type { EmailTemplate, EmailTemplateInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailTemplateQueryKey } from './getEmailTemplate';
import { EMAIL_TEMPLATES_QUERY_KEY, EMAIL_TEMPLATES_URL } from './getEmailTemplates';

/** POST /api/admin/email-templates → 201 (a new template), or PUT /api/admin/email-templates/{id} → 200. */
export async function saveEmailTemplate(id: string | null, input: EmailTemplateInput): Promise<EmailTemplate> {
  const res = id === null ? await apiRequest('POST', EMAIL_TEMPLATES_URL, input) : await apiRequest('PUT', `${EMAIL_TEMPLATES_URL}/${id}`, input);
  return (await res.json()) as EmailTemplate;
}

/** Creates the template when `id` is null, else replaces that one; the list is read again. */
export function useSaveEmailTemplate(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailTemplateInput) => saveEmailTemplate(id, input),
    // Not retried: a create whose answer was lost would be refused as a duplicate name.
    retry: false,
    onSuccess: (template) => {
      queryClient.setQueryData(emailTemplateQueryKey(template.id), template);
      void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY, exact: true });
    },
  });
}
