import { CUE_PROFILE_LABELS, CUE_PROFILES, type CueProfile, type WorkoutSound } from '@blockbeat/contracts';
import { Field, Select } from '@blockbeat/ui';
import { Switch } from '../../../shared/Switch';
import { soundChanged } from '../state/builderSlice';
import { useAppDispatch, useAppSelector } from '../state/store';

const CUE_OPTIONS = CUE_PROFILES.map((p) => ({ value: p, label: CUE_PROFILE_LABELS[p] }));

const SIGNALS: ReadonlyArray<{ field: Exclude<keyof WorkoutSound, 'cueProfile'>; label: string; hint: string }> = [
  { field: 'halfwayCue', label: 'Halfway cue', hint: 'A short sound halfway through each exercise of 20 s or more' },
  { field: 'voice', label: 'Say the next exercise', hint: 'A voice says the next exercise’s name and length at each change' },
  { field: 'flash', label: 'Flash the screen on each change', hint: 'For rooms where nobody can hear; a steady colour instead when reduced motion is asked' },
];

/** The workout's sound: a cue profile that suits the room, a halfway cue, the voice and the flash. */
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
        <Switch key={field} label={label} hint={hint} checked={sound[field]} onChange={(on) => dispatch(soundChanged({ [field]: on }))} />
      ))}
    </fieldset>
  );
}
