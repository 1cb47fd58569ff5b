import { useActionErrorHandler, useAuth, useSetOnboardingCompleted, useToast } from '@blockbeat/shell-sdk';
import { Dialog } from '@blockbeat/ui/dialog';
import { useEffect, useState } from 'react';
import { useTutorialReplay } from '../hooks/useTutorialReplay';
import { ONBOARDING_DELAY_MS, TUTORIAL_STEPS } from '../model/steps';

/**
 * docs/product.md#dashboard, #access-and-subscription-states: the seven-step tutorial for users who have not completed it. Finishing or
 * skipping marks it completed; the X only closes it (it returns on the next visit). Replayed from the
 * account page, it shows on that dashboard load only, however it is closed (issue 25).
 */
export function OnboardingTutorial() {
  const { user } = useAuth();
  const replay = useTutorialReplay();
  const due = user !== null && (!user.onboardingCompleted || replay.requested);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState(0);
  const complete = useSetOnboardingCompleted();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();

  useEffect(() => {
    if (!due || dismissed) return;
    const timer = setTimeout(() => setOpen(true), ONBOARDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due, dismissed]);

  const close = () => {
    setOpen(false);
    setDismissed(true);
    replay.forget();
  };

  const finish = () => {
    if (complete.isPending) return;
    complete.mutate(true, {
      onSuccess: () => {
        toast({ title: 'Tutorial completed!', description: "You're ready to create amazing workouts." });
        close();
      },
      onError: (error) => {
        if (handleActionError(error)) return;
        toast({ title: 'Error', description: 'Could not save your tutorial progress. Please try again.', variant: 'destructive' });
      },
    });
  };

  const total = TUTORIAL_STEPS.length;
  const current = TUTORIAL_STEPS[step]!;
  const last = step === total - 1;
  const percent = Math.round(((step + 1) / total) * 100);
  return (
    <Dialog open={open && due} title={current.title} onClose={close} width={520}>
      <div className="tutorial">
        <div className="tutorial-progress" role="progressbar" aria-label="Tutorial progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div style={{ width: `${percent}%` }} />
        </div>
        <p className="tutorial-step">
          Step {step + 1} of {total}
        </p>
        <p>{current.body}</p>
        <ul className="tutorial-points">
          {current.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <div className="tutorial-actions">
          <button type="button" className="btn btn-text" onClick={finish} disabled={complete.isPending}>
            Skip Tutorial
          </button>
          <div className="tutorial-nav">
            <button type="button" className="btn btn-ghost" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
              Previous
            </button>
            {last ? (
              <button type="button" className="btn btn-primary" onClick={finish} disabled={complete.isPending} aria-busy={complete.isPending || undefined}>
                Complete Tutorial
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => setStep((s) => s + 1)}>
                Next
              </button>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
