import { Card } from '@blockbeat/ui';
import { useBillingOverview } from '../api/getBillingOverview';
import { useContentOverview } from '../api/getContentOverview';
import { BILLING_FIGURES, CONTENT_FIGURES } from '../model/figures';
import { FigureGroup } from './FigureGroup';
import { WeeklyCharts } from './WeeklyCharts';
import './overview.css';

/** /admin's figures, each computed by the service that owns it, and the weekly charts. */
export function AdminOverview() {
  const billing = useBillingOverview();
  const content = useContentOverview();
  return (
    <div className="ov-page">
      <Card title="The business at a glance">
        <div className="ov-figure-groups">
          <FigureGroup owner="Billing" query={billing} figures={BILLING_FIGURES} />
          <FigureGroup owner="Content" query={content} figures={CONTENT_FIGURES} />
        </div>
      </Card>
      <Card title="Weekly, last 12 weeks">
        <WeeklyCharts query={billing} />
      </Card>
    </div>
  );
}
