import { expect } from 'chai';
import { profileKeyIds } from '../../chain/profile-keys.js';
import { encodeProfile } from '../../chain/profile.js';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { walletLoggedIn } from './helpers.js';

describe('GET /v1/me/identity', function () {
  this.timeout(60_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true }); });
  after(() => h?.stop());

  it('decodes the identity\'s profile keys and reports an R-address payaddress invalid', async () => {
    const me = await walletLoggedIn(h);
    const ids = profileKeyIds('agentplatform');
    const map = encodeProfile({ 'agent.name': 'Chain agent', 'agent.type': 'autonomous', 'svc.pricing': '[{"currency":"VRSCTEST","price":2}]' }, 'agentplatform');
    map[ids.payaddress] = [Buffer.from('RLqDVPueCrj71CkeVZ9kf3PbdXzNzP8QXE').toString('hex')];
    await h.rpc.updateidentity({ name: me.name.replace(/@$/, ''), contentmultimap: map });
    const res = await me.browser.get('/v1/me/identity');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data).to.deep.include({ chainId: me.address, iAddress: me.address });
    expect(res.body.data.vdxf).to.deep.equal({ 'agent.name': 'Chain agent', 'agent.type': 'autonomous', 'svc.pricing': '[{"currency":"VRSCTEST","price":2}]' });
    expect(res.body.data.invalid.map((i: any) => i.key)).to.deep.equal(['payaddress']);
  });

  it('needs a session and trips at 30 a minute', async () => {
    expect((await new Browser(h.url).get('/v1/me/identity')).status).to.equal(401);
    const me = await walletLoggedIn(h, 'limit');
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await me.browser.get('/v1/me/identity')).status);
    expect(codes.every((c) => c === 200)).to.equal(true);
    expect((await me.browser.get('/v1/me/identity')).status).to.equal(429);
  });
});
