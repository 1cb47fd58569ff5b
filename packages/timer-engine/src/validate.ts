/**
 * Fails fast on a workout the timer could not play. Every error is a RangeError naming the field
 * in words (`message`) and as a path into the input (`field`, e.g. `items[2].blocks[0].duration`),
 * so a caller can point at the input that is wrong.
 */
export class TimerInputError extends RangeError {
  override readonly name = 'TimerInputError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Seconds to whole milliseconds, so that offsets stay exact integers. */
export function toMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** A length of at least `min` ms (0 or more, or above 0): blocks' work and rest, the lead-in. */
export function validMs(seconds: number | undefined, what: string, field: string, min: number): number {
  const value = seconds ?? 0;
  if (!Number.isFinite(value) || toMs(value) < min) {
    throw new TimerInputError(`${what} must be a finite number of seconds${min > 0 ? ' above 0' : ', 0 or more'}; got ${String(seconds)}.`, field);
  }
  return toMs(value);
}

/** Seconds within [min, max], absent meaning 0; `zeroToo` also allows 0 below `min` (a hold that is off). */
export function secondsInRange(
  seconds: number | undefined,
  range: { min: number; max: number; zeroToo?: boolean },
  what: string,
  field: string,
): number {
  const value = seconds ?? 0;
  const ok = Number.isFinite(value) && ((value >= range.min && value <= range.max) || (range.zeroToo === true && value === 0));
  if (!ok) {
    const allowed = `${range.zeroToo ? '0 or ' : ''}from ${range.min} to ${range.max} seconds`;
    throw new TimerInputError(`${what} must be ${allowed}; got ${String(seconds)}.`, field);
  }
  return toMs(value);
}

export function wholeNumberInRange(value: number, range: { min: number; max: number }, what: string, field: string): number {
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new TimerInputError(`${what} must be a whole number from ${range.min} to ${range.max}; got ${String(value)}.`, field);
  }
  return value;
}
