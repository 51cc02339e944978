import { expect } from 'chai';
import { startHarness, type Harness } from '../gateway/harness.js';
import { registeredAgent, service } from './helpers.js';

describe('catalog smoke', function () {
  this.timeout(60_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true }); });
  after(() => h?.stop());

  it('registers, publishes, finds', async () => {
    const a = await registeredAgent(h);
    const got = await a.browser.get(`/v1/agents/${a.id.address}`);
    expect(got.status, JSON.stringify(got.body)).to.equal(200);
    const created = await a.browser.post('/v1/me/services', service());
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const found = await a.browser.get('/v1/services?q=translate');
    expect(found.body.data.map((s: any) => s.id)).to.include(created.body.data.id);
  });
});
