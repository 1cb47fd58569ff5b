import { SupportIntro } from '../features/support/components/SupportIntro';
import '../shared/account.css';
import { useRegisterRemote } from '../shared/remote';

export default function SupportPage() {
  useRegisterRemote();
  return (
    <div className="stack">
      <h1 className="page-title">Support</h1>
      <SupportIntro />
    </div>
  );
}
