import { blockTitle, consecutiveSameMusic, formatClock, formatTotalTime, type TimerBlock } from '../src';

describe('formatClock', () => {
  test.each([
    [0, '0:00'],
    [1, '0:01'],
    [200, '0:01'],
    [999, '0:01'],
    [1000, '0:01'],
    [1001, '0:02'],
    [45000, '0:45'],
    [59001, '1:00'],
    [60000, '1:00'],
    [60001, '1:01'],
    [600000, '10:00'],
    [3600000, '60:00'],
    [-200, '0:00'],
    [Number.NaN, '0:00'],
  ])('when %d ms are left, then the countdown reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  test.each([
    [999, '0:00'],
    [1000, '0:01'],
    [61999, '1:01'],
  ])('when %d ms have passed, then the elapsed clock (rounded down) reads %s', (ms, text) => {
    expect(formatClock(ms, 'down')).toBe(text);
  });
});

describe('formatTotalTime', () => {
  test.each([
    [0, '0:00'],
    [125000, '2:05'],
    [3599999, '59:59'],
    [3600000, '1:00:00'],
    [3725400, '1:02:05'],
    [36000000, '10:00:00'],
  ])('when a workout took %d ms, then the total reads %s', (ms, text) => {
    expect(formatTotalTime(ms)).toBe(text);
  });

  test('when a total is counted down, then it rounds up', () => {
    expect(formatTotalTime(3599001, 'up')).toBe('1:00:00');
  });
});

describe('consecutiveSameMusic', () => {
  const track = 'https://www.youtube.com/watch?v=abc';
  const block = (restTime: number, musicUrl?: string): TimerBlock => ({ name: 'B', duration: 30, restTime, musicUrl });

  test.each<[string, TimerBlock[], number, boolean]>([
    ['rest 0 and the same URL', [block(0, track), block(10, track)], 0, true],
    ['a rest between them', [block(10, track), block(0, track)], 0, false],
    ['different URLs', [block(0, track), block(0, `${track}x`)], 0, false],
    ['no music on either', [block(0), block(0)], 0, false],
    ['empty URLs', [block(0, ''), block(0, '')], 0, false],
    ['the same URL with stray spaces', [block(0, ` ${track}`), block(0, track)], 0, true],
    ['no following block', [block(0, track)], 0, false],
    ['an index past the end', [block(0, track), block(0, track)], 5, false],
    ['restTime left out (no rest)', [{ name: 'A', duration: 30, musicUrl: track }, block(0, track)], 0, true],
  ])('when two blocks have %s, then the track keeps playing: %s', (_label, blocks, i, expected) => {
    expect(consecutiveSameMusic(blocks, i)).toBe(expected);
  });

  test('when a chain of blocks shares one track with no rests, then the music continues until a rest', () => {
    const blocks = [block(0, track), block(0, track), block(5, track), block(0, track)];
    expect(blocks.map((_, i) => consecutiveSameMusic(blocks, i))).toEqual([true, true, false, false]);
  });
});

describe('blockTitle', () => {
  test('when a block has a name, then it is shown trimmed; when it has none, then it is "Block n", counted from 1', () => {
    expect(blockTitle({ name: '  Squats ' }, 0)).toBe('Squats');
    expect(blockTitle({ name: '   ' }, 2)).toBe('Block 3');
    expect(blockTitle({ name: '' }, 0)).toBe('Block 1');
  });
});
