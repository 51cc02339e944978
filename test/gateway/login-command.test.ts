import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCli } from '../programs.js';
import { Browser, startHarness, type Harness } from './harness.js';
import { testRoutes } from './test-routes.js';

describe('agentplatform login', function () {
  this.timeout(90_000);
  let h: Harness;
  let home: string;

  before(async () => {
    h = await startHarness({ routers: testRoutes });
    home = await mkdtemp(join(tmpdir(), 'ap-login-'));
  });
  after(async () => {
    await h?.stop();
    await rm(home, { recursive: true, force: true });
  });

  async function savedCookieWorks(file: string, address: string) {
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.identityAddress).to.equal(address);
    expect(saved.api).to.equal(h.url);
    const b = new Browser(h.url);
    const [k, v] = saved.cookie.split('=');
    b.cookies.set(k, saved.cookie.slice(k.length + 1) || v);
    const me = await b.get('/test/whoami');
    expect(me.status).to.equal(200);
    expect(me.body.data.identityAddress).to.equal(address);
  }

  it('logs in with --wif and saves the session (mode 0600) for later commands', async () => {
    const alice = await h.identity('alice');
    const p = runCli(['login', '--identity', alice.name, '--wif', alice.wif, '--api', h.url], { AGENTPLATFORM_HOME: home });
    expect(await p.exited, p.output()).to.equal(0);
    expect(p.output()).to.contain(alice.address);
    expect(p.output()).not.to.contain(alice.wif);
    const file = join(home, 'session.json');
    expect((await stat(file)).mode & 0o777).to.equal(0o600);
    await savedCookieWorks(file, alice.address);
  });

  it('reads the key from an environment variable given as --wif $NAME', async () => {
    const bob = await h.identity('bob');
    const p = runCli(['login', '--identity', bob.name, '--wif', '$AP_TEST_LOGIN_WIF', '--api', h.url], {
      AGENTPLATFORM_HOME: home, AP_TEST_LOGIN_WIF: bob.wif,
    });
    expect(await p.exited, p.output()).to.equal(0);
    await savedCookieWorks(join(home, 'session.json'), bob.address);
  });

  it('logs in with --rpc, signing with the daemon wallet', async () => {
    const w = await h.walletIdentity('cli');
    const p = runCli(['login', '--identity', w.name, '--rpc', '--api', h.url], {
      AGENTPLATFORM_HOME: home, CHAIN_RPC_USER: h.config.CHAIN_RPC_USER, CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS,
      CHAIN_RPC_PORT: String(h.chain.port),
    });
    expect(await p.exited, p.output()).to.equal(0);
    await savedCookieWorks(join(home, 'session.json'), w.address);
  });

  it('fails with one clear sentence for a wrong key, and without a signing method', async () => {
    const alice = await h.identity('alice');
    const other = await h.identity('other');
    const bad = runCli(['login', '--identity', alice.name, '--wif', other.wif, '--api', h.url], { AGENTPLATFORM_HOME: home });
    expect(await bad.exited).to.equal(1);
    expect(bad.output()).to.match(/login failed \(HTTP 401\) UNAUTHORIZED/);
    expect(bad.output(), 'no stack trace').to.not.match(/\n\s+at /);
    const none = runCli(['login', '--identity', alice.name, '--api', h.url], { AGENTPLATFORM_HOME: home });
    expect(await none.exited, 'a usage mistake exits 2').to.equal(2);
    expect(none.output()).to.contain('--wif');
    expect(none.output(), 'no stack trace').to.not.match(/\n\s+at /);
    const unset = runCli(['login', '--identity', alice.name, '--wif', '$AP_TEST_UNSET_VARIABLE', '--api', h.url], { AGENTPLATFORM_HOME: home });
    expect(await unset.exited).to.equal(2);
    expect(unset.output()).to.contain('AP_TEST_UNSET_VARIABLE is not set');
  });
});
