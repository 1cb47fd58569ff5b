import { clockOffset, type ClockSample } from '@blockbeat/timer-engine';

/** Exchanges per estimate: the one with the shortest round trip is the least disturbed by the network. */
export const CLOCK_SAMPLES = 5;
/** The offset drifts with the device's clock: measured again this often. */
export const CLOCK_REFRESH_MS = 60_000;

/** Takes `count` samples one after another with `ask` (GET /api/live/time), skipping failed ones. */
export async function measureClockOffset(ask: () => Promise<number>, localNow: () => number, count = CLOCK_SAMPLES): Promise<number | null> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < count; i += 1) {
    const sentMs = localNow();
    try {
      const serverMs = await ask();
      samples.push({ sentMs, serverMs, receivedMs: localNow() });
    } catch {
      // One lost exchange does not spoil the others.
    }
  }
  return clockOffset(samples);
}
