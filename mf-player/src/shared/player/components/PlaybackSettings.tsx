import { CUE_PROFILE_LABELS, CUE_PROFILES, MUSIC_HONESTY, type CueProfile } from '@blockbeat/contracts';
import { DEFAULT_LEAD_IN_SECONDS } from '@blockbeat/timer-engine';
import { CLICK_BPM_RANGE, validClickBpm } from '../beat/clickTrack';
import type { CueProfileChoice, PlayerPreferences } from '../hooks/usePlayerPreferences';

interface PlaybackSettingsProps {
  preferences: PlayerPreferences;
  ready: boolean;
  /** The workout plays Spotify, whose embed has no volume: the music volume says so. */
  spotify: boolean;
  /** The workout's own cue profile, named in the "workout's choice" option. */
  workoutProfile: CueProfile;
  /** The workout has breath-paced holds: their soft sounds can be turned on or off. */
  breathing: boolean;
  /** Some block has no music: a click track can keep its beat. */
  silentBlocks: boolean;
}

/**
 * Lead-in and voice toggles, the click track, the cue sound, breath sounds and the two volumes, remembered on this
 * device; inert until the page's code runs.
 */
export function PlaybackSettings({ preferences: p, ready, spotify, workoutProfile, breathing, silentBlocks }: PlaybackSettingsProps) {
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
      {breathing && (
        <label className="setting">
          <input type="checkbox" checked={p.breathSounds} onChange={(e) => p.setBreathSounds(e.target.checked)} />
          Soft sound on each breath
        </label>
      )}
      {silentBlocks && <ClickTrackSetting preferences={p} />}
      <label className="setting">
        <span>Cue sound</span>
        <select value={p.cueProfileChoice} onChange={(e) => p.setCueProfileChoice(e.target.value as CueProfileChoice)}>
          <option value="workout">{`Workout's (${CUE_PROFILE_LABELS[workoutProfile]})`}</option>
          {CUE_PROFILES.map((profile) => (
            <option key={profile} value={profile}>
              {CUE_PROFILE_LABELS[profile]}
            </option>
          ))}
        </select>
      </label>
      <label className="setting setting-range">
        <span>Music volume</span>
        <input
          type="range"
          min={0}
          max={100}
          value={Math.round(p.musicVolume * 100)}
          aria-describedby={spotify ? 'spotify-volume-note' : undefined}
          onChange={(e) => p.setMusicVolume(Number(e.target.value) / 100)}
        />
      </label>
      <label className="setting setting-range">
        <span>Cue volume</span>
        <input type="range" min={0} max={100} value={Math.round(p.cueVolume * 100)} onChange={(e) => p.setCueVolume(Number(e.target.value) / 100)} />
      </label>
      {spotify && (
        <p className="setting-note" id="spotify-volume-note">
          {MUSIC_HONESTY.spotifyCannotDuck}
        </p>
      )}
    </fieldset>
  );
}

/** A metronome on the blocks without music: on or off, and its tempo (a tempo out of range is not kept). */
function ClickTrackSetting({ preferences: p }: { preferences: PlayerPreferences }) {
  return (
    <>
      <label className="setting">
        <input type="checkbox" checked={p.clickTrack} onChange={(e) => p.setClickTrack(e.target.checked)} />
        Click track on blocks without music
      </label>
      <label className="setting">
        <input type="checkbox" checked={p.clickVoice} onChange={(e) => p.setClickVoice(e.target.checked)} />
        Count the clicks aloud, 1 to 8
      </label>
      {p.clickTrack && (
        <label className="setting">
          <span>Click tempo (BPM)</span>
          <input
            type="number"
            min={CLICK_BPM_RANGE.min}
            max={CLICK_BPM_RANGE.max}
            defaultValue={p.clickBpm}
            onChange={(e) => {
              const bpm = Number(e.target.value);
              if (validClickBpm(bpm)) p.setClickBpm(bpm);
            }}
          />
        </label>
      )}
    </>
  );
}
