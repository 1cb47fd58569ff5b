import { breathingMs } from './breath';
import { isRoundGroup, type PhaseRound, type RestKind, type Side, type TimerBlock, type TimerItem } from './phases';
import { secondsInRange, TimerInputError, validMs, wholeNumberInRange } from './validate';

/**
 * One block as played: a round group's blocks once per round, an each-side block once per side.
 * Each step is one work phase (and the rest after it) and one place seeking can land.
 */
export interface TimerStep {
  /** 1-based position of the block in the workout as written (a group's blocks counted once): "Block n". */
  readonly number: number;
  /** Index of the block, or of its group, in the workout's items. */
  readonly itemIndex: number;
  /** Index of the block within its group; absent outside a group. */
  readonly indexInGroup?: number;
  readonly round?: PhaseRound;
  readonly side?: Side;
  readonly workMs: number;
  /** The rest after this step's work: the block's own, the switch between sides, or with the rest between rounds added. */
  readonly restMs: number;
  readonly restKind?: RestKind;
}

export const ROUNDS_RANGE = { min: 2, max: 50 } as const;
export const REST_BETWEEN_ROUNDS_RANGE = { min: 0, max: 600 } as const;
export const SIDE_SWITCH_RANGE = { min: 0, max: 15 } as const;

interface Place {
  number: number;
  itemIndex: number;
  indexInGroup?: number;
  round?: PhaseRound;
  field: string;
}

/** The lengths of one block, validated; `what` names it in errors as the existing messages do. */
function blockLengths(block: TimerBlock, place: Place) {
  const what = `Block ${place.number} ("${block.name}")`;
  const f = (name: string) => `${place.field}.${name}`;
  const workMs = block.breathing
    ? breathingMs(block.breathing, `${what} breathing`, f('breathing'))
    : validMs(block.duration, `${what} duration`, f('duration'), 1);
  const restMs = validMs(block.restTime, `${what} restTime`, f('restTime'), 0);
  const switchMs = secondsInRange(block.sideSwitchSec, SIDE_SWITCH_RANGE, `${what} sideSwitchSec`, f('sideSwitchSec'));
  return { workMs, restMs, switchMs };
}

function stepsOfBlock<B extends TimerBlock>(block: B, place: Place): { block: B; step: TimerStep }[] {
  const { workMs, restMs, switchMs } = blockLengths(block, place);
  const where = {
    number: place.number,
    itemIndex: place.itemIndex,
    ...(place.indexInGroup === undefined ? {} : { indexInGroup: place.indexInGroup }),
    ...(place.round ? { round: place.round } : {}),
  };
  if (!block.eachSide) return [{ block, step: { ...where, workMs, restMs } }];
  return [
    { block, step: { ...where, side: 'left', workMs, restMs: switchMs, ...(switchMs > 0 ? { restKind: 'switchSides' as const } : {}) } },
    { block, step: { ...where, side: 'right', workMs, restMs } },
  ];
}

function groupField(itemIndex: number, name: string): string {
  return `items[${itemIndex}].${name}`;
}

/**
 * A workout as the blocks it plays, in order, each with its step: the single place where round
 * groups and sides are unfolded. A plain list of blocks gives one step per block, as before.
 */
export function expandItems<B extends TimerBlock>(items: readonly TimerItem<B>[]): { block: B; step: TimerStep }[] {
  const played: { block: B; step: TimerStep }[] = [];
  let number = 0;
  let groups = 0;
  items.forEach((item, itemIndex) => {
    if (!isRoundGroup(item)) {
      number += 1;
      played.push(...stepsOfBlock(item, { number, itemIndex, field: `items[${itemIndex}]` }));
      return;
    }
    groups += 1;
    const what = `Round group ${groups}`;
    const roundsTotal = wholeNumberInRange(item.rounds, ROUNDS_RANGE, `${what} rounds`, groupField(itemIndex, 'rounds'));
    const roundRestMs = secondsInRange(item.restBetweenRoundsSec, REST_BETWEEN_ROUNDS_RANGE, `${what} restBetweenRoundsSec`, groupField(itemIndex, 'restBetweenRoundsSec'));
    if (item.blocks.length === 0) throw new TimerInputError(`${what} must hold at least one block.`, groupField(itemIndex, 'blocks'));
    item.blocks.forEach((block, j) => {
      if (isRoundGroup(block)) throw new TimerInputError(`${what} block ${j + 1} is a round group; groups do not nest.`, groupField(itemIndex, `blocks[${j}]`));
    });
    const firstNumber = number + 1;
    number += item.blocks.length;
    for (let round = 1; round <= roundsTotal; round += 1) {
      item.blocks.forEach((block, j) => {
        const place = { number: firstNumber + j, itemIndex, indexInGroup: j, round: { group: itemIndex, round, roundsTotal }, field: groupField(itemIndex, `blocks[${j}]`) };
        played.push(...stepsOfBlock(block, place));
      });
      if (round < roundsTotal && roundRestMs > 0) {
        const last = played.at(-1)!;
        last.step = { ...last.step, restMs: last.step.restMs + roundRestMs, restKind: 'betweenRounds' };
      }
    }
  });
  return played;
}
