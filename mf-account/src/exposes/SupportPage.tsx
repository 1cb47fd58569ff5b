import { SupportScreen } from '../features/support/components/SupportScreen';
import { AccountScreen } from '../shared/AccountScreen';

/** /support and /support/{ticketId} (docs/product.md#support); open to expired users too. */
export default function SupportPage() {
  return (
    <AccountScreen>
      <SupportScreen />
    </AccountScreen>
  );
}
