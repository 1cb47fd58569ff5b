import { STRUCTURE_LIMITS } from '@blockbeat/contracts';
import { Switch } from '../../../shared/Switch';
import { DEFAULT_SIDE_SWITCH_SEC, type BlockDraft } from '../../../shared/model/block';
import type { BlockErrors } from '../../../shared/model/validation';
import { NumberInput } from '../../../shared/components/NumberInput';

interface EachSideFieldProps {
  id: string;
  block: Pick<BlockDraft, 'eachSide' | 'sideSwitchSec'>;
  errors: BlockErrors;
  serverErrors: BlockErrors;
  onChange: (changes: Partial<BlockDraft>) => void;
}

/** "Each side": the block runs left, then right, with a switch time between (0–15 s). */
export function EachSideField({ id, block, errors, serverErrors, onChange }: EachSideFieldProps) {
  return (
    <div className="each-side-field">
      <Switch
        label="Each side (left, then right)"
        checked={block.eachSide}
        onChange={(eachSide) => onChange(eachSide ? { eachSide, sideSwitchSec: block.sideSwitchSec || DEFAULT_SIDE_SWITCH_SEC } : { eachSide })}
      />
      {block.eachSide && (
        <NumberInput
          id={`${id}-switch`}
          label="Switch time (s)"
          className="field-seconds"
          hint={`0–${STRUCTURE_LIMITS.sideSwitchMax} s between the sides`}
          value={block.sideSwitchSec}
          error={errors.sideSwitchSec}
          serverError={serverErrors.sideSwitchSec}
          onChange={(sideSwitchSec) => onChange({ sideSwitchSec })}
        />
      )}
    </div>
  );
}
