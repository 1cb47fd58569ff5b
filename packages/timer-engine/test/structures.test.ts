import { buildTimeline, createTimer, TimerInputError, type Phase, type TimerBlock, type TimerItem } from '../src';
import { T0 } from './fixtures';

const shape = (phases: readonly Phase[]) =>
  phases.map((p) => [p.kind, p.blockIndex, p.startMs, p.endMs, p.round ? `${p.round.round}/${p.round.roundsTotal}` : '', p.side ?? '', p.restKind ?? '']);

/**
 * No lead-in. Offsets in ms:
 * Warm-up [0, 10000) · rest [10000, 15000) ·
 * round 1: Squats [15000, 35000) · rest [35000, 40000) · Plank [40000, 70000) · round rest [70000, 130000)
 * round 2: Squats [130000, 150000) · rest [150000, 155000) · Plank [155000, 185000) · rest [185000, 195000)
 * Pigeon left [195000, 225000) · switch [225000, 230000) · right [230000, 260000) · done at 260000.
 */
const WORKOUT: TimerItem[] = [
  { name: 'Warm-up', duration: 10, restTime: 5 },
  {
    rounds: 2,
    restBetweenRoundsSec: 50,
    blocks: [
      { name: 'Squats', duration: 20, restTime: 5 },
      { name: 'Plank', duration: 30, restTime: 10 },
    ],
  },
  { name: 'Pigeon', duration: 30, eachSide: true, sideSwitchSec: 5 },
];

describe('round groups', () => {
  const timeline = buildTimeline(WORKOUT, { leadInSeconds: 0 });

  test('when a group has 2 rounds, then its blocks play once per round, with the round rest added to the last block’s rest between rounds only', () => {
    expect(shape(timeline.phases)).toEqual([
      ['work', 0, 0, 10000, '', '', ''],
      ['rest', 0, 10000, 15000, '', '', ''],
      ['work', 1, 15000, 35000, '1/2', '', ''],
      ['rest', 1, 35000, 40000, '1/2', '', ''],
      ['work', 2, 40000, 70000, '1/2', '', ''],
      ['rest', 2, 70000, 130000, '1/2', '', 'betweenRounds'],
      ['work', 3, 130000, 150000, '2/2', '', ''],
      ['rest', 3, 150000, 155000, '2/2', '', ''],
      ['work', 4, 155000, 185000, '2/2', '', ''],
      ['rest', 4, 185000, 195000, '2/2', '', ''],
      ['work', 5, 195000, 225000, '', 'left', ''],
      ['rest', 5, 225000, 230000, '', 'left', 'switchSides'],
      ['work', 6, 230000, 260000, '', 'right', ''],
      ['done', 6, 260000, 260000, '', '', ''],
    ]);
    expect(timeline.totalDurationMs).toBe(10000 + 5000 + 2 * (20000 + 5000 + 30000 + 10000) + 50000 + 2 * 30000 + 5000);
  });

  test('when a group is played, then the played blocks are the group’s own objects, defined once, and each step says where it comes from', () => {
    const group = WORKOUT[1] as { blocks: readonly object[] };
    expect(timeline.blocks[1]).toBe(group.blocks[0]);
    expect(timeline.blocks[3]).toBe(group.blocks[0]);
    expect(timeline.steps.map((s) => [s.number, s.itemIndex, s.indexInGroup, s.round?.group])).toEqual([
      [1, 0, undefined, undefined],
      [2, 1, 0, 1],
      [3, 1, 1, 1],
      [2, 1, 0, 1],
      [3, 1, 1, 1],
      [4, 2, undefined, undefined],
      [4, 2, undefined, undefined],
    ]);
    expect(timeline.workStartsMs).toEqual([0, 15000, 40000, 130000, 155000, 195000, 230000]);
  });

  test('when a round group has no rest between rounds, then the last block keeps only its own rest', () => {
    const { phases } = buildTimeline([{ rounds: 3, blocks: [{ name: 'A', duration: 10 }] }], { leadInSeconds: 0 });
    expect(phases.map((p) => [p.kind, p.startMs, p.round?.round])).toEqual([
      ['work', 0, 1],
      ['work', 10000, 2],
      ['work', 20000, 3],
      ['done', 30000, undefined],
    ]);
  });

  test('when the lead-in precedes a group, then it carries no round and announces round 1', () => {
    const { phases, cues } = buildTimeline([{ rounds: 2, blocks: [{ name: 'A', duration: 10 }] }]);
    expect(phases[0]).toEqual({ kind: 'getReady', blockIndex: 0, startMs: 0, endMs: 5000 });
    expect(cues[1]).toEqual({ kind: 'announce', text: 'Round 1 of 2. Next: A, 10 seconds', blockIndex: 0, atMs: 0 });
  });

  test('when rests come inside and between rounds, then only the rest before a round’s first block names the round', () => {
    const announced = timeline.cues.filter((c) => c.kind === 'announce').map((c) => [c.atMs, c.kind === 'announce' && c.text]);
    expect(announced).toEqual([
      [10000, 'Round 1 of 2. Next: Squats, 20 seconds'],
      [35000, 'Next: Plank, 30 seconds'],
      [70000, 'Round 2 of 2. Next: Squats, 20 seconds'],
      [150000, 'Next: Plank, 30 seconds'],
      [185000, 'Next: Pigeon, left side, 30 seconds'],
      [225000, 'Switch sides'],
    ]);
  });
});

describe('each side', () => {
  test('when the transition is 5 s, then the switch is cued at its start, and the rest comes after the right side only', () => {
    const timeline = buildTimeline([{ name: 'Lunge', duration: 20, restTime: 10, eachSide: true, sideSwitchSec: 5 }, { name: 'B', duration: 10 }], { leadInSeconds: 0 });
    expect(shape(timeline.phases)).toEqual([
      ['work', 0, 0, 20000, '', 'left', ''],
      ['rest', 0, 20000, 25000, '', 'left', 'switchSides'],
      ['work', 1, 25000, 45000, '', 'right', ''],
      ['rest', 1, 45000, 55000, '', 'right', ''],
      ['work', 2, 55000, 65000, '', '', ''],
      ['done', 2, 65000, 65000, '', '', ''],
    ]);
    expect(timeline.cues.filter((c) => c.atMs === 20000).map((c) => c.kind)).toEqual(['phaseStart', 'announce', 'switchSides']);
    expect(timeline.cues.find((c) => c.kind === 'switchSides')).toEqual({ kind: 'switchSides', blockIndex: 1, atMs: 20000 });
    expect(timeline.cues.filter((c) => c.kind === 'switchSides')).toHaveLength(1);
  });

  test('when there is no transition, then the right side follows at once and the switch is cued at its start', () => {
    const timeline = buildTimeline([{ name: 'Lunge', duration: 20, eachSide: true }], { leadInSeconds: 0 });
    expect(shape(timeline.phases)).toEqual([
      ['work', 0, 0, 20000, '', 'left', ''],
      ['work', 1, 20000, 40000, '', 'right', ''],
      ['done', 1, 40000, 40000, '', '', ''],
    ]);
    expect(timeline.cues.filter((c) => c.atMs === 20000)).toEqual([
      { kind: 'phaseStart', phase: 'work', blockIndex: 1, atMs: 20000 },
      { kind: 'announce', text: 'Switch sides', blockIndex: 1, atMs: 20000 },
      { kind: 'switchSides', blockIndex: 1, atMs: 20000 },
    ]);
  });

  test('when an each-side block is in a group, then every round plays both sides', () => {
    const timeline = buildTimeline([{ rounds: 2, restBetweenRoundsSec: 5, blocks: [{ name: 'L', duration: 10, eachSide: true }] }], { leadInSeconds: 0 });
    expect(timeline.phases.map((p) => `${p.kind}:${p.round?.round ?? '-'}:${p.side ?? '-'}:${p.restKind ?? '-'}`)).toEqual([
      'work:1:left:-',
      'work:1:right:-',
      'rest:1:right:betweenRounds',
      'work:2:left:-',
      'work:2:right:-',
      'done:-:-:-',
    ]);
    expect(timeline.totalDurationMs).toBe(45000);
  });
});

describe('breath-paced holds', () => {
  const breathing = { breaths: 3, inhaleSec: 4, holdSec: 7, exhaleSec: 8 };

  test('when a block is paced by breaths, then its work lasts breaths × cycle whatever its duration says', () => {
    const timeline = buildTimeline([{ name: '4-7-8', duration: 1, restTime: 5, breathing }], { leadInSeconds: 0 });
    expect(shape(timeline.phases).slice(0, 2)).toEqual([
      ['work', 0, 0, 57000, '', '', ''],
      ['rest', 0, 57000, 62000, '', '', ''],
    ]);
  });

  test('when a breath block plays, then a soft cue marks every part with a length, in time with the pattern', () => {
    const timeline = buildTimeline([{ name: 'Calm', duration: 1, breathing }]);
    const breaths = timeline.cues.filter((c) => c.kind === 'breath').map((c) => c.kind === 'breath' && [c.breath, c.part, c.atMs]);
    expect(breaths).toEqual([
      [1, 'inhale', 5000],
      [1, 'hold', 9000],
      [1, 'exhale', 16000],
      [2, 'inhale', 24000],
      [2, 'hold', 28000],
      [2, 'exhale', 35000],
      [3, 'inhale', 43000],
      [3, 'hold', 47000],
      [3, 'exhale', 54000],
    ]);
    expect(timeline.cues[1]).toMatchObject({ kind: 'announce', text: 'Next: Calm, 3 breaths' });
    for (let i = 1; i < timeline.cues.length; i += 1) expect(timeline.cues[i]!.atMs).toBeGreaterThanOrEqual(timeline.cues[i - 1]!.atMs);
  });

  test('when the snapshot is taken in a breath block, then it says the breath, part and guide size of that instant', () => {
    const timer = createTimer([{ name: 'Calm', duration: 1, breathing }], { leadInSeconds: 0 });
    timer.start(T0);
    expect(timer.snapshot(T0 + 2000).breath).toMatchObject({ breath: 1, breathsTotal: 3, part: 'inhale', partProgress: 0.5 });
    expect(timer.snapshot(T0 + 2000).breath?.guideScale).toBeCloseTo(0.5, 12);
    expect(timer.snapshot(T0 + 19000 + 6000).breath).toMatchObject({ breath: 2, part: 'hold', guideScale: 1 });
    expect(timer.snapshot(T0 + 19000 * 2 + 11000 + 8000 - 1).breath).toMatchObject({ breath: 3, part: 'exhale' });
    expect(timer.snapshot(T0 + 60000).breath).toBeUndefined();
  });
});

describe('seeking in a structured workout', () => {
  const started = () => {
    const timer = createTimer(WORKOUT, { leadInSeconds: 0 });
    timer.start(T0);
    return timer;
  };

  test.each<[string, number, number]>([
    ['in round 1’s last block', 50000, 130000],
    ['in the rest between rounds', 100000, 130000],
    ['in round 2’s last rest', 190000, 195000],
    ['on the left side', 200000, 230000],
    ['in the switch of sides', 226000, 230000],
  ])('when next is pressed %s, then the next played block’s work starts (offset %i)', (_where, offset, target) => {
    expect(started().next(T0 + offset).totalElapsedMs).toBe(target);
  });

  test.each<[string, number, number]>([
    ['1 s into round 2', 131000, 40000],
    ['10 s into round 2', 140000, 130000],
    ['1 s into the right side', 231000, 195000],
    ['in the switch of sides', 228000, 195000],
  ])('when previous is pressed %s, then the timer goes to offset %i', (_where, offset, target) => {
    expect(started().previous(T0 + offset).totalElapsedMs).toBe(target);
  });

  test('when restart is pressed in the rest between rounds, then round 1’s last block starts again', () => {
    expect(started().restartBlock(T0 + 100000)).toMatchObject({ totalElapsedMs: 40000, round: { round: 1 } });
  });

  test('when jumping to a played block, then its work starts there, whatever the timer was doing', () => {
    const timer = started();
    expect(timer.jump(T0 + 1000, 3)).toMatchObject({ status: 'running', totalElapsedMs: 130000, round: { round: 2, roundsTotal: 2 } });
    timer.pause(T0 + 2000);
    expect(timer.jump(T0 + 3000, 6)).toMatchObject({ status: 'paused', totalElapsedMs: 230000, side: 'right' });
    expect(timer.jump(T0 + 4000, 0)).toMatchObject({ status: 'paused', totalElapsedMs: 0 });
  });

  test('when jumping from idle or done, then a run starts at that block; an index that is not a block changes nothing', () => {
    const idle = createTimer(WORKOUT);
    expect(idle.jump(T0, 5)).toMatchObject({ status: 'running', totalElapsedMs: 195000 + 5000, side: 'left' });
    const done = started();
    done.snapshot(T0 + 1e7);
    expect(done.jump(T0 + 1e7, 1)).toMatchObject({ status: 'running', totalElapsedMs: 15000 });
    const before = started();
    for (const index of [-1, 7, 1.5, Number.NaN]) expect(before.jump(T0 + 5000, index).totalElapsedMs).toBe(5000);
  });

  test('when the snapshot is taken in each part, then it says round, side and rest kind', () => {
    const timer = started();
    expect(timer.snapshot(T0 + 5000)).not.toHaveProperty('round');
    expect(timer.snapshot(T0 + 20000)).toMatchObject({ round: { group: 1, round: 1, roundsTotal: 2 } });
    expect(timer.snapshot(T0 + 100000)).toMatchObject({ phase: 'rest', restKind: 'betweenRounds', round: { round: 1 } });
    expect(timer.snapshot(T0 + 227000)).toMatchObject({ phase: 'rest', restKind: 'switchSides', side: 'left' });
    expect(timer.snapshot(T0 + 240000)).toMatchObject({ phase: 'work', side: 'right', block: { name: 'Pigeon' }, nextBlock: null });
  });
});

describe('bad structures', () => {
  const plank: TimerBlock = { name: 'Plank', duration: 30 };
  test.each<[string, TimerItem[], string]>([
    ['1 round', [{ rounds: 1, blocks: [plank] }], 'items[0].rounds'],
    ['51 rounds', [{ rounds: 51, blocks: [plank] }], 'items[0].rounds'],
    ['2.5 rounds', [{ rounds: 2.5, blocks: [plank] }], 'items[0].rounds'],
    ['a round rest over 600 s', [plank, { rounds: 2, restBetweenRoundsSec: 601, blocks: [plank] }], 'items[1].restBetweenRoundsSec'],
    ['a negative round rest', [{ rounds: 2, restBetweenRoundsSec: -1, blocks: [plank] }], 'items[0].restBetweenRoundsSec'],
    ['no blocks in a group', [{ rounds: 2, blocks: [] }], 'items[0].blocks'],
    ['a group in a group', [{ rounds: 2, blocks: [{ rounds: 2, blocks: [plank] } as never] }], 'items[0].blocks[0]'],
    ['a zero duration in a group', [{ rounds: 2, blocks: [plank, { name: 'X', duration: 0 }] }], 'items[0].blocks[1].duration'],
    ['a side switch over 15 s', [{ ...plank, eachSide: true, sideSwitchSec: 16 }], 'items[0].sideSwitchSec'],
    ['0 breaths', [{ ...plank, breathing: { breaths: 0, inhaleSec: 4, exhaleSec: 4 } }], 'items[0].breathing.breaths'],
    ['101 breaths', [{ ...plank, breathing: { breaths: 101, inhaleSec: 4, exhaleSec: 4 } }], 'items[0].breathing.breaths'],
    ['a 1 s inhale', [{ ...plank, breathing: { breaths: 5, inhaleSec: 1, exhaleSec: 4 } }], 'items[0].breathing.inhaleSec'],
    ['no exhale', [{ ...plank, breathing: { breaths: 5, inhaleSec: 4, exhaleSec: 0 } }], 'items[0].breathing.exhaleSec'],
    ['a 1 s hold', [{ ...plank, breathing: { breaths: 5, inhaleSec: 4, holdSec: 1, exhaleSec: 4 } }], 'items[0].breathing.holdSec'],
    ['a 21 s hold after', [{ ...plank, breathing: { breaths: 5, inhaleSec: 4, exhaleSec: 4, holdAfterSec: 21 } }], 'items[0].breathing.holdAfterSec'],
  ])('when a workout has %s, then building it fails with a RangeError naming the field', (_label, items, field) => {
    expect(() => buildTimeline(items)).toThrow(RangeError);
    expect(() => buildTimeline(items)).toThrow(expect.objectContaining({ field }) as TimerInputError);
  });

  test('when a field is out of range, then the message says which block, which field, what is allowed and what came', () => {
    expect(() => buildTimeline([plank, { rounds: 2, blocks: [{ name: 'Box', duration: 1, breathing: { breaths: 5, inhaleSec: 4, exhaleSec: 4, holdSec: 30 } }] }])).toThrow(
      'Block 2 ("Box") breathing holdSec must be 0 or from 2 to 20 seconds; got 30.',
    );
    expect(() => buildTimeline([{ rounds: 60, blocks: [plank] }])).toThrow('Round group 1 rounds must be a whole number from 2 to 50; got 60.');
  });

  test('when the ranges’ ends are used, then the workout builds', () => {
    const items: TimerItem[] = [
      { rounds: 50, restBetweenRoundsSec: 600, blocks: [{ ...plank, eachSide: true, sideSwitchSec: 15 }] },
      { rounds: 2, restBetweenRoundsSec: 0, blocks: [{ ...plank, breathing: { breaths: 100, inhaleSec: 20, holdSec: 20, exhaleSec: 20, holdAfterSec: 20 } }] },
      { ...plank, breathing: { breaths: 1, inhaleSec: 2, holdSec: 0, exhaleSec: 2, holdAfterSec: 2 } },
    ];
    expect(buildTimeline(items, { leadInSeconds: 0 }).totalDurationMs).toBe(50 * 75000 + 49 * 600000 + 2 * 100 * 80000 + 6000);
  });
});
