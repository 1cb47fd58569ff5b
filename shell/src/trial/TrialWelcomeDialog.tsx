import { Dialog } from '@blockbeat/ui/dialog';
import { useNavigate } from 'react-router-dom';
import './trial.css';

/** docs/product.md#trial-notices the trial welcome popup's four benefits. */
export const TRIAL_WELCOME_BENEFITS = [
  'Unlimited workout creation',
  'YouTube and Spotify music',
  'Custom templates',
  'Sharing and branding',
] as const;

const daysLeftText = (days: number) => `You have ${days} ${days === 1 ? 'day' : 'days'} of free trial left.`;

export function TrialWelcomeDialog({ open, daysLeft, onClose }: { open: boolean; daysLeft: number; onClose: () => void }) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Dialog open={open} title="Welcome to the Pro plan" onClose={onClose} width={480}>
      <div className="trial-dialog">
        <p className="trial-days">{daysLeftText(daysLeft)}</p>
        <p>Everything in BlockBeat Pro is yours during the trial, no payment details needed:</p>
        <ul className="trial-benefits">
          {TRIAL_WELCOME_BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <div className="trial-actions">
          <button type="button" className="btn btn-primary" onClick={() => go('/dashboard')}>
            Start Creating Workouts
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => go('/payment-setup')}>
            Add Payment Method
          </button>
          <button type="button" className="btn btn-text" onClick={onClose}>
            Maybe Later
          </button>
        </div>
      </div>
    </Dialog>
  );
}
