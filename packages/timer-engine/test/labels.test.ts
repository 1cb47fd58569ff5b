import { BREATH_PART_LABELS, breathLabel, breathPartLabel, PHASE_LABELS, REST_KIND_LABELS, roundLabel, sideLabel, SWITCH_SIDES_LABEL } from '../src';

describe('structure labels', () => {
  test('when a phase is in round 2 of 4, then it reads "Round 2 of 4"', () => {
    expect(roundLabel(2, 4)).toBe('Round 2 of 4');
    expect(roundLabel(1, 50)).toBe('Round 1 of 50');
  });

  test('when a block runs each side, then the sides read "Left side" and "Right side", and the switch "Switch sides"', () => {
    expect([sideLabel('left'), sideLabel('right')]).toEqual(['Left side', 'Right side']);
    expect(SWITCH_SIDES_LABEL).toBe('Switch sides');
    expect(REST_KIND_LABELS).toEqual({ switchSides: 'Switch sides', betweenRounds: 'Rest between rounds' });
  });

  test('when a breath is guided, then its parts read Inhale, Hold, Exhale, Hold and its count "Breath 3 of 8"', () => {
    expect((['inhale', 'hold', 'exhale', 'holdAfter'] as const).map(breathPartLabel)).toEqual(['Inhale', 'Hold', 'Exhale', 'Hold']);
    expect(BREATH_PART_LABELS.inhale).toBe('Inhale');
    expect(breathLabel(3, 8)).toBe('Breath 3 of 8');
  });

  test('when the phase labels are read, then they are unchanged', () => {
    expect(PHASE_LABELS).toEqual({ getReady: 'Get ready', work: 'Work', rest: 'Rest', done: 'Done' });
  });
});
