import { PHRASE_COUNTS } from '@blockbeat/contracts';
import { Button } from '@blockbeat/ui';
import { useState } from 'react';
import type { BlockDraft } from '../../../shared/model/block';
import { countsText, fitToPhrase } from '../model/beatFit';

interface PhraseFitProps {
  name: string;
  /** The block's length in seconds; null while its field is empty or it is timed by breaths (nothing shown, the phrase chosen kept). */
  duration: number | null;
  bpm: number;
  onChange: (changes: Partial<BlockDraft>) => void;
}

/** A block's length in counts at a tempo ("32 counts · 15.0 s") and "Fit to the beat" to a whole number of 8, 16 or 32-count phrases. */
export function PhraseFit({ name, duration, bpm, onChange }: PhraseFitProps) {
  const [phrase, setPhrase] = useState<number>(PHRASE_COUNTS.at(-1)!);
  if (duration === null) return null;
  return (
    <>
      <span className="block-counts">{countsText(duration, bpm)}</span>
      <select className="block-phrase" aria-label={`Phrase length for ${name}`} value={phrase} onChange={(e) => setPhrase(Number(e.target.value))}>
        {PHRASE_COUNTS.map((counts) => (
          <option key={counts} value={counts}>
            {counts} counts
          </option>
        ))}
      </select>
      <Button size="small" onClick={() => onChange({ duration: fitToPhrase(duration, bpm, phrase) })}>
        Fit to the beat
      </Button>
    </>
  );
}
