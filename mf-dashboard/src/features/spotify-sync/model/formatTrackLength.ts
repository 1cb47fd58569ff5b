/** A track's length as m:ss (h:mm:ss from an hour), rounded down to the second like Spotify shows it. */
export function formatTrackLength(durationMs: number): string {
  const total = Math.max(0, Math.floor(durationMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export const trackCountLabel = (count: number) => `${count} ${count === 1 ? 'track' : 'tracks'}`;
