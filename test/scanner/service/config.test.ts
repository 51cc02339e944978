import { expect } from 'chai';
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
