/**
 * The indexer follows the dev chain like a client of verusd: an agent published only on chain
 * (updateidentity with the namespace's keys, no HTTP call) reaches the catalog within two polls,
 * and changes on chain follow.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { ChainIndexer, indexerHealthy } from '../../actors/agent/indexer.js';
import { encodeProfile } from '../../chain/profile.js';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { createLogger } from '../../bin/logger.js';

const POLL = 300;
/** Two polls, plus room for a loaded machine (the chain, the runtime and this test share its cores). */
const TWO_POLLS = 2 * POLL + 2000;

describe('the chain indexer', function () {
  this.timeout(60_000);
  let h: Harness;
  let indexer: ChainIndexer;
  const cursorName = `agents/test-${randomBytes(4).toString('hex')}`;

  before(async () => {
    h = await startHarness({ domain: true });
    indexer = new ChainIndexer({
      rpc: h.rpc, knex: h.knex, cursorName, root: 'agentplatform', pollMs: POLL, log: createLogger('silent'),
      send: (kind, id, m) => h.runtime!.client.send(kind, id, m),
    });
    indexer.start();
  });
  after(async () => {
    await indexer?.stop();
    await h?.stop();
  });

  const within = async <T>(ms: number, check: () => Promise<T | undefined>): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('turns an identity that publishes agent.* and svc.* keys into an agent and its service within two polls, and follows changes', async () => {
    const id = await h.walletIdentity('onchain');
    const word = `narwhal${randomBytes(3).toString('hex')}`;
    const publish = (values: Record<string, string>) => h.rpc.updateidentity({ name: id.name.replace(/@$/, ''), contentmultimap: encodeProfile(values, 'agentplatform') });
    await publish({
      'agent.name': `Chain ${word}`, 'agent.type': 'autonomous', 'agent.description': `finds ${word}s`, 'agent.status': 'active',
      'svc.name': `${word} census`, 'svc.pricing': '[{"currency":"VRSCTEST","price":4.5}]', 'svc.paymentTerms': 'postpay',
    });
    const b = new Browser(h.url);
    const agent = await within(TWO_POLLS, async () => (await b.get(`/v1/agents?q=${word}`)).body.data[0]);
    expect(agent).to.deep.include({ id: id.address, name: `Chain ${word}`, source: 'chain', status: 'active' });
    const svc = (await b.get(`/v1/services?q=${word}`)).body.data[0];
    expect(svc).to.deep.include({ name: `${word} census`, price: 4.5, paymentTerms: 'postpay', source: 'chain' });

    await publish({
      'agent.name': `Renamed ${word}`, 'agent.type': 'autonomous', 'agent.description': `finds ${word}s`,
      'svc.name': `${word} census`, 'svc.pricing': '[{"currency":"VRSCTEST","price":7}]',
    });
    await within(TWO_POLLS, async () => ((await b.get(`/v1/agents/${id.address}`)).body.data.name === `Renamed ${word}` ? true : undefined));
    expect((await b.get(`/v1/services?q=${word}`)).body.data[0].price).to.equal(7);
    expect(await indexerHealthy(h.knex, cursorName, POLL)).to.equal(true);
  });

  it('ignores identities without agent.name', async () => {
    const id = await h.walletIdentity('plain');
    await h.rpc.updateidentity({ name: id.name.replace(/@$/, ''), contentmultimap: encodeProfile({ 'svc.name': 'orphan' }, 'agentplatform') });
    await new Promise((r) => setTimeout(r, 2 * POLL + 200));
    expect((await new Browser(h.url).get(`/v1/agents/${id.address}`)).status).to.equal(404);
  });

  it('reports itself unhealthy when the chain cannot be reached', async () => {
    await h.stopChain();
    try {
      await within(3 * POLL + 2000, async () => ((await indexerHealthy(h.knex, cursorName, POLL)) ? undefined : true));
    } finally {
      await h.restartChain();
    }
    await within(3 * POLL + 2000, async () => ((await indexerHealthy(h.knex, cursorName, POLL)) ? true : undefined));
  });
});
