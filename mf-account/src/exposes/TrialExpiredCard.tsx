import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { TrialExpiredCard } from '../features/trial-expired/components/TrialExpiredCard';
import '../shared/account.css';

/**
 * Exposed for other screens (e.g. the dashboard) through federation: mf_account/TrialExpiredCard.
 * It always renders; the screen that loads it decides when (expired and not admin).
 */
export default function ExposedTrialExpiredCard() {
  return (
    <ThemedUi provider={UiProvider}>
      <TrialExpiredCard />
    </ThemedUi>
  );
}
