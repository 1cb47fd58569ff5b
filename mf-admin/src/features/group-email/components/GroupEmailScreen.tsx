import { Card, LoadFailed } from '@blockbeat/ui';
import { Link } from 'react-router-dom';
import { EmptyState, LoadingCard } from '../../../shared/LoadState';
import { useTemplateChoices } from '../api/getTemplateChoices';
import { EMAIL_TEMPLATES_PATH } from '../model/paths';
import { CampaignLog } from './CampaignLog';
import { ComposeCampaign } from './ComposeCampaign';
import './group-email.css';

function Compose() {
  const templates = useTemplateChoices();
  if (templates.isPending) return <LoadingCard label="Loading the templates..." />;
  if (templates.isError) return <LoadFailed title="The templates could not be loaded." onRetry={() => void templates.refetch()} />;
  if (templates.data.templates.length === 0) {
    return (
      <EmptyState
        title="No templates yet"
        description="A group mail sends a template: write one first."
        action={
          <Link to={EMAIL_TEMPLATES_PATH} className="ge-button-link">
            Write a template
          </Link>
        }
      />
    );
  }
  return <ComposeCampaign templates={templates.data.templates} />;
}

/** /admin/group-email: send a template to an audience, and the sent log with each recipient's outcome. */
export function GroupEmailScreen() {
  return (
    <div className="ge-page">
      <Card title="Group e-mail">
        <Compose />
      </Card>
      <CampaignLog />
    </div>
  );
}
