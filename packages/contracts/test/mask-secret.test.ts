import { maskSecret } from '../src/billing';

describe('maskSecret', () => {
  test.each([
    ['sk_test_51Habc123def456ghi789', 'sk_test_••••i789'],
    ['sk_live_51Habc123def456ghi789', 'sk_live_••••i789'],
    ['whsec_0123456789abcdefXYZ', 'whsec_••••fXYZ'],
    ['price_1PZk2xABCDEF', 'price_••••CDEF'],
  ])('when the value is %s, then the kind and the last 4 characters show and nothing else', (value, shown) => {
    expect(maskSecret(value)).toBe(shown);
  });

  test('when the value is too short to hide 8 characters, then none of it shows', () => {
    expect(maskSecret('sk_test_abc')).toBe('sk_test_••••');
    expect(maskSecret('short')).toBe('••••');
  });
});
