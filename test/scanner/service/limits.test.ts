import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { call, startTestScanner, type TestScanner } from './fixture.js';

describe('scanner service limits', function () {
  this.timeout(120_000);

  describe('per key and endpoint group (spec table)', () => {
    let s: TestScanner;
    before(async () => {
      s = await startTestScanner({}, { keys: 7 });
    });
    after(async () => s?.stop());

    const groups: { name: string; limit: number; requests: [method: 'GET' | 'POST', path: string, body?: unknown][] }[] = [
      { name: '/v1/canary/*', limit: 50, requests: [['POST', '/v1/canary/create', { sessionId: 's' }], ['POST', '/v1/canary/check', { text: 'x' }]] },
      { name: '/v1/stats', limit: 60, requests: [['GET', '/v1/stats']] },
      { name: '/v1/scan/file, /v1/scan/file/content', limit: 200,
        requests: [['POST', '/v1/scan/file', { filename: 'a.txt' }], ['POST', '/v1/scan/file/content', { filename: 'a.txt', content: 'hi' }]] },
      { name: '/v1/wrap', limit: 500, requests: [['POST', '/v1/wrap', { text: 'hi', sessionId: 's' }]] },
      { name: '/v1/scan, /v1/scan/output', limit: 1000,
        requests: [['POST', '/v1/scan', { text: 'hi' }], ['POST', '/v1/scan/output', { text: 'hi', jobId: randomUUID() }]] },
    ];

    groups.forEach((g, i) => {
      it(`allows ${g.limit}/min on ${g.name}, then answers 429 with Retry-After`, async () => {
        const key = s.keys[i];
        const statuses: number[] = [];
        // In waves, so the scan queue never fills; every endpoint of the group draws on one budget.
        for (let n = 0; n < g.limit; n += 50) {
          const wave = Array.from({ length: Math.min(50, g.limit - n) }, (_, j) => {
            const [method, path, body] = g.requests[(n + j) % g.requests.length];
            return call(s.url, method, path, { key, body });
          });
          statuses.push(...(await Promise.all(wave)).map((a) => a.status));
        }
        expect(statuses.filter((x) => x !== 200), 'within the limit').to.deep.equal([]);
        for (const [method, path, body] of g.requests) {
          const a = await call(s.url, method, path, { key, body });
          expect(a.status).to.equal(429);
          expect(a.body.error.code).to.equal('RATE_LIMITED');
          const retry = Number(a.headers.get('retry-after'));
          expect(retry).to.be.within(1, 60);
        }
      });
    });

    it('keeps separate budgets per key and per group', async () => {
      // Key 0 spent its canary budget above; its scan budget and another key's canary budget are whole.
      expect((await call(s.url, 'POST', '/v1/scan', { key: s.keys[0], body: { text: 'hi' } })).status).to.equal(200);
      expect((await call(s.url, 'POST', '/v1/canary/check', { key: s.keys[6], body: { text: 'hi' } })).status).to.equal(200);
    });

    it('does not limit /health', async () => {
      const answers = await Promise.all(Array.from({ length: 120 }, () => call(s.url, 'GET', '/health')));
      expect(answers.every((a) => a.status === 200)).to.equal(true);
    });
  });

  describe('scan queue', () => {
    let s: TestScanner;
    before(async () => {
      s = await startTestScanner({
        SCANNER_MAX_QUEUE: '4', SCANNER_BATCH_SIZE: '1', SCANNER_CONCURRENCY_PER_WORKER: '1', SCANNER_RATE_LIMIT_FACTOR: '10',
      });
    });
    after(async () => s?.stop());

    it('answers 429 with Retry-After at once when the queue is full, and serves the rest', async () => {
      const text = 'Please review this paragraph for tone. '.repeat(200);
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 60 }, () => call(s.url, 'POST', '/v1/scan', { key: s.keys[0], body: { text } })));
      const refused = answers.filter((a) => a.status === 429);
      const served = answers.filter((a) => a.status === 200);
      expect(refused.length).to.be.greaterThan(0);
      expect(served.length).to.be.greaterThan(0);
      expect(served.length + refused.length).to.equal(60);
      for (const a of refused) {
        expect(a.body.error.code).to.equal('RATE_LIMITED');
        expect(a.headers.get('retry-after')).to.equal('1');
      }
      expect(Date.now() - started).to.be.below(30_000);
      // The pool recovers: a single scan afterwards goes through.
      expect((await call(s.url, 'POST', '/v1/scan', { key: s.keys[0], body: { text: 'hi' } })).status).to.equal(200);
    });
  });
});
