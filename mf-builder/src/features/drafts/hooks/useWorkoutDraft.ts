import type { Workout } from '@blockbeat/contracts';
import { useAuth } from '@blockbeat/shell-sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftContent, draftKey, isWorthRestoring, pruneDrafts, readDraft, removeDraft, writeDraft, type WorkoutDraft } from '../model/draft';
import { draftRestored } from '../../../shared/state/builderSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/state/store';

/** How long typing may pause before the draft is written: a crash loses at most this much. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface DraftOffer {
  savedAt: string;
  restore: () => void;
  discard: () => void;
}

interface Options {
  /** The workout open in the editor (null: a new one), once the editor holds it. */
  ready: boolean;
  /** The server's copy of it, when there is one. */
  saved: Workout | null;
}

/**
 * The builder's unsaved work, kept on the device as the user types (per user and workout) and
 * offered back when the workout opens again with a newer draft. Saving removes it (`forget`).
 */
export function useWorkoutDraft({ ready, saved }: Options) {
  const dispatch = useAppDispatch();
  const userId = useAuth().user?.id ?? null;
  const { workoutId, details, blocks, groups, dirty } = useAppSelector((s) => s.builder);
  const key = userId ? draftKey(userId, workoutId) : null;
  const [offer, setOffer] = useState<{ key: string; draft: WorkoutDraft } | null>(null);
  const checked = useRef(new Set<string>());

  useEffect(() => {
    if (!ready || !key || checked.current.has(key)) return;
    checked.current.add(key);
    pruneDrafts(Date.now());
    const draft = readDraft(key);
    // Work typed before the check could run is newer than any draft: it stays, and replaces it.
    if (draft && !dirty && isWorthRestoring(draft, saved)) setOffer({ key, draft });
  }, [ready, key, dirty, saved]);

  const pending = useRef<{ key: string; draft: WorkoutDraft } | null>(null);
  const flush = useCallback(() => {
    if (pending.current) writeDraft(pending.current.key, pending.current.draft);
    pending.current = null;
  }, []);

  useEffect(() => {
    if (!ready || !key || !dirty || offer) {
      pending.current = null;
      return;
    }
    pending.current = { key, draft: { version: 1, savedAt: new Date().toISOString(), baseUpdatedAt: saved?.updatedAt ?? null, details, blocks, groups } };
    const timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, key, dirty, offer, details, blocks, groups, saved, flush]);

  // Leaving the screen, the page or the tab writes what is still waiting for the delay.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  /** After a save of the workout that had `previousId` (null: it was new): its draft is done with. */
  const forget = useCallback(
    (previousId: string | null) => {
      if (!userId) return;
      const done = draftKey(userId, previousId);
      if (pending.current?.key === done) pending.current = null;
      removeDraft(done);
    },
    [userId],
  );

  const draftOffer: DraftOffer | null = offer && {
    savedAt: offer.draft.savedAt,
    restore: () => {
      dispatch(draftRestored(draftContent(offer.draft)));
      setOffer(null);
    },
    discard: () => {
      removeDraft(offer.key);
      setOffer(null);
    },
  };

  return { offer: draftOffer, forget };
}
