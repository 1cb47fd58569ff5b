/**
 * Asks Safari (iPhone home-screen apps included) to treat the page's sound as playback, so cues
 * sound with the silent switch on. Feature-detected: other browsers have no audioSession.
 */
export function preferPlaybackAudioSession(): void {
  const session = (navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  if (session) session.type = 'playback';
}
