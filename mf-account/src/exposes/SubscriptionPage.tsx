import { CheckoutResult } from '../features/subscription/components/CheckoutResult';
import { PlanCard } from '../features/subscription/components/PlanCard';
import { SubscriptionSummary } from '../features/subscription/components/SubscriptionSummary';
import '../shared/account.css';
import { useRegisterRemote } from '../shared/remote';

export default function SubscriptionPage() {
  useRegisterRemote();
  return (
    <div className="stack narrow-page">
      <h1 className="page-title">Subscription</h1>
      <CheckoutResult />
      <PlanCard />
      <SubscriptionSummary />
    </div>
  );
}
