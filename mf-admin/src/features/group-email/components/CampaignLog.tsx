import { Card, LoadFailed } from '@blockbeat/ui';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingCard } from '../../../shared/LoadState';
import { useCampaigns } from '../api/getCampaigns';
import { searchOf, viewFrom, type RecipientView } from '../model/log-view';
import { CampaignTable } from './CampaignTable';
import { RecipientLog } from './RecipientLog';

function CampaignsBody({ view, show }: { view: RecipientView | null; show: (view: RecipientView | null) => void }) {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <LoadingCard label="Loading the sent log..." />;
  if (campaigns.isError) return <LoadFailed title="The sent log could not be loaded." onRetry={() => void campaigns.refetch()} />;
  const list = campaigns.data.campaigns;
  return (
    <>
      {list.length === 0 ? <EmptyState title="Nothing sent yet" description="Each group mail appears here with its progress and every recipient's outcome." /> : <CampaignTable campaigns={list} openId={view?.campaign ?? null} />}
      {view && <RecipientLog key={view.campaign} view={view} campaign={list.find((c) => c.id === view.campaign)} show={show} />}
    </>
  );
}

/** The sent log: campaigns with live progress, and the recipients of the one the address names. */
export function CampaignLog() {
  const [params, setParams] = useSearchParams();
  const show = (view: RecipientView | null) => setParams(searchOf(view));
  return (
    <Card title="Sent log">
      <div className="admin-list">
        <CampaignsBody view={viewFrom(params)} show={show} />
      </div>
    </Card>
  );
}
