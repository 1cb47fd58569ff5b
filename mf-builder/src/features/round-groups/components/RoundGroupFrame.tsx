import { STRUCTURE_LIMITS } from '@blockbeat/contracts';
import { Button, Field, Input } from '@blockbeat/ui';
import type { ReactNode } from 'react';
import { groupErrors, type RoundGroupDraft } from '../../../shared/model/groups';
import { formatSeconds } from '../../../shared/model/summary';
import { groupUngrouped, groupUpdated } from '../../../shared/state/builderSlice';
import { useAppDispatch } from '../../../shared/state/store';
import { NumberInput } from '../../../shared/components/NumberInput';

interface RoundGroupFrameProps {
  group: RoundGroupDraft;
  /** 1-based, in list order: how the frame is named. */
  number: number;
  /** All rounds' played seconds, rests between rounds included. */
  seconds: number;
  /** The group's block cards. */
  children: ReactNode;
}

/** A round group: one frame around its blocks (each written once), its rounds, the rest between them, and Ungroup. */
export function RoundGroupFrame({ group, number, seconds, children }: RoundGroupFrameProps) {
  const dispatch = useAppDispatch();
  const update = (changes: Partial<RoundGroupDraft>) => dispatch(groupUpdated({ key: group.key, changes }));
  const errors = groupErrors(group);
  const { roundsMin, roundsMax, restBetweenRoundsMax, groupNameMax } = STRUCTURE_LIMITS;
  const title = `Round group ${number}`;
  const name = group.name.trim();
  const id = `round-group-${group.key}`;
  return (
    <li className="round-group" aria-labelledby={`${id}-title`}>
      <div className="round-group-header">
        <h3 id={`${id}-title`} className="round-group-title">
          {name ? `${title} · ${name}` : title}: <span className="round-group-times">×{group.rounds}</span>
        </h3>
        <span className="muted-text">
          {group.count} {group.count === 1 ? 'block' : 'blocks'} · {formatSeconds(seconds)} for all rounds
        </span>
        <div className="round-group-controls">
          <div className="rounds-stepper">
            <Button size="small" aria-label={`Fewer rounds in ${title}`} disabled={group.rounds <= roundsMin} onClick={() => update({ rounds: Math.max(roundsMin, group.rounds - 1) })}>
              −
            </Button>
            <NumberInput id={`${id}-rounds`} label="Rounds" className="field-rounds" value={group.rounds} error={errors.rounds} onChange={(rounds) => update({ rounds })} />
            <Button size="small" aria-label={`More rounds in ${title}`} disabled={group.rounds >= roundsMax} onClick={() => update({ rounds: Math.min(roundsMax, group.rounds + 1) })}>
              +
            </Button>
          </div>
          <NumberInput
            id={`${id}-rest`}
            label="Rest between rounds (s)"
            className="field-round-rest"
            hint={`0–${restBetweenRoundsMax} s; none after the last round`}
            value={group.restBetweenRoundsSec}
            error={errors.restBetweenRoundsSec}
            onChange={(restBetweenRoundsSec) => update({ restBetweenRoundsSec })}
          />
          <Field id={`${id}-name`} label="Name (optional)" className="field-round-name" hint="Shown in the player and the PDF">
            {(control) => (
              <Input {...control} value={group.name} maxLength={groupNameMax} placeholder="e.g. Core circuit" onChange={(e) => update({ name: e.target.value })} />
            )}
          </Field>
          <Button size="small" aria-label={`Ungroup ${title}`} onClick={() => dispatch(groupUngrouped(group.key))}>
            Ungroup
          </Button>
        </div>
      </div>
      <ol className="block-list round-group-blocks" aria-label={`Blocks in ${title}`}>
        {children}
      </ol>
    </li>
  );
}
