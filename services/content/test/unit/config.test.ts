import { readConfig } from '../../src/config';

const required = { DATABASE_URL: 'postgres://localhost/x', IDENTITY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----' };

describe('the content configuration', () => {
  test('when the feedback limits are set, then the configuration carries them; unset, the defaults (5 per address, 300 per link, an hour)', () => {
    expect(readConfig({ ...required, RATE_LIMIT_FEEDBACK_PER_ADDRESS_PER_HOUR: '2', RATE_LIMIT_FEEDBACK_PER_LINK_PER_HOUR: '50' }).feedbackLimits).toEqual({ perIpPerHour: 2, perLinkPerHour: 50 });
    expect(readConfig(required).feedbackLimits).toEqual({ perIpPerHour: 5, perLinkPerHour: 300 });
  });

  test('when a limit is not a whole number of at least 1, then the configuration is refused naming it', () => {
    expect(() => readConfig({ ...required, RATE_LIMIT_FEEDBACK_PER_LINK_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_FEEDBACK_PER_LINK_PER_HOUR/);
    expect(() => readConfig({ ...required, RATE_LIMIT_FEEDBACK_PER_ADDRESS_PER_HOUR: 'lots' })).toThrow(/RATE_LIMIT_FEEDBACK_PER_ADDRESS_PER_HOUR/);
  });
});
