import { PlanCard } from '../features/subscription/components/PlanCard';
import { SubscriptionSummary } from '../features/subscription/components/SubscriptionSummary';
import '../shared/account.css';
import { useRegisterRemote } from '../shared/remote';

export default function SubscriptionPage() {
  useRegisterRemote();
  return (
    <div className="stack">
      <h1 className="page-title">Subscription</h1>
      <SubscriptionSummary />
      <PlanCard />
    </div>
  );
}
