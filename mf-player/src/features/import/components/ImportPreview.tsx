/** What the import screen will show (SCREENS.md "Import"). */
export function ImportPreview({ workoutId }: { workoutId?: string }) {
  return (
    <div className="player-card">
      <p>
        Here you will see a summary of shared workout {workoutId} (name, description, blocks and total time) and copy it into
        your own library.
      </p>
      <p className="player-muted">Importing is not available yet; it arrives in a later update.</p>
    </div>
  );
}
