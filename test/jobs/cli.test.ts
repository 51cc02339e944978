/** `agentplatform job ...`: a buyer and a seller run a prepay job from their terminals, the CLI signing for them. */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';
import { runCli } from '../programs.js';
import { parties, type Parties } from './helpers.js';

describe('agentplatform job (CLI)', function () {
  this.timeout(180_000);
  let h: Harness;
  let p: Parties;
  let home: string;
  before(async () => {
    h = await startHarness({ domain: true });
    p = await parties(h, 'prepay');
    home = await mkdtemp(join(tmpdir(), 'ap-cli-'));
  });
  after(async () => {
    await h?.stop();
    await rm(home, { recursive: true, force: true });
  });

  /** Runs the CLI as `who` (its own session folder), the WIF read from an environment variable. */
  const cli = async (who: TestIdentity, args: string[]) => {
    const env = {
      AGENTPLATFORM_HOME: join(home, who.address), SIGNER_WIF: who.wif, CHAIN_RPC_USER: h.config.CHAIN_RPC_USER,
      CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS, CHAIN_RPC_PORT: String(h.chain.port),
    };
    const run = runCli(args, env);
    const code = await run.exited;
    expect(code, `${args.join(' ')}:\n${run.output()}`).to.equal(0);
    return run.output();
  };
  const json = (out: string) => JSON.parse(out.slice(out.indexOf('{')));

  it('creates, accepts, pays, delivers and completes a job, printing it as JSON', async () => {
    for (const who of [p.buyer.id, p.seller.id]) await cli(who, ['login', '--identity', who.name, '--wif', '$SIGNER_WIF', '--api', h.url]);
    const created = json(await cli(p.buyer.id, ['job', 'create', '--agent', p.seller.id.name, '--service', p.serviceId, '--currency', 'VRSCTEST', '--wif', '$SIGNER_WIF']));
    expect(created.status).to.equal('requested');
    expect(json(await cli(p.seller.id, ['job', 'accept', created.id, '--wif', '$SIGNER_WIF'])).acceptedAt).to.be.a('string');
    expect(json(await cli(p.buyer.id, ['job', 'pay', created.id, '--send'])).status).to.equal('in_progress');
    const file = join(home, 'delivery.txt');
    await writeFile(file, 'the translated document');
    const delivered = json(await cli(p.seller.id, ['job', 'deliver', created.id, '--file', file, '--wif', '$SIGNER_WIF']));
    expect(delivered.deliveryHash).to.equal(`sha256:${createHash('sha256').update('the translated document').digest('hex')}`);
    expect(delivered.status).to.equal('pending_delivery');
    expect(json(await cli(p.buyer.id, ['job', 'complete', created.id, '--wif', '$SIGNER_WIF'])).status).to.equal('completed');
    expect(json(await cli(p.buyer.id, ['job', 'show', created.id])).status).to.equal('completed');
  });

  it('says in one sentence what is wrong, with exit code 2 for a usage mistake', async () => {
    const run = runCli(['job', 'accept', 'x'], { AGENTPLATFORM_HOME: join(home, 'nobody') });
    expect(await run.exited).to.equal(2);
    expect(run.output()).to.match(/login first/);
  });
});
