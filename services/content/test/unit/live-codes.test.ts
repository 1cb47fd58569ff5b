import { LIVE_CODE_PATTERN } from '@blockbeat/contracts';
import { CODE_ATTEMPTS, claimFreshCode, drawLiveCode } from '../../src/live/domain/live-codes';

test('when a thousand codes are drawn, then each is six characters of the unambiguous alphabet and almost all differ', () => {
  const codes = Array.from({ length: 1000 }, drawLiveCode);
  for (const code of codes) expect(code).toMatch(LIVE_CODE_PATTERN);
  expect(codes.join('')).not.toMatch(/[ILO01]/);
  expect(new Set(codes).size).toBeGreaterThan(995);
});

test('when the first codes drawn are taken, then another is drawn until one is free', async () => {
  const drawn = ['AAAAAA', 'AAAAAA', 'BBBBBB'];
  const taken = new Set(['AAAAAA']);
  const claimed = await claimFreshCode(async (code) => (taken.has(code) ? null : code), () => drawn.shift()!);
  expect(claimed).toBe('BBBBBB');
});

test('when every draw collides, then it gives up after a bounded number of attempts', async () => {
  let attempts = 0;
  await expect(
    claimFreshCode(async () => {
      attempts++;
      return null;
    }),
  ).rejects.toThrow('no free live class code');
  expect(attempts).toBe(CODE_ATTEMPTS);
});
