import type { TestMailAnswer, TestMailInput } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';
import { useMutation } from '@tanstack/react-query';
import { GROUP_EMAIL_URL } from './keys';

/** POST /api/admin/group-email/test → 202: the template, filled in for the caller, to the caller only. */
async function sendTestMail(input: TestMailInput): Promise<TestMailAnswer> {
  const res = await apiRequest('POST', `${GROUP_EMAIL_URL}/test`, input);
  return (await res.json()) as TestMailAnswer;
}

export function useSendTestMail() {
  // Not retried: an answer lost after the mail was queued would send a second test.
  return useMutation({ mutationFn: sendTestMail, retry: false });
}
