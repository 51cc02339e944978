import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../bin/database.js';
import { NATS_URL } from '../fixtures.js';
import { runCli } from '../programs.js';
import { startHarness, type Harness } from './harness.js';

describe('agentplatform gateway', function () {
  this.timeout(90_000);
  let h: Harness;

  before(async () => {
    h = await startHarness();
  });
  after(() => h?.stop());

  it('serves the gateway against DATABASE_URL and the chain, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const p = runCli(['gateway'], {
      DATABASE_URL: process.env.AP_TEST_DATABASE_URL, PORT: String(port), CHAIN_RPC_USER: h.config.CHAIN_RPC_USER,
      CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS, CHAIN_RPC_PORT: String(h.chain.port), PRIVATE_KEY: h.platformWif,
      NATS_URL, ACTOR_CLUSTER: `gwcmd${randomBytes(4).toString('hex')}`,
    });
    try {
      await p.waitFor(/gateway is up/, 60_000);
      const health = await (await fetch(`http://127.0.0.1:${port}/v1/health`)).json() as any;
      // no actor node runs here, so nobody indexes the chain: the gateway says so
      expect(health.components).to.deep.equal({ rpc: 'ok', indexer: 'error', database: 'ok' });
      const ch = await (await fetch(`http://127.0.0.1:${port}/auth/consent/challenge`)).json() as any;
      expect(ch.data.deeplink).to.be.a('string');
    } finally {
      expect(await p.stop('SIGTERM')).to.equal(0);
    }
    expect(p.output()).not.to.contain(h.platformWif);
  });

  it('refuses to start without the chain settings, naming them', async () => {
    const p = runCli(['gateway'], { DATABASE_URL: process.env.AP_TEST_DATABASE_URL, NATS_URL });
    expect(await p.exited).to.equal(1);
    expect(p.output()).to.contain('CHAIN_RPC_USER');
    const q = runCli(['gateway'], { DATABASE_URL: process.env.AP_TEST_DATABASE_URL });
    expect(await q.exited).to.equal(1);
    expect(q.output()).to.contain('NATS_URL');
  });
});
