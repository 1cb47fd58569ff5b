import { CheckoutResult } from '../features/subscription/components/CheckoutResult';
import { PlanCard } from '../features/subscription/components/PlanCard';
import { SubscriptionSummary } from '../features/subscription/components/SubscriptionSummary';
import { AccountScreen } from '../shared/AccountScreen';

export default function SubscriptionPage() {
  return (
    <AccountScreen>
      <div className="stack narrow-page">
        <h1 className="page-title">Subscription</h1>
        <CheckoutResult />
        <PlanCard />
        <SubscriptionSummary />
      </div>
    </AccountScreen>
  );
}
