import { breathLabel, type BreathMoment, type BreathPart } from '@blockbeat/timer-engine';

/** What the guide tells the breather to do, as an instructor says it. */
export const BREATH_WORDS: Readonly<Record<BreathPart, string>> = { inhale: 'Breathe in', hold: 'Hold', exhale: 'Breathe out', holdAfter: 'Hold' };

/** The smallest size of the shape, so an empty lung still shows where it is. */
const MIN_SCALE = 0.3;

/**
 * The breathing guide behind the countdown: a disc that grows through the inhale, stays full on
 * the hold, shrinks through the exhale. Its size is the engine's guideScale at this instant, drawn
 * on every frame from the timer's snapshot (no CSS animation with a clock of its own, so it never
 * drifts from the timer or runs on while paused).
 */
export function BreathGuide({ breath }: { breath: BreathMoment }) {
  const scale = MIN_SCALE + (1 - MIN_SCALE) * breath.guideScale;
  return (
    <>
      <span className={`breath-shape is-${breath.part}`} style={{ transform: `scale(${scale.toFixed(3)})` }} data-testid="breath-shape" aria-hidden="true" />
      <p className="breath-word" aria-live="polite">
        {BREATH_WORDS[breath.part]}
      </p>
      <p className="breath-count">{breathLabel(breath.breath, breath.breathsTotal)}</p>
    </>
  );
}
