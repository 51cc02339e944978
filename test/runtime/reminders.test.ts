import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import type { Runtime } from '../../runtime/mod.js';
import { eventually, testRuntime, uid, uniqueCluster } from './harness.js';

describe('reminder delivery under store failures and repeated due times', function () {
  this.timeout(60_000);
  let db: Knex;
  const started: Runtime[] = [];
  const undo: string[] = [];

  before(() => { db = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL, pool: { min: 0, max: 2 } }); });
  afterEach(async () => {
    for (const sql of undo.splice(0)) await db.raw(sql);
    await Promise.all(started.splice(0).map((r) => r.stop()));
  });
  after(() => db.destroy());

  it('fires a reminder once the store recovers, however many deliveries failed meanwhile', async () => {
    const rt = await testRuntime('inprocess', { cluster: uniqueCluster('remf') });
    started.push(rt);
    const id = uid('rf');
    const tag = id.replace(/-/g, '_');
    // the database refuses the reminder's commit (its inbox row) for this actor only, counting attempts
    // in a sequence (which a rolled-back statement still advances)
    await db.raw(`CREATE SEQUENCE ${tag}_attempts`);
    await db.raw(`CREATE FUNCTION ${tag}_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('${tag}_attempts'); RAISE EXCEPTION 'store unavailable (test)'; END $$`);
    await db.raw(`CREATE TRIGGER ${tag}_refuse BEFORE INSERT ON inbox FOR EACH ROW
      WHEN (NEW.actor_id = '${id}' AND NEW.command_id LIKE 'reminder:%') EXECUTE FUNCTION ${tag}_refuse()`);
    undo.push(`DROP TRIGGER IF EXISTS ${tag}_refuse ON inbox`, `DROP FUNCTION IF EXISTS ${tag}_refuse()`,
      `DROP SEQUENCE IF EXISTS ${tag}_attempts`);

    await rt.client.send('counter', id, { op: 'remind', name: 'wake', delayMs: 100 });
    // well past the five attempts after which a reminder whose handler throws is given up on
    await eventually(async () => {
      const { rows } = await db.raw(`SELECT last_value, is_called FROM ${tag}_attempts`);
      return rows[0].is_called && Number(rows[0].last_value) >= 8;
    }, 30_000);
    expect((await db('actors').where({ kind: 'counter', id }).first()).state.fired).to.deep.equal({});

    await db.raw(`DROP TRIGGER ${tag}_refuse ON inbox`);
    await eventually(async () => (await db('actors').where({ kind: 'counter', id }).first()).state.fired.wake === 1, 10_000);
    expect(await db('reminders').where({ kind: 'counter', actor_id: id })).to.have.length(0);
  });
  it('forgets a reminder set again at a due time it already fired at, instead of delivering it on every poll', async () => {
    const rt = await testRuntime('inprocess', { cluster: uniqueCluster('remd') });
    started.push(rt);
    const id = uid('rd');
    const at = new Date(Date.now() + 300).toISOString();
    const state = async () => (await db('actors').where({ kind: 'counter', id }).first()).state;
    await rt.client.send('counter', id, { op: 'remind', name: 'wake', delayMs: 0, at });
    await eventually(async () => (await state()).fired.wake === 1, 10_000);
    const handled = await db('inbox').where({ kind: 'counter', actor_id: id }).count<{ count: string }[]>('* as count');

    await rt.client.send('counter', id, { op: 'remind', name: 'wake', delayMs: 0, at });
    await eventually(async () => (await db('reminders').where({ kind: 'counter', actor_id: id })).length === 0, 10_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await state()).fired).to.deep.equal({ wake: 1 });
    const after = await db('inbox').where({ kind: 'counter', actor_id: id }).count<{ count: string }[]>('* as count');
    expect(Number(after[0]!.count), 'only the second set command was added').to.equal(Number(handled[0]!.count) + 1);
  });

  it('refuses a reminder time that is not an ISO instant', async () => {
    const rt = await testRuntime('inprocess', { cluster: uniqueCluster('remv') });
    started.push(rt);
    let err: { code?: string } | undefined;
    try {
      await rt.client.send('counter', uid('rv'), { op: 'remind', name: 'wake', delayMs: 0, at: 'tomorrow' });
    } catch (e) {
      err = e as { code?: string };
    }
    expect(err?.code).to.equal('VALIDATION_ERROR');
  });
});
