import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import { TrialEndingDialog } from './TrialEndingDialog';
import { TrialWelcomeDialog } from './TrialWelcomeDialog';
import type { TrialNotice } from './trialNotices';

export interface TrialDialogProps {
  notice: TrialNotice;
  open: boolean;
  daysLeft: number;
  onClose: () => void;
}

/**
 * The chosen notice, with the antd its dialogs are drawn with. A chunk of its own, loaded only
 * when a notice is due: the signed-in frame itself loads no antd.
 */
export default function TrialDialog({ notice, open, daysLeft, onClose }: TrialDialogProps) {
  return (
    <ThemedUi provider={UiProvider}>
      {notice === 'welcome' ? (
        <TrialWelcomeDialog open={open} daysLeft={daysLeft} onClose={onClose} />
      ) : (
        <TrialEndingDialog open={open} daysLeft={daysLeft} onClose={onClose} />
      )}
    </ThemedUi>
  );
}
