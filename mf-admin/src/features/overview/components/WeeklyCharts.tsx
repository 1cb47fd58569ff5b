import type { BillingOverview } from '@blockbeat/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@blockbeat/ui';
import { LoadingCard } from '../../../shared/LoadState';
import { WEEK_MEASURES } from '../model/figures';
import { WeekChart } from './WeekChart';
import { WeekTable } from './WeekTable';

/** Sign-ups, conversions and cancellations of the last 12 weeks, from billing's overview. */
export function WeeklyCharts({ query }: { query: UseQueryResult<BillingOverview> }) {
  if (query.isPending) return <LoadingCard label="Loading the weekly figures..." />;
  if (query.isError) return <LoadFailed title="The weekly figures could not be loaded." onRetry={() => void query.refetch()} />;
  const { weeks } = query.data;
  return (
    <>
      <div className="ov-charts">
        {WEEK_MEASURES.map((m) => (
          <WeekChart key={m.key} weeks={weeks} measure={m.key} label={m.label} color={m.color} />
        ))}
      </div>
      <WeekTable weeks={weeks} />
    </>
  );
}
