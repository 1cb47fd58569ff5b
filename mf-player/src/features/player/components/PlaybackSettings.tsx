import { DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';
import type { PlayerPreferences } from '../hooks/usePlayerPreferences';

/** Lead-in and voice toggles and the two volumes, remembered on this device; inert until the page's code runs. */
export function PlaybackSettings({ preferences: p, ready }: { preferences: PlayerPreferences; ready: boolean }) {
  return (
    <fieldset className="player-settings" disabled={!ready}>
      <legend className="visually-hidden">Playback settings</legend>
      <label className="setting">
        <input type="checkbox" checked={p.leadIn} onChange={(e) => p.setLeadIn(e.target.checked)} />
        {DEFAULT_LEAD_IN_SECONDS}-second “Get ready” lead-in
      </label>
      <label className="setting">
        <input type="checkbox" checked={p.voice} onChange={(e) => p.setVoice(e.target.checked)} />
        Voice announcements
      </label>
      <label className="setting setting-range">
        <span>Music volume</span>
        <input type="range" min={0} max={100} value={Math.round(p.musicVolume * 100)} onChange={(e) => p.setMusicVolume(Number(e.target.value) / 100)} />
      </label>
      <label className="setting setting-range">
        <span>Cue volume</span>
        <input type="range" min={0} max={100} value={Math.round(p.cueVolume * 100)} onChange={(e) => p.setCueVolume(Number(e.target.value) / 100)} />
      </label>
    </fieldset>
  );
}
