import { formatStorageSize } from '@blockbeat/contracts';
import { Card, LoadFailed } from '@blockbeat/ui';
import { useId } from 'react';
import { useStorageUsage } from '../api/getStorageUsage';

/** How much of the storage quota the caller's audio (uploads and imported tracks) takes. */
export function StorageCard() {
  const usage = useStorageUsage();
  const labelId = useId();
  return (
    <Card title="Storage">
      {usage.isPending ? (
        <p className="muted-text" role="status">
          Loading your storage...
        </p>
      ) : usage.isError ? (
        <LoadFailed className="inline-alert" title="Your storage use could not be loaded." onRetry={() => void usage.refetch()} />
      ) : (
        <div className="storage-usage">
          <p id={labelId}>
            Storage: {formatStorageSize(usage.data.usedBytes)} of {formatStorageSize(usage.data.quotaBytes)} used
          </p>
          <progress className="storage-meter" aria-labelledby={labelId} value={Math.min(usage.data.usedBytes, usage.data.quotaBytes)} max={usage.data.quotaBytes} />
          <p className="muted-text">Your uploaded audio and the tracks of workouts you import count; your logo does not.</p>
        </div>
      )}
    </Card>
  );
}
