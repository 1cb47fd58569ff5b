import { PRICE_PER_MONTH_USD } from '@blockbeat/contracts';
import { Dialog } from '@blockbeat/ui/dialog';
import { useNavigate } from 'react-router-dom';
import './trial.css';

const endsText = (days: number) => (days === 1 ? 'Your free trial ends tomorrow.' : `Your free trial ends in ${days} days.`);

/** The trial is nearly over and no payment method is set: offer the payment setup on /account. */
export function TrialEndingDialog({ open, daysLeft, onClose }: { open: boolean; daysLeft: number; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} title="Your trial is ending soon" onClose={onClose} width={460}>
      <div className="trial-dialog">
        <p className="trial-days">{endsText(daysLeft)}</p>
        <p>
          Add a payment method to keep creating workouts without interruption. You will not be charged before your trial ends; then
          it is ${PRICE_PER_MONTH_USD}/month, cancel anytime.
        </p>
        <div className="trial-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              navigate('/account');
            }}
          >
            Set Up Payment
          </button>
          <button type="button" className="btn btn-text" onClick={onClose}>
            Remind Me Later
          </button>
        </div>
      </div>
    </Dialog>
  );
}
