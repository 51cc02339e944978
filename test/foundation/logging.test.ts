/** Logs: JSON lines for machines, pretty lines for people (LOG_FORMAT), chosen at start. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { freePort } from '../../bin/database.js';
import { runCli } from '../programs.js';

describe('LOG_FORMAT', function () {
  this.timeout(60_000);
  /** The log lines of a dev chain that starts and stops. */
  const devchainLog = async (env: Record<string, string>) => {
    const dir = await mkdtemp(join(tmpdir(), 'ap-log-'));
    try {
      const p = runCli(['devchain'], { DATA_DIR: dir, CHAIN_RPC_PORT: String(await freePort()), CHAIN_RPC_USER: 'u', CHAIN_RPC_PASS: 'p', ...env });
      await p.waitFor(/is up/, 30_000);
      expect(await p.stop('SIGTERM')).to.equal(0);
      return p.output().split('\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('writes JSON lines by default when stdout is not a terminal', async () => {
    const line = (await devchainLog({})).find((l) => /devchain\.listening/.test(l));
    expect(JSON.parse(line!)).to.include({ event: 'devchain.listening' });
  });

  it('writes pretty lines with LOG_FORMAT=pretty', async () => {
    const lines = await devchainLog({ LOG_FORMAT: 'pretty' });
    expect(lines.some((l) => /INFO/.test(l))).to.equal(true);
    expect(lines.some((l) => /devchain\.listening/.test(l))).to.equal(true);
    expect(lines.filter((l) => l.startsWith('{'))).to.deep.equal([]);
  });

  it('refuses another format, naming the variable', async () => {
    const p = runCli(['migrate'], { DATABASE_URL: 'postgres://127.0.0.1:1/none', LOG_FORMAT: 'xml' });
    expect(await p.exited).to.equal(1);
    expect(p.output()).to.contain('LOG_FORMAT');
  });
});
