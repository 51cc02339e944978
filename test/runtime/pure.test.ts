import { expect } from 'chai';
import fc from 'fast-check';
import { Mailboxes } from '../../runtime/mailbox.js';
import { commandSubject, fnv1a32, parseCommandSubject, partitionOf } from '../../runtime/partitioner.js';
import { assignedTo, ownerOf } from '../../runtime/rendezvous.js';
import { subjectMatches } from '../../runtime/transport-inprocess.js';

describe('partitioner', () => {
  it('computes FNV-1a 32 as published (test vectors)', () => {
    expect(fnv1a32('')).to.equal(0x811c9dc5);
    expect(fnv1a32('a')).to.equal(0xe40c292c);
    expect(fnv1a32('foobar')).to.equal(0xbf9cf968);
  });

  it('puts an id in fnv1a32(id) % P, always within range', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 4096 }), (id, p) => {
      const part = partitionOf(id, p);
      return part === fnv1a32(id) % p && part >= 0 && part < p;
    }));
  });

  it('reads a command subject back, and refuses what is not one', () => {
    expect(parseCommandSubject(commandSubject('ap', 'job', 17, 'abc'))).to.deep.equal({ kind: 'job', partition: 17, id: 'abc' });
    expect(parseCommandSubject('ap.job.x.abc')).to.equal(null);
    expect(parseCommandSubject('ap.job.1')).to.equal(null);
  });
});

describe('rendezvous assignment', () => {
  const members = ['node-a', 'node-b', 'node-c'];

  it('gives every partition exactly one owner, the same whatever the member order', () => {
    fc.assert(fc.property(fc.shuffledSubarray(members, { minLength: 3, maxLength: 3 }), (order) => {
      for (let p = 0; p < 128; p++) if (ownerOf(p, order) !== ownerOf(p, members)) return false;
      return true;
    }));
    const all = members.flatMap((m) => assignedTo(m, members, 128));
    expect(all.sort((a, b) => a - b)).to.deep.equal([...Array(128).keys()]);
  });

  it('moves only the leaving member\'s partitions when one leaves', () => {
    const before = [...Array(128).keys()].map((p) => ownerOf(p, members));
    const after = [...Array(128).keys()].map((p) => ownerOf(p, ['node-a', 'node-c']));
    for (let p = 0; p < 128; p++) if (before[p] !== 'node-b') expect(after[p]).to.equal(before[p]);
  });

  it('gives a newcomer a fair share (within 40% of 1/N) taken from the others', () => {
    const four = [...members, 'node-d'];
    const share = assignedTo('node-d', four, 128).length;
    expect(share).to.be.within(128 / 4 * 0.6, 128 / 4 * 1.4);
    expect(ownerOf(0, [])).to.equal(null);
  });
});

describe('mailboxes', () => {
  it('runs one actor\'s tasks one at a time in arrival order, different actors concurrently', async () => {
    const mb = new Mailboxes();
    const log: string[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    const task = (key: string, n: number) => ({
      run: async () => {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((r) => setTimeout(r, 5 - (n % 3)));
        log.push(`${key}${n}`);
        concurrent--;
      },
      drop: () => log.push(`drop ${key}${n}`),
    });
    for (let n = 0; n < 10; n++) for (const key of ['a', 'b', 'c']) mb.enqueue(key, 0, task(key, n));
    expect(mb.depth()).to.equal(30);
    await mb.drain();
    for (const key of ['a', 'b', 'c']) {
      expect(log.filter((l) => l.startsWith(key))).to.deep.equal([...Array(10).keys()].map((n) => `${key}${n}`));
    }
    expect(maxConcurrent).to.equal(3);
    expect(mb.overlaps).to.equal(0);
    expect(mb.depth()).to.equal(0);
  });

  it('drops the waiting tasks of a lost partition but lets the running one finish', async () => {
    const mb = new Mailboxes();
    const seen: string[] = [];
    let release!: () => void;
    mb.enqueue('x', 3, { run: () => new Promise<void>((r) => (release = () => { seen.push('ran 0'); r(); })), drop: () => seen.push('dropped 0') });
    for (let n = 1; n <= 2; n++) mb.enqueue('x', 3, { run: async () => void seen.push(`ran ${n}`), drop: () => seen.push(`dropped ${n}`) });
    mb.enqueue('y', 4, { run: async () => void seen.push('ran y'), drop: () => seen.push('dropped y') });
    await new Promise((r) => setImmediate(r));
    mb.dropGroup(3);
    release();
    await mb.drain();
    expect(seen.sort()).to.deep.equal(['dropped 1', 'dropped 2', 'ran 0', 'ran y']);
  });
});

describe('in-process subject matching', () => {
  it('follows NATS wildcards', () => {
    const m = (p: string, s: string) => subjectMatches(p.split('.'), s.split('.'));
    expect(m('ap.*.3.*', 'ap.job.3.x')).to.equal(true);
    expect(m('ap.*.3.*', 'ap.job.4.x')).to.equal(false);
    expect(m('ap.evt.>', 'ap.evt.job.x')).to.equal(true);
    expect(m('ap.evt.>', 'ap.evt')).to.equal(false);
    expect(m('ap.a', 'ap.a.b')).to.equal(false);
  });
});
