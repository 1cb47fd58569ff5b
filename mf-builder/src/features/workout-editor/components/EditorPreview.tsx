import { Card } from '@blockbeat/ui';

/** What the builder will hold (SCREENS.md "Builder"); the editor itself is a later issue. */
export function EditorPreview({ workoutId }: { workoutId?: string }) {
  return (
    <Card>
      <p>
        {workoutId ? `You are editing workout ${workoutId}. ` : 'Start a new workout here. '}
        The builder will let you name the workout, add exercise blocks (blank or from your templates), set durations, rest
        and music per block, reorder them, and save.
      </p>
      <p className="muted-text">The editor is not available yet; it arrives in the next update.</p>
    </Card>
  );
}
