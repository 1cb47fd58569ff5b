import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailTemplateQueryKey } from './getEmailTemplate';
import { EMAIL_TEMPLATES_QUERY_KEY, EMAIL_TEMPLATES_URL } from './getEmailTemplates';

/** DELETE /api/admin/email-templates/{id} → 204. */
export async function deleteEmailTemplate(id: string): Promise<void> {
  await apiRequest('DELETE', `${EMAIL_TEMPLATES_URL}/${id}`);
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: (_none, id) => {
      queryClient.removeQueries({ queryKey: emailTemplateQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY, exact: true });
    },
  });
}
