import { expect } from 'chai';
import { ConfigError, loadPlatformConfig, chainRpcPort } from '../../bin/config.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  COOKIE_SECRET: 'x'.repeat(32),
  CORS_ORIGIN: 'https://app.example.com',
  WEBHOOK_ENCRYPTION_KEY: 'ab'.repeat(32),
  PLATFORM_FEE_ADDRESS: 'RLqDVPueCrj71CkeVZ9kf3PbdXzNzP8QXE',
};

function refuses(env: Record<string, string>, variable: string): void {
  let err: unknown;
  try {
    loadPlatformConfig(env);
  } catch (e) {
    err = e;
  }
  expect(err, `${variable} should be refused`).to.be.instanceOf(ConfigError);
  expect((err as ConfigError).message).to.contain(variable);
  expect((err as ConfigError).variables).to.include(variable);
}

// [variable, good value, parsed expectation, bad value]
const TABLE: [string, string, unknown, string][] = [
  ['CHAIN_RPC_PORT', '18843', 18843, 'eighteen'],
  ['CHAIN', 'VRSC', 'VRSC', 'BTC'],
  ['DATABASE_URL', 'postgres://u@127.0.0.1:5432/db', 'postgres://u@127.0.0.1:5432/db', 'mysql://127.0.0.1/db'],
  ['COOKIE_SECRET', 'k'.repeat(40), 'k'.repeat(40), 'short'],
  ['CORS_ORIGIN', 'https://a.example, http://localhost:3000', ['https://a.example', 'http://localhost:3000'], 'not a url'],
  ['WEBHOOK_ENCRYPTION_KEY', 'cd'.repeat(32), 'cd'.repeat(32), 'cd'.repeat(16)],
  ['PLATFORM_FEE_ADDRESS', 'i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW', 'i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW', 'not an address'],
  ['PRIVATE_KEY', 'UrEJQMk9PD4Fo9i8FNb1ZSFRrC9TrD4j6CGbFvbFHVH83bStroHH', 'UrEJQMk9PD4Fo9i8FNb1ZSFRrC9TrD4j6CGbFvbFHVH83bStroHH', 'UrEJQ0OIl'],
  ['VDXF_NAMESPACE_ROOT', 'myplatform', 'myplatform', 'bad name@'],
  ['POLL_INTERVAL_MS', '5000', 5000, '-1'],
  ['ADMIN_IDENTITIES', 'alice@,i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW', ['alice@', 'i7xKUpKQDSriYFfgHYfRpFc2uzRKWLDkjW'], 'alice'],
  ['ADMIN_ALLOWED_IPS', '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'], '10.0.0.0/99'],
  ['RATE_LIMIT_MAX', '500', 500, '0'],
  ['SCANNER_API_URL', 'http://127.0.0.1:3100', 'http://127.0.0.1:3100', 'ftp://scanner'],
  ['SCANNER_API_KEY', 'key-1', 'key-1', ''],
  ['SCANNER_ENCRYPTION_KEY', Buffer.alloc(32, 7).toString('base64'), Buffer.alloc(32, 7).toString('base64'), Buffer.alloc(16, 7).toString('base64')],
  ['SCANNER_SCAN_PATH', '/v1/scan', '/v1/scan', 'v1/scan'],
  ['SCANNER_TIMEOUT_MS', '250', 250, '0'],
  ['SCANNER_PATH', './scanner', './scanner', ''],
  ['NATS_URL', 'nats://127.0.0.1:4222', ['nats://127.0.0.1:4222'], 'http://127.0.0.1:4222'],
  ['PORT', '3002', 3002, '70000'],
  ['LOG_LEVEL', 'debug', 'debug', 'loud'],
  ['NODE_ENV', 'test', 'test', 'staging'],
];

describe('platform configuration', () => {
  it('starts in development with defaults and names what it defaulted', () => {
    const c = loadPlatformConfig({});
    expect(c.NODE_ENV).to.equal('development');
    expect(c.PORT).to.equal(3001);
    expect(c.CHAIN).to.equal('VRSCTEST');
    expect(c.VDXF_NAMESPACE_ROOT).to.equal('agentplatform');
    expect(c.SCANNER_SCAN_PATH).to.equal('/v1/scan');
    expect(c.SCANNER_TIMEOUT_MS).to.equal(200);
    expect(c.defaulted).to.have.members(['COOKIE_SECRET', 'CORS_ORIGIN', 'WEBHOOK_ENCRYPTION_KEY', 'PLATFORM_FEE_ADDRESS']);
  });

  it('accepts a complete production environment', () => {
    const c = loadPlatformConfig(PRODUCTION);
    expect(c.defaulted).to.deep.equal([]);
    expect(c.CORS_ORIGIN).to.deep.equal(['https://app.example.com']);
  });

  for (const variable of ['COOKIE_SECRET', 'CORS_ORIGIN', 'WEBHOOK_ENCRYPTION_KEY', 'PLATFORM_FEE_ADDRESS']) {
    it(`refuses production without ${variable}, naming it`, () => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[variable];
      refuses(env, variable);
    });
  }

  it('refuses a production COOKIE_SECRET shorter than 32 bytes', () => {
    refuses({ ...PRODUCTION, COOKIE_SECRET: 'y'.repeat(31) }, 'COOKIE_SECRET');
  });

  for (const [variable, good, parsed, bad] of TABLE) {
    it(`${variable}: takes ${JSON.stringify(good)} and refuses ${JSON.stringify(bad)}`, () => {
      const c = loadPlatformConfig({ [variable]: good }) as unknown as Record<string, unknown>;
      expect(c[variable]).to.deep.equal(parsed);
      if (bad === '') {
        // An empty value means unset for optional settings.
        expect(c[variable]).to.not.equal('');
        return;
      }
      refuses({ [variable]: bad }, variable);
    });
  }

  it('CHAIN_RPC_USER and CHAIN_RPC_PASS: takes both, refuses one without the other', () => {
    const c = loadPlatformConfig({ CHAIN_RPC_USER: 'u', CHAIN_RPC_PASS: 'p' });
    expect([c.CHAIN_RPC_USER, c.CHAIN_RPC_PASS]).to.deep.equal(['u', 'p']);
    refuses({ CHAIN_RPC_USER: 'u' }, 'CHAIN_RPC_PASS');
    refuses({ CHAIN_RPC_PASS: 'p' }, 'CHAIN_RPC_USER');
  });

  it('chooses the RPC port from the chain unless CHAIN_RPC_PORT is set', () => {
    expect(chainRpcPort(loadPlatformConfig({}))).to.equal(18843);
    expect(chainRpcPort(loadPlatformConfig({ CHAIN: 'VRSC' }))).to.equal(27486);
    expect(chainRpcPort(loadPlatformConfig({ CHAIN: 'VRSC', CHAIN_RPC_PORT: '9000' }))).to.equal(9000);
  });
});
