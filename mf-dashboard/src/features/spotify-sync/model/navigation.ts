/** A full-page navigation: /api/spotify/connect answers with a redirect to Spotify's consent page. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
