/** What the player will show (SCREENS.md "Player"); the timer itself is a later issue. */
export function PlayerPreview({ subject }: { subject: string }) {
  return (
    <div className="player-card">
      <p>
        {subject} will play here: a large countdown for each block, work and rest phases in different colours, 3-2-1 cues,
        the block’s music, and what comes next.
      </p>
      <p className="player-muted">The player is not available yet; it arrives in a later update.</p>
    </div>
  );
}
