/** An agent's profile published on chain with updateidentity, against the dev chain (the same RPC as verusd). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import { pino } from 'pino';
import { startDevChain, type DevChain } from '../../chain/devchain/mod.js';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { decodeProfile } from '../../chain/profile.js';
import { RpcClient } from '../../chain/rpc.js';
import { agentProfileSchema } from '../../dispatcher/agent-profile.js';
import type { ResolvedAgent } from '../../dispatcher/config.js';
import { publishOnChain } from '../../dispatcher/on-chain.js';

describe('on-chain profile (updateidentity)', function () {
  this.timeout(30_000);
  let dir: string;
  let chain: DevChain;
  let rpc: RpcClient;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ap-onchain-'));
    const log = pino({ level: 'silent' }, new Writable({ write: (_c, _e, cb) => cb() }));
    chain = await startDevChain({ dataDir: dir, port: 0, user: 'u', pass: 'p', log, blockIntervalMs: 0 } as any);
    rpc = new RpcClient({ url: chain.url, user: 'u', pass: 'p', timeoutMs: 5_000 });
  });
  after(async () => { await chain.stop(); await rm(dir, { recursive: true, force: true }); });

  it('publishes agent.*, the first service as svc.* and workspace.capability; sends nothing when the chain is current, a transaction when a value changed', async () => {
    const wif = generateWif();
    const created = await rpc.call('dev_createidentity', [{ name: `chainagent${Date.now().toString(36)}`, primaryaddresses: [rAddressOfWif(wif)] }]) as any;
    const address = created.identity.identityaddress as string;
    const agent: ResolvedAgent = {
      ...agentProfileSchema.parse({
        name: 'poet', identity: address, privateKey: wif, onChain: true, description: 'Writes poems',
        services: [{ name: 'Poems', description: 'Short poems', price: 1.5, currency: 'VRSCTEST', category: 'writing', paymentTerms: 'postpay' }],
        workspace: { enabled: true, modes: ['supervised'], tools: ['read_file'] },
      }),
      privateKey: wif,
    };
    const txid = await publishOnChain(rpc, agent, 'agentplatform');
    expect(txid).to.match(/^[0-9a-f]{64}$/);
    const { values } = decodeProfile((await rpc.getidentity(address)).identity.contentmultimap, 'agentplatform');
    expect(values).to.deep.include({
      'agent.name': 'poet', 'agent.type': 'local-llm', 'agent.description': 'Writes poems', 'agent.status': 'active',
      'svc.name': 'Poems', 'svc.pricing': '[{"currency":"VRSCTEST","price":1.5}]', 'svc.paymentTerms': 'postpay',
      'workspace.capability': '{"modes":["supervised"],"tools":["read_file"]}',
    });
    expect(await publishOnChain(rpc, agent, 'agentplatform')).to.equal(null);
    const changed = { ...agent, description: 'Writes haiku' };
    expect(await publishOnChain(rpc, changed, 'agentplatform')).to.match(/^[0-9a-f]{64}$/);
    expect(decodeProfile((await rpc.getidentity(address)).identity.contentmultimap, 'agentplatform').values['agent.description']).to.equal('Writes haiku');
  });
});
