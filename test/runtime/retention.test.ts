import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { ConfigError, loadPlatformConfig } from '../../bin/config.js';
import type { Runtime } from '../../runtime/mod.js';
import { RuntimeStore } from '../../runtime/store.js';
import { eventually, testRuntime, uid, uniqueCluster } from './harness.js';

const DAY = 86_400_000;

describe('retention of inbox and published outbox rows', function () {
  this.timeout(60_000);
  let db: Knex;
  let store: RuntimeStore;
  const started: Runtime[] = [];

  before(() => {
    db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 2 } });
    store = new RuntimeStore(process.env.AP_TEST_DATABASE_URL!, 2);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((r) => r.stop()));
  });
  after(async () => {
    await store.close();
    await db.destroy();
  });

  const ago = (ms: number) => new Date(Date.now() - ms);
  const inboxRow = (tag: string, partition: number | null, age: number) => ({
    kind: 'counter', command_id: uid(tag), actor_id: uid('a'), partition, reply: { ok: true, reply: null }, created_at: ago(age),
  });
  const outboxRow = (tag: string, partition: number, age: number, published: boolean) => ({
    event_id: randomUUID(), kind: 'counter', actor_id: uid(tag), partition, type: 'added', payload: {},
    created_at: ago(age), published_at: published ? ago(age) : null,
  });

  it('deletes only the given partitions\' old inbox rows and old published events, batch by batch', async () => {
    // partitions far above any test cluster's, so no other suite's rows are in scope
    const [mine, other] = [9_001, 9_002];
    const oldInbox = [...Array(5).keys()].map(() => inboxRow('old', mine, 8 * DAY));
    const keptInbox = [inboxRow('recent', mine, 60_000), inboxRow('other', other, 8 * DAY)];
    const oldOutbox = [...Array(3).keys()].map(() => outboxRow('old', mine, 2 * DAY, true));
    const keptOutbox = [outboxRow('recent', mine, 60_000, true), outboxRow('unpublished', mine, 3 * DAY, false),
      outboxRow('other', other, 2 * DAY, true)];
    await db('inbox').insert([...oldInbox, ...keptInbox]);
    await db('outbox').insert([...oldOutbox, ...keptOutbox]);
    const opts = { inboxRetentionMs: 7 * DAY, outboxRetentionMs: DAY, batch: 2 };

    expect(await store.purge([], opts)).to.deep.equal({ inbox: 0, outbox: 0 });
    expect(await store.purge([mine], opts)).to.deep.equal({ inbox: 2, outbox: 2 });
    expect(await store.purge([mine], opts)).to.deep.equal({ inbox: 2, outbox: 1 });
    expect(await store.purge([mine], opts)).to.deep.equal({ inbox: 1, outbox: 0 });
    expect(await store.purge([mine], opts)).to.deep.equal({ inbox: 0, outbox: 0 });

    const inboxLeft = await db('inbox').whereIn('command_id', [...oldInbox, ...keptInbox].map((r) => r.command_id)).pluck('command_id');
    expect(inboxLeft.sort()).to.deep.equal(keptInbox.map((r) => r.command_id).sort());
    const outboxLeft = await db('outbox').whereIn('event_id', [...oldOutbox, ...keptOutbox].map((r) => r.event_id)).pluck('event_id');
    expect(outboxLeft.sort()).to.deep.equal(keptOutbox.map((r) => r.event_id).sort());
    await db('inbox').whereIn('command_id', keptInbox.map((r) => r.command_id)).delete();
    await db('outbox').whereIn('event_id', keptOutbox.map((r) => r.event_id)).delete();
  });

  it('leaves inbox rows without a partition (written before it was recorded) to the owner of partition 0', async () => {
    const legacy = inboxRow('legacy', null, 8 * DAY);
    await db('inbox').insert(legacy);
    const opts = { inboxRetentionMs: 7 * DAY, outboxRetentionMs: DAY };
    await store.purge([9_003], opts);
    expect(await db('inbox').where('command_id', legacy.command_id)).to.have.length(1);
    await store.purge([0, 9_003], opts);
    expect(await db('inbox').where('command_id', legacy.command_id)).to.have.length(0);
  });

  it('purges on the owner\'s timer: old rows go, a recent command is still answered from the inbox', async () => {
    const rt = await testRuntime('inprocess', {
      cluster: uniqueCluster('ret'), inboxRetentionMs: 60_000, outboxRetentionMs: 60_000, purgeIntervalMs: 200,
    });
    started.push(rt);
    const [oldId, newId] = [uid('old'), uid('new')];
    const oldCmd = uid('cmd');
    const newCmd = uid('cmd');
    await rt.client.send('counter', oldId, { op: 'add', by: 1 }, { commandId: oldCmd });
    await rt.client.send('counter', newId, { op: 'add', by: 1 }, { commandId: newCmd });
    // the relay marks the events published; then the first actor's rows are made two minutes old
    await eventually(async () => (await db('outbox').whereIn('actor_id', [oldId, newId]).whereNotNull('published_at')).length === 2);
    const inbox = await db('inbox').where('command_id', oldCmd).first();
    expect(inbox.partition, 'the commit records the partition').to.be.a('number');
    await db('inbox').where('command_id', oldCmd).update({ created_at: ago(120_000) });
    await db('outbox').where('actor_id', oldId).update({ published_at: ago(120_000) });

    await eventually(async () => (await db('inbox').where('command_id', oldCmd)).length === 0
      && (await db('outbox').where('actor_id', oldId)).length === 0, 10_000);
    expect(await db('inbox').where('command_id', newCmd)).to.have.length(1);
    expect(await db('outbox').where('actor_id', newId)).to.have.length(1);
    // within the window a retry is still a duplicate: same reply, applied once
    expect(await rt.client.send('counter', newId, { op: 'add', by: 1 }, { commandId: newCmd })).to.deep.equal({ count: 1 });
    expect((await db('actors').where({ kind: 'counter', id: newId }).first()).state.count).to.equal(1);
  });

  it('reads ACTOR_INBOX_RETENTION_MS and ACTOR_OUTBOX_RETENTION_MS, with 7 days and 1 day by default', () => {
    const defaults = loadPlatformConfig({});
    expect(defaults.ACTOR_INBOX_RETENTION_MS).to.equal(7 * DAY);
    expect(defaults.ACTOR_OUTBOX_RETENTION_MS).to.equal(DAY);
    const set = loadPlatformConfig({ ACTOR_INBOX_RETENTION_MS: '172800000', ACTOR_OUTBOX_RETENTION_MS: '3600000' });
    expect(set.ACTOR_INBOX_RETENTION_MS).to.equal(2 * DAY);
    expect(set.ACTOR_OUTBOX_RETENTION_MS).to.equal(3_600_000);
  });

  for (const variable of ['ACTOR_INBOX_RETENTION_MS', 'ACTOR_OUTBOX_RETENTION_MS']) {
    for (const bad of ['a week', '-1', '1000']) {
      it(`refuses ${variable}=${bad}, naming it`, () => {
        let err: unknown;
        try {
          loadPlatformConfig({ [variable]: bad });
        } catch (e) {
          err = e;
        }
        expect(err).to.be.instanceOf(ConfigError);
        expect((err as ConfigError).variables).to.include(variable);
        expect((err as ConfigError).message).to.contain(variable);
      });
    }
  }
});
