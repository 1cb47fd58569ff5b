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
 * The chosen notice. A chunk of its own, loaded only when a notice is due. Drawn with plain
 * elements and ui's plain Dialog, not antd: the welcome comes on a first visit, which must stay
 * as light as a returning one (issue 25: antd made that visit 333 KB of JavaScript instead of 162).
 */
export default function TrialDialog({ notice, open, daysLeft, onClose }: TrialDialogProps) {
  return notice === 'welcome' ? (
    <TrialWelcomeDialog open={open} daysLeft={daysLeft} onClose={onClose} />
  ) : (
    <TrialEndingDialog open={open} daysLeft={daysLeft} onClose={onClose} />
  );
}
