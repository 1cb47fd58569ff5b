import { Paywall } from '../features/paywall/components/Paywall';
import '../shared/account.css';
import { useRegisterRemote } from '../shared/remote';

/** /subscription-required. */
export default function PaywallPage() {
  useRegisterRemote();
  return <Paywall />;
}
