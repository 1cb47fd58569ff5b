import { Paywall } from '../features/paywall/components/Paywall';
import { AccountScreen } from '../shared/AccountScreen';

/** /subscription-required. */
export default function PaywallPage() {
  return (
    <AccountScreen>
      <Paywall />
    </AccountScreen>
  );
}
