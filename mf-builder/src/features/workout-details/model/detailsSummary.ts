import { categoryLabel, CUE_PROFILE_LABELS, difficultyLabel } from '@blockbeat/contracts';
import type { WorkoutDetails } from '../../../shared/model/block';

const SIGNAL_WORDS = [
  ['halfwayCue', 'halfway cue'],
  ['voice', 'voice'],
  ['flash', 'flash'],
] as const;

/**
 * The folded details in one line: "HIIT · Beginner · Sound: Standard, voice, flash, 4 s crossfade".
 * A category or difficulty not chosen is left out; the sound is always said, as it always applies.
 */
export function detailsSummary({ category, difficulty, sound }: Pick<WorkoutDetails, 'category' | 'difficulty' | 'sound'>): string {
  const signals: string[] = SIGNAL_WORDS.filter(([field]) => sound[field]).map(([, word]) => word);
  if (sound.crossfadeSeconds) signals.push(`${sound.crossfadeSeconds} s crossfade`);
  return [category && categoryLabel(category), difficulty && difficultyLabel(difficulty), `Sound: ${[CUE_PROFILE_LABELS[sound.cueProfile], ...signals].join(', ')}`]
    .filter(Boolean)
    .join(' · ');
}
