import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { call, startTestScanner, type TestScanner } from './fixture.js';

const FLAKY = fileURLToPath(new URL('./flaky-engine.ts', import.meta.url));

const poll = async (what: string, cond: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('scanner service when scan workers fail', function () {
  this.timeout(90_000);
  let s: TestScanner;
  before(async () => {
    s = await startTestScanner({
      SCANNER_ENGINE_PATH: FLAKY, SCANNER_TASK_TIMEOUT_MS: '1000', SCANNER_BREAKER_FAILURES: '3', SCANNER_BREAKER_OPEN_MS: '1000',
      SCANNER_BATCH_SIZE: '1',
    });
  });
  after(async () => s?.stop());
  const scan = (text: string) => call(s.url, 'POST', '/v1/scan', { key: s.keys[0], body: { text } });

  it('answers 500 INTERNAL_ERROR without internals when the engine throws, and keeps serving', async () => {
    const a = await scan('__fail__');
    expect(a.status).to.equal(500);
    expect(a.body).to.deep.equal({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    expect((await scan('hello')).status).to.equal(200);
  });

  it('fails a stuck scan at the task time limit and replaces the worker', async () => {
    const started = Date.now();
    const a = await scan('__slow__');
    expect(a.status).to.equal(500);
    expect(Date.now() - started).to.be.below(20_000);
    await poll('a working worker', async () => (await scan('hello')).status === 200);
  });

  it('opens its breaker after repeated failures (health degraded, stats show it) and closes it again', async () => {
    for (let i = 0; i < 3; i++) expect((await scan('__fail__')).status).to.equal(500);
    const health = await call(s.url, 'GET', '/health');
    expect(health.body.status).to.equal('degraded');
    const stats = await call(s.url, 'GET', '/v1/stats', { key: s.keys[0] });
    expect(stats.body.circuitBreaker.state).to.equal('open');
    expect(stats.body.circuitBreaker.recentFailures).to.be.at.least(3);
    // While open, scans are refused at once.
    expect((await scan('hello')).status).to.equal(500);
    await poll('the breaker to close', async () => (await scan('hello')).status === 200);
    expect((await call(s.url, 'GET', '/health')).body.status).to.equal('ok');
  });
});
