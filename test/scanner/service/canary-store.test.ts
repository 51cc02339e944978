import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { CANARY_TTL_MS, CanaryStore } from '../../../scanner/service/canary-store.js';
import { call, startTestScanner } from './fixture.js';

describe('L5 canary store', function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ap-canary-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('creates distinct tokens per call and finds them by text', async () => {
    const store = await CanaryStore.open({ file: join(dir, 'canaries.json') });
    const a = await store.create('s1');
    const b = await store.create('s1');
    expect(a.token).to.not.equal(b.token);
    expect(store.lookup([a.token, 'unknown'])).to.deep.equal([a]);
    expect(store.liveTokens().sort()).to.deep.equal([a.token, b.token].sort());
  });

  it('expires a token after 24 hours', async () => {
    let now = 1_000_000;
    const store = await CanaryStore.open({ file: join(dir, 'canaries.json'), now: () => now });
    const c = await store.create('s1');
    now += CANARY_TTL_MS - 1;
    expect(store.lookup([c.token])).to.have.length(1);
    now += 1;
    expect(store.lookup([c.token])).to.deep.equal([]);
    expect(store.liveTokens()).to.deep.equal([]);
  });

  it('keeps live tokens across a reopen and drops expired ones', async () => {
    let now = 5_000_000;
    const file = join(dir, 'nested', 'canaries.json');
    const first = await CanaryStore.open({ file, now: () => now });
    const old = await first.create('old');
    now += CANARY_TTL_MS / 2;
    const fresh = await first.create('fresh');
    now += CANARY_TTL_MS / 2;
    const second = await CanaryStore.open({ file, now: () => now });
    expect(second.lookup([old.token, fresh.token])).to.deep.equal([fresh]);
    expect((await stat(file)).mode & 0o777).to.equal(0o600);
  });

  it('writes atomically, leaving no temporary files behind', async () => {
    const file = join(dir, 'canaries.json');
    const store = await CanaryStore.open({ file });
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.create(`s${i}`)));
    expect(await readdir(dir)).to.deep.equal(['canaries.json']);
    expect(JSON.parse(await readFile(file, 'utf8')).canaries).to.have.length(20);
  });

  it('refuses to start on a file that is not a canary store', async () => {
    const file = join(dir, 'canaries.json');
    await writeFile(file, JSON.stringify({ something: 'else' }));
    let error: unknown;
    await CanaryStore.open({ file }).catch((e) => { error = e; });
    expect(String(error)).to.match(/not a canary store/);
  });

  it('serves a token created before a restart of the service', async () => {
    const dataDir = join(dir, 'data');
    const first = await startTestScanner({}, { dataDir });
    const { body } = await call(first.url, 'POST', '/v1/canary/create', { key: first.keys[0], body: { sessionId: 'persisted' } });
    await first.stop();
    const second = await startTestScanner({}, { dataDir });
    try {
      const a = await call(second.url, 'POST', '/v1/canary/check', { key: second.keys[0], body: { text: `leak: ${body.token}` } });
      expect(a.body.found).to.equal(true);
      expect(a.body.tokens[0].owner).to.equal('persisted');
    } finally {
      await second.stop();
    }
  });
});
