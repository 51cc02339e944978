import { expect } from 'chai';
import { ConfigError, loadPlatformConfig } from '../../bin/config.js';

describe('gateway configuration', () => {
  it('has the documented defaults', () => {
    const c = loadPlatformConfig({});
    expect(c.SESSION_IDLE_TIMEOUT_MS).to.equal(86_400_000);
    expect(c.LOGIN_CHALLENGE_TTL_MS).to.equal(300_000);
    expect(c.SIGNATURE_WINDOW_S).to.equal(300);
    expect(c.TRUST_PROXY).to.equal(false);
    expect(c.RATE_LIMIT_STORE).to.equal('postgres');
    expect(c.PLATFORM_IDENTITY).to.equal('agentplatform@');
    expect(c.PUBLIC_URL).to.equal(undefined);
  });

  it('reads every gateway setting', () => {
    const c = loadPlatformConfig({
      SESSION_IDLE_TIMEOUT_MS: '3600000', LOGIN_CHALLENGE_TTL_MS: '60000', SIGNATURE_WINDOW_S: '120',
      TRUST_PROXY: 'true', RATE_LIMIT_STORE: 'memory', PLATFORM_IDENTITY: 'market@', PUBLIC_URL: 'https://api.example.com',
    });
    expect(c).to.include({
      SESSION_IDLE_TIMEOUT_MS: 3_600_000, LOGIN_CHALLENGE_TTL_MS: 60_000, SIGNATURE_WINDOW_S: 120,
      TRUST_PROXY: true, RATE_LIMIT_STORE: 'memory', PLATFORM_IDENTITY: 'market@', PUBLIC_URL: 'https://api.example.com',
    });
    expect(loadPlatformConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).to.equal(false);
  });

  for (const [name, value] of [
    ['SESSION_IDLE_TIMEOUT_MS', '10'], ['SESSION_IDLE_TIMEOUT_MS', 'a day'], ['LOGIN_CHALLENGE_TTL_MS', '99999999'],
    ['SIGNATURE_WINDOW_S', '0'], ['TRUST_PROXY', 'yes'], ['RATE_LIMIT_STORE', 'redis'],
    ['PLATFORM_IDENTITY', 'no-at-sign'], ['PUBLIC_URL', 'ftp://x'],
  ] as const) {
    it(`refuses ${name}=${value} with a ConfigError naming it`, () => {
      try {
        loadPlatformConfig({ [name]: value });
        expect.fail('accepted');
      } catch (err) {
        expect(err).to.be.instanceOf(ConfigError);
        expect((err as ConfigError).variables).to.include(name);
      }
    });
  }
});
