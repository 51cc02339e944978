/** `agentplatform devchain` and `agentplatform sign`, run as the real CLI. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { freePort } from '../../../bin/database.js';
import { generateWif, rAddressOfWif } from '../../../chain/keys.js';
import { RpcClient } from '../../../chain/rpc.js';
import { runCli, type Program } from '../../programs.js';

describe('agentplatform devchain and sign', function () {
  this.timeout(60_000);
  let dataDir: string;
  let port: number;
  let chain: Program;
  let rpc: RpcClient;
  const env = () => ({ DATA_DIR: dataDir, CHAIN_RPC_PORT: String(port), CHAIN_RPC_USER: 'clitest', CHAIN_RPC_PASS: 'clitest-pass', DEVCHAIN_BLOCK_INTERVAL_MS: '0' });

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ap-devchain-cli-'));
    port = await freePort();
    chain = runCli(['devchain'], env());
    await chain.waitFor(/agentplatform devchain is up/, 30_000);
    rpc = new RpcClient({ url: `http://127.0.0.1:${port}/`, user: 'clitest', pass: 'clitest-pass' });
  });
  after(async () => {
    expect(await chain.stop('SIGTERM')).to.equal(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('devchain serves RPC on CHAIN_RPC_PORT with the configured credentials and prints its URL', async () => {
    expect(chain.output()).to.contain(`http://127.0.0.1:${port}/`);
    expect(chain.output()).to.contain('(CHAIN_RPC_PASS)');
    expect(chain.output()).not.to.contain('clitest-pass');
    expect((await rpc.getidentity('agentplatform@')).status).to.equal('active');
  });

  it('devchain prints its developer accounts, each with a login command whose WIF controls it', async () => {
    const printed = [...chain.output().matchAll(/agentplatform login --identity (\S+) --wif '(\S+)'$/gm)];
    expect(printed.map((m) => m[1])).to.deep.equal(['alice@', 'bob@', 'carol@', 'dave@']);
    for (const [, name, wif] of printed) {
      expect((await rpc.getidentity(name!)).identity.primaryaddresses).to.deep.equal([rAddressOfWif(wif!)]);
    }
  });

  it('devchain makes up and prints credentials when none are configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ap-devchain-cli-'));
    const p = runCli(['devchain'], { DATA_DIR: dir, CHAIN_RPC_PORT: String(await freePort()) });
    try {
      const [, url, user, pass] = (await p.waitFor(/dev chain (\S+)\s+user (\S+)\s+pass (\S+)/, 30_000));
      expect(await new RpcClient({ url: url!, user: user!, pass: pass! }).getblockcount()).to.be.a('number');
    } finally {
      expect(await p.stop()).to.equal(0);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('devchain refuses a port in use, naming CHAIN_RPC_PORT', async () => {
    const p = runCli(['devchain'], { ...env(), DATA_DIR: join(dataDir, 'other') });
    expect(await p.exited).to.not.equal(0);
    expect(p.output()).to.contain('CHAIN_RPC_PORT');
  });

  it('sign --wif $VAR signs offline against the chain height; the dev chain verifies it', async () => {
    const wif = generateWif();
    await rpc.call('dev_createidentity', [{ name: 'clisigner', primaryaddresses: [rAddressOfWif(wif)] }]);
    const p = runCli(['sign', '--identity', 'clisigner@', '--message', 'hello from the cli', '--wif', '$SIGNER_WIF'], { ...env(), SIGNER_WIF: wif });
    expect(await p.exited, p.output()).to.equal(0);
    const signature = p.output().trim().split('\n').pop()!;
    expect(await rpc.verifymessage('clisigner@', signature, 'hello from the cli', true)).to.equal(true);
  });

  it('sign --wif --height works with no chain at all', async () => {
    const wif = generateWif();
    await rpc.call('dev_createidentity', [{ name: 'offlinesigner', primaryaddresses: [rAddressOfWif(wif)] }]);
    const height = await rpc.getblockcount();
    const p = runCli(['sign', '--identity', 'offlinesigner@', '--message', 'm', '--wif', wif, '--height', String(height)], { DATA_DIR: dataDir });
    expect(await p.exited, p.output()).to.equal(0);
    expect(await rpc.verifymessage('offlinesigner@', p.output().trim(), 'm')).to.equal(true);
  });

  it('sign --rpc signs with the dev chain wallet', async () => {
    const p = runCli(['sign', '--identity', 'agentplatform@', '--message', 'by the wallet', '--rpc'], env());
    expect(await p.exited, p.output()).to.equal(0);
    expect(await rpc.verifymessage('agentplatform@', p.output().trim(), 'by the wallet')).to.equal(true);
  });

  it('sign refuses a key that is not the identity\'s, a missing height offline, and a bad WIF, with exit code 2', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['--identity', 'agentplatform@', '--message', 'm', '--wif', generateWif()], env(), /is not a primary address/],
      [['--identity', 'agentplatform@', '--message', 'm', '--wif', generateWif()], { DATA_DIR: dataDir }, /--height/],
      [['--identity', 'agentplatform@', '--message', 'm', '--wif', 'notawif', '--height', '5'], { DATA_DIR: dataDir }, /not a valid WIF/],
      [['--identity', 'nobody-here@', '--message', 'm', '--rpc'], env(), /Invalid identity/],
    ];
    for (const [args, e, pattern] of cases) {
      const p = runCli(['sign', ...args], e);
      expect(await p.exited, args.join(' ')).to.equal(2);
      expect(p.output()).to.match(pattern);
    }
  });
});
