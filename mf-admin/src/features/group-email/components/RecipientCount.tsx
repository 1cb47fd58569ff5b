import { GROUP_EMAIL_MESSAGES } from '@blockbeat/contracts';
import { serviceMessageOf } from '@blockbeat/shell-sdk';
import { Alert, Button } from '@blockbeat/ui';
import type { useAudienceCount } from '../api/getAudienceCount';
import { countOf } from '../model/format';

/** "1,234 users will get this mail", while it is counted, or why it could not be. */
export function RecipientCount({ count }: { count: ReturnType<typeof useAudienceCount> }) {
  if (count.isPending) {
    return (
      <p className="ge-count" role="status" aria-busy="true">
        Counting the recipients...
      </p>
    );
  }
  if (count.isError) {
    const message = serviceMessageOf(count.error, 'The recipients could not be counted.');
    return <Alert type="error" showIcon title={message} action={<Button onClick={() => void count.refetch()}>Retry</Button>} />;
  }
  const n = count.data.count;
  return (
    <p className="ge-count" role="status" aria-busy={count.isFetching || undefined}>
      {n === 0 ? (
        GROUP_EMAIL_MESSAGES.noRecipients
      ) : (
        <>
          <strong>{countOf(n, ['user', 'users'])}</strong> in this audience. Users who unsubscribed are left out when it sends.
        </>
      )}
    </p>
  );
}
