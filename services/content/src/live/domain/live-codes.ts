import { randomInt } from 'node:crypto';
import { LIVE_CODE_ALPHABET, LIVE_CODE_LENGTH } from '@blockbeat/contracts';

/** 31^6 ≈ 887 million codes, each character from the crypto generator: not guessable in sequence. */
export function drawLiveCode(): string {
  let code = '';
  for (let i = 0; i < LIVE_CODE_LENGTH; i++) code += LIVE_CODE_ALPHABET[randomInt(LIVE_CODE_ALPHABET.length)];
  return code;
}

/** How many draws before giving up: with a million classes running, ten collisions in a row is ~1e-30. */
export const CODE_ATTEMPTS = 10;

/** Draws codes until `claim` accepts one (it answers null when the code is taken by a running class). */
export async function claimFreshCode<T>(claim: (code: string) => Promise<T | null>, draw: () => string = drawLiveCode): Promise<T> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const claimed = await claim(draw());
    if (claimed !== null) return claimed;
  }
  throw new Error(`no free live class code after ${CODE_ATTEMPTS} draws`);
}
