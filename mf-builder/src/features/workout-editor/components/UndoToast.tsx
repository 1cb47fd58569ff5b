import { TOAST_DURATION_MS } from '@blockbeat/shell-sdk';
import { blockTitle } from '@blockbeat/timer-engine';
import { Button } from '@blockbeat/ui';
import { useEffect, useRef } from 'react';
import { removalDismissed, removalUndone } from '../../../shared/state/builderSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/state/store';

/**
 * "Block deleted" with Undo, for the toast duration (docs/product.md#numbers-and-limits). The builder draws it itself:
 * the shell's toasts carry no action button.
 */
export function UndoToast() {
  const dispatch = useAppDispatch();
  const removed = useAppSelector((s) => s.builder.removed);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!removed) return;
    // The Delete button that had focus is gone with its block: keyboard users land on Undo.
    if (document.activeElement === document.body || document.activeElement === null) undoButton.current?.focus();
    const timer = setTimeout(() => dispatch(removalDismissed()), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [removed, dispatch]);

  return (
    <div className="undo-toast-region" role="status" aria-live="polite">
      {removed && (
        <div className="undo-toast">
          <span>Deleted “{blockTitle(removed.block, removed.index)}”.</span>
          <Button ref={undoButton} size="small" type="primary" onClick={() => dispatch(removalUndone())}>
            Undo
          </Button>
          <Button size="small" type="text" aria-label="Dismiss" onClick={() => dispatch(removalDismissed())}>
            ✕
          </Button>
        </div>
      )}
    </div>
  );
}
