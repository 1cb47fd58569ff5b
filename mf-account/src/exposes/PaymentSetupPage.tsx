import { PaymentSetupIntro } from '../features/payment-setup/components/PaymentSetupIntro';
import '../shared/account.css';
import { useRegisterRemote } from '../shared/remote';

export default function PaymentSetupPage() {
  useRegisterRemote();
  return (
    <div className="stack">
      <h1 className="page-title">Payment Setup</h1>
      <PaymentSetupIntro />
    </div>
  );
}
