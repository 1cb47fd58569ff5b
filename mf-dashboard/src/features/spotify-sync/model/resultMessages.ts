import type { SpotifyFillResult, SpotifyTemplatesResult } from '@blockbeat/contracts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Created 3 templates (2 already in your library)". */
export function templatesResultMessage({ created, skipped }: SpotifyTemplatesResult): string {
  const made = `Created ${plural(created, 'template', 'templates')}`;
  return skipped > 0 ? `${made} (${skipped} already in your library)` : made;
}

/** "8 blocks got a track, 2 blocks added, 1 track left over". */
export function fillResultMessage({ filled, added, tracksLeft }: SpotifyFillResult): string {
  const parts = [`${plural(filled, 'block', 'blocks')} got a track`];
  if (added > 0) parts.push(`${plural(added, 'block', 'blocks')} added`);
  if (tracksLeft > 0) parts.push(`${plural(tracksLeft, 'track', 'tracks')} left over`);
  return parts.join(', ');
}
