import { isShellSdkCompatible, requiredShellSdk } from '../src/federation/shellSdkContract';

const manifest = (requiredVersion?: string) => ({
  shared: [
    { name: 'react', requiredVersion: '^19.2.0' },
    { name: '@blockbeat/shell-sdk', ...(requiredVersion === undefined ? {} : { requiredVersion }) },
  ],
});

describe('shell-sdk range check', () => {
  test.each([
    ['^0.1.0', '0.1.0', true],
    ['^0.1.0', '0.1.7', true],
    ['^0.1.0', '0.2.0', false],
    ['^1.2.0', '1.9.0', true],
    ['^1.2.0', '2.0.0', false],
    ['^1.2.0', '1.1.9', false],
    ['~0.1.0', '0.1.3', true],
    ['~0.1.0', '0.2.0', false],
    ['0.1.0', '0.1.0', true],
    ['0.1.0', '0.1.1', false],
    ['0.x', '0.9.1', true],
    ['1.x', '0.9.1', false],
    ['1.2.x', '1.2.5', true],
    ['1.2.x', '1.3.0', false],
    ['*', '7.0.0', true],
    ['^1.0.0 || ^0.1.0', '0.1.4', true],
  ])('when a remote needs %s, then shell-sdk %s is compatible: %s', (range, version, expected) => {
    expect(isShellSdkCompatible(range, version)).toBe(expected);
  });

  test('when a remote declares no range, then any shell-sdk is compatible (remotes built before the contract)', () => {
    expect(isShellSdkCompatible(null, '9.9.9')).toBe(true);
  });

  test('when a manifest is read, then the range is its shared shell-sdk requiredVersion, or null without one', () => {
    expect(requiredShellSdk(manifest('^0.1.0'))).toBe('^0.1.0');
    expect(requiredShellSdk(manifest())).toBeNull();
    expect(requiredShellSdk(manifest(''))).toBeNull();
    expect(requiredShellSdk({ shared: [] })).toBeNull();
    expect(requiredShellSdk(null)).toBeNull();
    expect(requiredShellSdk({ shared: 'nonsense' })).toBeNull();
  });
});
