import { expect } from 'chai';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { freePort } from '../../bin/database.js';
import { migrationNames } from '../../migrations/index.js';
import { scratchDatabase } from '../fixtures.js';
import { runCli } from '../programs.js';

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

describe('agentplatform start', function () {
  this.timeout(120_000);

  describe('on the embedded database', () => {
    let parent: string;
    let dataDir: string;
    before(async () => {
      // The program creates DATA_DIR itself, as on a fresh clone (mkdtemp's own folder is 0700).
      parent = await mkdtemp(join(tmpdir(), 'ap-start-'));
      await chmod(parent, 0o755);
      dataDir = join(parent, 'data');
    });
    after(() => rm(parent, { recursive: true, force: true }));

    it('serves /health, reports the database ok, exits 0 on SIGTERM, and reuses the data on a second start', async () => {
      const logins: string[] = [];
      for (const round of [1, 2]) {
        const port = await freePort();
        const p = runCli(['start'], { PORT: String(port), DATA_DIR: dataDir, CHAIN_RPC_PORT: String(await freePort()) });
        try {
          await p.waitFor(/agentplatform is up/, 60_000);
          expect(await getJson(`http://127.0.0.1:${port}/health`)).to.deep.equal({ status: 200, body: { status: 'ok' } });
          const health = await getJson(`http://127.0.0.1:${port}/v1/health`);
          expect(health.body.components.database).to.equal('ok');
          expect(p.output()).to.match(round === 1 ? /"reused":false/ : /"reused":true/);
          // the dev chain's accounts, each with a ready login command that works against this platform
          const printed = [...p.output().matchAll(/agentplatform login --identity (\S+) --wif '(\S+)' --api (\S+)/g)];
          expect(printed.map((m) => m[1])).to.deep.equal(['alice@', 'bob@', 'carol@', 'dave@']);
          expect(printed[0]![3]).to.equal(`http://127.0.0.1:${port}`);
          logins.push(printed.map((m) => m[2]).join(' '));
          const home = join(parent, `home${round}`);
          const login = runCli(['login', '--identity', printed[0]![1]!, '--wif', printed[0]![2]!, '--api', printed[0]![3]!], { AGENTPLATFORM_HOME: home });
          expect(await login.exited, login.output()).to.equal(0);
        } finally {
          expect(await p.stop('SIGTERM')).to.equal(0);
        }
      }
      expect(logins[1], 'the second start prints the same accounts and keys').to.equal(logins[0]);
    });
  });

  it('refuses to start in production without COOKIE_SECRET, naming it', async () => {
    const p = runCli(['start'], { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    const code = await p.exited;
    expect(code).to.not.equal(0);
    expect(p.output()).to.contain('COOKIE_SECRET');
  });

  it('lets two processes started at once against one empty database come up with one schema', async () => {
    const url = await scratchDatabase();
    const ports = [await freePort(), await freePort()];
    const chainPorts = [await freePort(), await freePort()];
    const dataDirs = await Promise.all(ports.map(() => mkdtemp(join(tmpdir(), 'ap-start-'))));
    const procs = ports.map((port, i) => runCli(['start'], {
      PORT: String(port), DATABASE_URL: url, CHAIN_RPC_PORT: String(chainPorts[i]), DATA_DIR: dataDirs[i],
    }));
    try {
      await Promise.all(procs.map((p) => p.waitFor(/agentplatform is up/, 60_000)));
      for (const port of ports) {
        expect((await getJson(`http://127.0.0.1:${port}/v1/health`)).body.components.database).to.equal('ok');
      }
    } finally {
      for (const p of procs) expect(await p.stop()).to.equal(0);
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    }
    const k = knexFactory({ client: 'pg', connection: url });
    try {
      const rows = await k('knex_migrations').select('name').orderBy('id');
      expect(rows.map((r) => r.name)).to.deep.equal(migrationNames());
    } finally {
      await k.destroy();
    }
  });

  it('agentplatform migrate brings an empty database up to date, twice at once', async () => {
    const url = await scratchDatabase();
    const runs = [runCli(['migrate'], { DATABASE_URL: url }), runCli(['migrate'], { DATABASE_URL: url })];
    expect(await Promise.all(runs.map((r) => r.exited))).to.deep.equal([0, 0]);
    const outputs = runs.map((r) => r.output()).join('\n');
    expect(outputs).to.contain('applied: 0001_foundation');
    expect(outputs).to.contain('schema is up to date');
  });

  it('has --help on every command', async () => {
    for (const args of [['--help'], ['start', '--help'], ['migrate', '--help']]) {
      const p = runCli(args);
      expect(await p.exited, args.join(' ')).to.equal(0);
      expect(p.output()).to.match(/Usage: agentplatform/);
    }
  });
});
