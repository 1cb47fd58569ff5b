import { Button, Field, Input } from '@blockbeat/ui';
import { useState } from 'react';
import { REPEAT_MAX, REPEAT_MIN, selectionCleared, selectionRepeated } from '../state/builderSlice';
import { useAppDispatch, useAppSelector } from '../state/store';

/** With blocks selected: "Repeat ×N" (2–20 rounds in all) or clear the selection. */
export function SelectionBar() {
  const dispatch = useAppDispatch();
  const count = useAppSelector((s) => s.builder.selected.length);
  const [times, setTimes] = useState(String(REPEAT_MIN));
  if (count === 0) return null;
  const n = Number(times);
  const valid = Number.isInteger(n) && n >= REPEAT_MIN && n <= REPEAT_MAX;
  return (
    <div className="selection-bar" role="region" aria-label="Selected blocks">
      <span>
        {count} {count === 1 ? 'block' : 'blocks'} selected
      </span>
      <Field id="repeat-times" label="Rounds" hint={`${REPEAT_MIN}–${REPEAT_MAX} rounds in all, in order`} className="repeat-field">
        {(control) => (
          <Input {...control} type="number" min={REPEAT_MIN} max={REPEAT_MAX} className="repeat-input" value={times} status={valid ? undefined : 'error'} onChange={(e) => setTimes(e.target.value)} />
        )}
      </Field>
      <Button type="primary" disabled={!valid} onClick={() => dispatch(selectionRepeated(n))}>
        Repeat ×{valid ? n : '?'}
      </Button>
      <Button onClick={() => dispatch(selectionCleared())}>Clear selection</Button>
    </div>
  );
}
