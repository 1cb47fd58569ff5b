import {
  CROSSFADE_SECONDS_MAX,
  CROSSFADE_SECONDS_STEP,
  CUE_PROFILE_LABELS,
  CUE_PROFILES,
  type CueProfile,
  type WorkoutSound,
} from '@blockbeat/contracts';
import { Field, Select } from '@blockbeat/ui';
import { Switch } from '../../../shared/Switch';
import { soundChanged } from '../../../shared/state/builderSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/state/store';

const CUE_OPTIONS = CUE_PROFILES.map((p) => ({ value: p, label: CUE_PROFILE_LABELS[p] }));

const CROSSFADE_OPTIONS = Array.from({ length: CROSSFADE_SECONDS_MAX / CROSSFADE_SECONDS_STEP + 1 }, (_, k) => {
  const seconds = k * CROSSFADE_SECONDS_STEP;
  return { value: seconds, label: seconds === 0 ? 'Off: the music cuts' : `${seconds} s` };
});

const CROSSFADE_HINT =
  'Between two different uploaded tracks, the old one fades out as the new one fades in, on the beat when both tempos are known and within 8%. YouTube, Spotify and SoundCloud cannot be mixed: they still cut.';

const SIGNALS: ReadonlyArray<{ field: Exclude<keyof WorkoutSound, 'cueProfile' | 'crossfadeSeconds'>; label: string; hint: string }> = [
  { field: 'halfwayCue', label: 'Halfway cue', hint: 'A short sound halfway through each exercise of 20 s or more' },
  { field: 'voice', label: 'Say the next exercise', hint: 'A voice says the next exercise’s name and length at each change' },
  { field: 'flash', label: 'Flash the screen on each change', hint: 'For rooms where nobody can hear; a steady colour instead when reduced motion is asked' },
  { field: 'beatCountIn', label: 'Count in on the beat', hint: 'Where the music carries on into the next block and its tempo is known, the last 4 beats instead of 3-2-1' },
];

/** The workout's sound: a cue profile that suits the room, a halfway cue, the voice, the flash and the music's crossfade. */
export function SoundFields() {
  const dispatch = useAppDispatch();
  const sound = useAppSelector((s) => s.builder.details.sound);
  return (
    <fieldset className="sound-fields">
      <legend>Sound and signals</legend>
      <Field id="workout-cue-profile" label="Cue sound">
        {(control) => (
          <Select {...control} value={sound.cueProfile} options={CUE_OPTIONS} onChange={(cueProfile: CueProfile) => dispatch(soundChanged({ cueProfile }))} />
        )}
      </Field>
      {SIGNALS.map(({ field, label, hint }) => (
        <Switch key={field} label={label} hint={hint} checked={sound[field] ?? false} onChange={(on) => dispatch(soundChanged({ [field]: on }))} />
      ))}
      <Field id="workout-crossfade" label="Crossfade between tracks" hint={CROSSFADE_HINT}>
        {(control) => (
          <Select
            {...control}
            value={sound.crossfadeSeconds ?? 0}
            options={CROSSFADE_OPTIONS}
            onChange={(crossfadeSeconds: number) => dispatch(soundChanged({ crossfadeSeconds }))}
          />
        )}
      </Field>
    </fieldset>
  );
}
