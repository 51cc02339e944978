import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { freePort } from '../../../bin/database.js';
import { loadScannerConfig } from '../../../scanner/service/config.js';
import { runCli } from '../../programs.js';

describe('scanner configuration', () => {
  it('uses the spec defaults', () => {
    const c = loadScannerConfig({ SCANNER_API_KEY: 'a-key-of-sixteen-chars' });
    expect(c).to.include({
      SCANNER_PORT: 3100, SCANNER_HOST: '127.0.0.1', SCANNER_BLOCK_THRESHOLD: 0.7, SCANNER_SUSPICIOUS_THRESHOLD: 0.3,
      SCANNER_L2_ENABLED: true, SCANNER_L3_ENABLED: true, generatedApiKey: false,
    });
    expect(c.SCANNER_API_KEY).to.deep.equal(['a-key-of-sixteen-chars']);
  });

  it('accepts several comma-separated keys', () => {
    const c = loadScannerConfig({ SCANNER_API_KEY: 'first-key-0123456789, second-key-0123456789' });
    expect(c.SCANNER_API_KEY).to.deep.equal(['first-key-0123456789', 'second-key-0123456789']);
  });

  it('generates a key in development and refuses to start without one in production', () => {
    const dev = loadScannerConfig({});
    expect(dev.generatedApiKey).to.equal(true);
    expect(dev.SCANNER_API_KEY[0]).to.have.length.greaterThan(20);
    expect(() => loadScannerConfig({ NODE_ENV: 'production' })).to.throw(/SCANNER_API_KEY is required in production/);
  });

  it('names every bad variable', () => {
    const bad: Record<string, string>[] = [
      { SCANNER_PORT: 'abc' }, { SCANNER_BLOCK_THRESHOLD: '1.5' }, { SCANNER_SUSPICIOUS_THRESHOLD: '-0.1' },
      { SCANNER_L2_ENABLED: 'maybe' }, { SCANNER_CLASSIFIER_URL: 'ftp://x' }, { SCANNER_ENCRYPTION_KEY: 'c2hvcnQ=' },
      { SCANNER_API_KEY: 'short' }, { SCANNER_WORKERS: '0' },
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0];
      expect(() => loadScannerConfig(env), name).to.throw(new RegExp(name));
    }
    expect(() => loadScannerConfig({ SCANNER_BLOCK_THRESHOLD: '0.3', SCANNER_SUSPICIOUS_THRESHOLD: '0.5' }))
      .to.throw(/SCANNER_SUSPICIOUS_THRESHOLD must be below SCANNER_BLOCK_THRESHOLD/);
  });

  it('reads toggles and thresholds', () => {
    const c = loadScannerConfig({ SCANNER_L2_ENABLED: 'false', SCANNER_L3_ENABLED: '0', SCANNER_BLOCK_THRESHOLD: '0.8', SCANNER_SUSPICIOUS_THRESHOLD: '.25' });
    expect(c).to.include({ SCANNER_L2_ENABLED: false, SCANNER_L3_ENABLED: false, SCANNER_BLOCK_THRESHOLD: 0.8, SCANNER_SUSPICIOUS_THRESHOLD: 0.25 });
  });

  it('agentplatform scanner refuses to start in production without SCANNER_API_KEY, naming it', async function () {
    this.timeout(60_000);
    const p = runCli(['scanner'], { NODE_ENV: 'production', SCANNER_PORT: '0' });
    expect(await p.exited).to.equal(1);
    expect(p.output()).to.match(/SCANNER_API_KEY is required in production/);
  });
});

describe('agentplatform scanner', () => {
  it('in development generates and prints a key, serves /health, and exits 0 on SIGTERM', async function () {
    this.timeout(90_000);
    const dataDir = await mkdtemp(join(tmpdir(), 'ap-scanner-cli-'));
    const port = await freePort();
    const p = runCli(['scanner'], { SCANNER_PORT: String(port), DATA_DIR: dataDir, SCANNER_WORKERS: '1' });
    try {
      const [, key] = await p.waitFor(/API key\s+(\S+)\s+\(generated/, 60_000);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).to.equal(200);
      const scan = await fetch(`http://127.0.0.1:${port}/v1/scan`, {
        method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hello' }),
      });
      expect(scan.status).to.equal(200);
      expect(await p.stop('SIGTERM')).to.equal(0);
      // The key is shown to the operator once; it is never part of a log line.
      const logLines = p.output().split('\n').filter((l) => l.startsWith('{'));
      expect(logLines.some((l) => l.includes(key))).to.equal(false);
    } finally {
      await p.stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
