import { useSubscription } from '@blockbeat/shell-sdk';
import { Card } from '@blockbeat/ui';
import { DeleteAccount } from '../features/account-data/components/DeleteAccount';
import { ExportDataLink } from '../features/account-data/components/ExportDataLink';
import { BrandingCard } from '../features/branding/components/BrandingCard';
import { ProfileCard } from '../features/profile/components/ProfileCard';
import { StorageCard } from '../features/storage/components/StorageCard';
import { SubscriptionSummary } from '../features/subscription/components/SubscriptionSummary';
import { TrialExpiredCard } from '../features/trial-expired/components/TrialExpiredCard';
import { ReplayTutorial } from '../features/tutorial/components/ReplayTutorial';
import { AccountScreen } from '../shared/AccountScreen';

/**
 * /account (docs/product.md#account); expired users are sent here, so the Trial Expired card leads.
 * Two columns on a wide screen (who you are and what you pay for; what you keep here), one on a
 * phone, in the same reading order.
 */
export default function AccountPage() {
  const { data } = useSubscription();
  return (
    <AccountScreen>
      <div className="stack account-page">
        <h1 className="page-title">Account</h1>
        {data?.isExpired && !data.admin && <TrialExpiredCard />}
        <div className="account-columns">
          <div className="stack">
            <ProfileCard />
            <SubscriptionSummary actions />
            <BrandingCard />
          </div>
          <div className="stack">
            <StorageCard />
            <Card title="Help">
              <ReplayTutorial />
            </Card>
            <Card title="Your data">
              <div className="stack">
                <ExportDataLink />
                <DeleteAccount />
              </div>
            </Card>
          </div>
        </div>
      </div>
    </AccountScreen>
  );
}
