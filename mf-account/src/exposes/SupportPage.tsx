import { SupportIntro } from '../features/support/components/SupportIntro';
import { AccountScreen } from '../shared/AccountScreen';

export default function SupportPage() {
  return (
    <AccountScreen>
      <div className="stack">
        <h1 className="page-title">Support</h1>
        <SupportIntro />
      </div>
    </AccountScreen>
  );
}
