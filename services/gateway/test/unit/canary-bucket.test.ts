import { canaryBucket, chosenVersion } from '../../src/domain/remote-releases';

const ids = Array.from({ length: 2000 }, (_, i) => `user-${i}`);

describe('canary bucket', () => {
  test('when asked twice for the same user and remote, then the bucket is the same, in 0..99', () => {
    for (const id of ids.slice(0, 50)) {
      const bucket = canaryBucket(id, 'mf_dashboard');
      expect(bucket).toBe(canaryBucket(id, 'mf_dashboard'));
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  test('when 10 % is asked for, then about a tenth of users get the canary', () => {
    const release = { version: '0.1.0-0000aaaa', canary: { version: '0.2.0-1111bbbb', percent: 10 } };
    const onCanary = ids.filter((id) => chosenVersion(release, 'mf_dashboard', id) === release.canary.version).length;
    expect(onCanary / ids.length).toBeGreaterThan(0.08);
    expect(onCanary / ids.length).toBeLessThan(0.12);
  });

  test('when the remote differs, then a user’s bucket is drawn afresh (one remote’s canary users are not always the next one’s)', () => {
    const same = ids.filter((id) => canaryBucket(id, 'mf_dashboard') < 10 && canaryBucket(id, 'mf_player') < 10).length;
    expect(same).toBeLessThan(ids.length * 0.03);
  });

  test('when nobody is signed in, then the stable version is chosen even at 100 %', () => {
    const release = { version: '0.1.0-0000aaaa', canary: { version: '0.2.0-1111bbbb', percent: 100 } };
    expect(chosenVersion(release, 'mf_dashboard', null)).toBe('0.1.0-0000aaaa');
    expect(chosenVersion(release, 'mf_dashboard', 'someone')).toBe('0.2.0-1111bbbb');
  });
});
