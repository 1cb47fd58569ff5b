import { useSearchParams } from 'react-router-dom';
import { PaymentSetupCard } from '../features/payment-setup/components/PaymentSetupCard';
import { SetupResult } from '../features/payment-setup/components/SetupResult';
import { AccountScreen } from '../shared/AccountScreen';

export default function PaymentSetupPage() {
  const [params] = useSearchParams();
  // Back from a completed setup: the card would offer it again until the provider's webhook lands.
  const justAdded = params.get('setup') === 'success';
  return (
    <AccountScreen>
      <div className="stack narrow-page">
        <h1 className="page-title">Payment Setup</h1>
        <SetupResult />
        {!justAdded && <PaymentSetupCard />}
      </div>
    </AccountScreen>
  );
}
