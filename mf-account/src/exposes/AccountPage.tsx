import { ProfileCard } from '../features/profile/components/ProfileCard';
import { SubscriptionSummary } from '../features/subscription/components/SubscriptionSummary';
import '../shared/account.css';
import { useRegisterRemote } from '../shared/remote';

export default function AccountPage() {
  useRegisterRemote();
  return (
    <div className="stack">
      <h1 className="page-title">Account</h1>
      <ProfileCard />
      <SubscriptionSummary />
      <p className="muted-text">Billing management, branding, data export and account deletion arrive here in later updates.</p>
    </div>
  );
}
