import { DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';

interface PlaybackSettingsProps {
  leadIn: boolean;
  voice: boolean;
  musicVolume: number;
  cueVolume: number;
  onLeadIn: (on: boolean) => void;
  onVoice: (on: boolean) => void;
  onMusicVolume: (volume: number) => void;
  onCueVolume: (volume: number) => void;
}

/** Lead-in and voice toggles and the two volumes, remembered on this device. */
export function PlaybackSettings(p: PlaybackSettingsProps) {
  return (
    <div className="player-settings">
      <label className="setting">
        <input type="checkbox" checked={p.leadIn} onChange={(e) => p.onLeadIn(e.target.checked)} />
        {DEFAULT_LEAD_IN_SECONDS}-second “Get ready” lead-in
      </label>
      <label className="setting">
        <input type="checkbox" checked={p.voice} onChange={(e) => p.onVoice(e.target.checked)} />
        Voice announcements
      </label>
      <label className="setting setting-range">
        <span>Music volume</span>
        <input type="range" min={0} max={100} value={Math.round(p.musicVolume * 100)} onChange={(e) => p.onMusicVolume(Number(e.target.value) / 100)} />
      </label>
      <label className="setting setting-range">
        <span>Cue volume</span>
        <input type="range" min={0} max={100} value={Math.round(p.cueVolume * 100)} onChange={(e) => p.onCueVolume(Number(e.target.value) / 100)} />
      </label>
    </div>
  );
}
