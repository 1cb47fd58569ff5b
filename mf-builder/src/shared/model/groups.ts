import { STRUCTURE_LIMITS, type RoundGroupSpec } from '@blockbeat/contracts';

/**
 * Round groups as the builder edits them: the stored ranges over the flat block list
 * (contracts RoundGroupSpec) plus a stable key. Every block operation goes through the pure
 * functions below, so the ranges stay consecutive, ordered and apart whatever is moved.
 */
export interface RoundGroupDraft {
  key: string;
  start: number;
  count: number;
  rounds: number;
  restBetweenRoundsSec: number;
  name: string;
}

export type GroupSettings = Pick<RoundGroupDraft, 'rounds' | 'restBetweenRoundsSec' | 'name'>;

/** What "Make rounds" starts with (issue 18: 3 rounds, no rest between them). */
export const NEW_GROUP_SETTINGS: GroupSettings = { rounds: 3, restBetweenRoundsSec: 0, name: '' };

/** Each block's group key (null: not in a group); the working form of every operation. */
type Membership = Array<string | null>;

function membershipOf(groups: readonly RoundGroupDraft[], blockCount: number): Membership {
  const membership: Membership = Array.from({ length: blockCount }, () => null);
  for (const g of groups) for (let i = g.start; i < g.start + g.count && i < blockCount; i += 1) membership[i] = g.key;
  return membership;
}

/** Back to ranges, keeping each group's settings by key; a group left with no block is gone. */
function rangesOf(membership: Membership, groups: readonly RoundGroupDraft[]): RoundGroupDraft[] {
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const ranges: RoundGroupDraft[] = [];
  membership.forEach((key, i) => {
    const last = ranges[ranges.length - 1];
    if (key === null) return;
    if (last?.key === key && last.start + last.count === i) last.count += 1;
    else ranges.push({ ...(byKey.get(key) ?? { key, ...NEW_GROUP_SETTINGS }), key, start: i, count: 1 });
  });
  return ranges;
}

const sameGroup = (m: Membership, a: number, b: number) => m[a] !== undefined && m[a] !== null && m[a] === m[b];

/**
 * The group a block placed at `at` (between m[at-1] and m[at]) may belong to: `wanted` when the
 * place touches that group (or it is a group not in the list yet, being restored); otherwise the
 * group it lands strictly inside, if any, since a group must stay one run of blocks.
 */
function placeFor(m: Membership, at: number, wanted: string | null | undefined): string | null {
  const inside = sameGroup(m, at - 1, at) ? m[at]! : null;
  if (inside !== null) return inside;
  if (wanted && (m[at - 1] === wanted || m[at] === wanted || !m.includes(wanted))) return wanted;
  return null;
}

export function groupOf(groups: readonly RoundGroupDraft[], index: number): RoundGroupDraft | undefined {
  return groups.find((g) => index >= g.start && index < g.start + g.count);
}

/**
 * A block inserted at `at` (the blocks from `at` on move down by one). It joins `join` when it
 * touches that group, or the group it lands inside; a restored group's key brings the group back
 * with `restore`'s settings.
 */
export function groupsAfterInsert(
  groups: readonly RoundGroupDraft[],
  blockCount: number,
  at: number,
  join?: string | null,
  restore?: RoundGroupDraft,
): RoundGroupDraft[] {
  const m = membershipOf(groups, blockCount);
  const place = Math.min(Math.max(at, 0), blockCount);
  m.splice(place, 0, placeFor(m, place, join));
  return rangesOf(m, restore ? [...groups, restore] : groups);
}

/** The block at `index` removed: its group shrinks, and goes when it was its only block. */
export function groupsAfterRemove(groups: readonly RoundGroupDraft[], blockCount: number, index: number): RoundGroupDraft[] {
  const m = membershipOf(groups, blockCount);
  m.splice(index, 1);
  return rangesOf(m, groups);
}

/** A copy placed right after the block at `index`, in the same group (one more block in every round). */
export function groupsAfterDuplicate(groups: readonly RoundGroupDraft[], blockCount: number, index: number): RoundGroupDraft[] {
  return groupsAfterInsert(groups, blockCount, index + 1, groupOf(groups, index)?.key ?? null);
}

/**
 * A block dragged from `from` onto the block at `to` (dnd-kit's arrayMove): it takes that block's
 * place and its group, so dropping into a group's frame adds it and dropping outside takes it out.
 */
export function groupsAfterMove(groups: readonly RoundGroupDraft[], blockCount: number, from: number, to: number): RoundGroupDraft[] {
  const m = membershipOf(groups, blockCount);
  const target = m[to] ?? null;
  m.splice(from, 1);
  m.splice(to, 0, placeFor(m, to, target));
  return rangesOf(m, groups);
}

export type StepDirection = 'up' | 'down';

/**
 * The keyboard's move up / move down, one step at a time: a block at the edge of its group first
 * steps out of it (staying in place), a block next to a group first steps into it, else it swaps
 * with its neighbour. `move` is null when the blocks keep their order.
 */
export function stepBlock(
  groups: readonly RoundGroupDraft[],
  blockCount: number,
  index: number,
  direction: StepDirection,
): { move: { from: number; to: number } | null; groups: RoundGroupDraft[] } | null {
  const m = membershipOf(groups, blockCount);
  const neighbour = direction === 'up' ? index - 1 : index + 1;
  const own = m[index] ?? null;
  const next = neighbour >= 0 && neighbour < blockCount ? m[neighbour]! : undefined;
  if (own !== null && next !== own) {
    m[index] = null;
    return { move: null, groups: rangesOf(m, groups) };
  }
  if (next === undefined) return null;
  if (own === null && next !== null) {
    m[index] = next;
    return { move: null, groups: rangesOf(m, groups) };
  }
  [m[index], m[neighbour]] = [m[neighbour]!, m[index]!];
  return { move: { from: index, to: neighbour }, groups: rangesOf(m, groups) };
}

/** Whether move up / move down can do anything for the block at `index`. */
export function canStep(groups: readonly RoundGroupDraft[], blockCount: number, index: number, direction: StepDirection): boolean {
  return stepBlock(groups, blockCount, index, direction) !== null;
}

/** The indices as one run of consecutive blocks, or null when they have gaps (or are none). */
export function consecutiveRange(indices: readonly number[]): { start: number; count: number } | null {
  if (indices.length === 0) return null;
  const sorted = [...indices].sort((a, b) => a - b);
  const start = sorted[0]!;
  return sorted.every((v, i) => v === start + i) ? { start, count: sorted.length } : null;
}

/** Why the blocks at `indices` cannot become rounds, or null: "Make rounds" says it. */
export function groupingProblem(groups: readonly RoundGroupDraft[], indices: readonly number[]): string | null {
  const range = consecutiveRange(indices);
  if (!range) return 'Select blocks that follow each other to make rounds.';
  for (let i = range.start; i < range.start + range.count; i += 1) {
    if (groupOf(groups, i)) return 'A block in a round group cannot go into another one: ungroup it first.';
  }
  return null;
}

/** "Make rounds": the blocks at `indices` become a group; unchanged when they cannot. */
export function groupsAfterGrouping(groups: readonly RoundGroupDraft[], indices: readonly number[], key: string): RoundGroupDraft[] {
  const range = consecutiveRange(indices);
  if (!range || groupingProblem(groups, indices)) return [...groups];
  return [...groups, { key, ...NEW_GROUP_SETTINGS, ...range }].sort((a, b) => a.start - b.start);
}

/** "Ungroup": the blocks stay where they are, played once. */
export function groupsAfterUngroup(groups: readonly RoundGroupDraft[], key: string): RoundGroupDraft[] {
  return groups.filter((g) => g.key !== key);
}

export function groupDraftsOf(specs: readonly RoundGroupSpec[] | null | undefined, seed: string): RoundGroupDraft[] {
  return [...(specs ?? [])]
    .sort((a, b) => a.start - b.start)
    .map((g, i) => ({ key: `${seed}-g${i}`, start: g.start, count: g.count, rounds: g.rounds, restBetweenRoundsSec: g.restBetweenRoundsSec ?? 0, name: g.name ?? '' }));
}

/** The stored shape: no key, and no name when it is empty. */
export function groupSpecsOf(groups: readonly RoundGroupDraft[]): RoundGroupSpec[] {
  return groups.map(({ start, count, rounds, restBetweenRoundsSec, name }) => ({
    start,
    count,
    rounds,
    restBetweenRoundsSec,
    ...(name.trim() ? { name: name.trim() } : {}),
  }));
}

export const ROUNDS_MESSAGE = `Rounds must be from ${STRUCTURE_LIMITS.roundsMin} to ${STRUCTURE_LIMITS.roundsMax}`;
export const ROUND_REST_MESSAGE = `Rest between rounds must be from 0 to ${STRUCTURE_LIMITS.restBetweenRoundsMax} seconds`;

export function groupErrors(group: Pick<RoundGroupDraft, 'rounds' | 'restBetweenRoundsSec'>): { rounds?: string; restBetweenRoundsSec?: string } {
  const { roundsMin, roundsMax, restBetweenRoundsMax } = STRUCTURE_LIMITS;
  const inRange = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;
  return {
    ...(inRange(group.rounds, roundsMin, roundsMax) ? {} : { rounds: ROUNDS_MESSAGE }),
    ...(inRange(group.restBetweenRoundsSec, 0, restBetweenRoundsMax) ? {} : { restBetweenRoundsSec: ROUND_REST_MESSAGE }),
  };
}
