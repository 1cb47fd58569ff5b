import { safeReturnTo } from '../../src/api/auth-routes';

describe('safeReturnTo', () => {
  test.each([
    ['/import/3f2a', '/import/3f2a'],
    ['/builder/abc?tab=blocks#b3', '/builder/abc?tab=blocks#b3'],
    ['/shared/AbC_-123', '/shared/AbC_-123'],
    ['/a/../dashboard', '/dashboard'],
  ])('when the target is a path of this site (%s), then it is kept, normalised', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  test.each([
    ['a backslash after the slash (the reported case)', '/\\evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['an encoded slash', '/%2Fevil.example/'],
    ['an encoded backslash', '/%5Cevil.example/'],
    ['a tab the browser would drop', '/\t/evil.example/'],
    ['a newline', '/\n/evil.example'],
    ['a dot segment that collapses to //', '/.//evil.example/'],
    ['backslashes only', '\\\\evil.example'],
    ['the API', '/api/logout'],
    ['the API in capitals', '/API/logout'],
    ['no leading slash', 'dashboard'],
    ['not a string', ['/dashboard']],
    ['an empty value', ''],
    ['an overlong value', `/${'a'.repeat(3000)}`],
  ])('when the target is %s, then sign-in returns to /dashboard', (_case, input) => {
    expect(safeReturnTo(input)).toBe('/dashboard');
  });
});
