import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import type { Runtime } from '../../runtime/mod.js';
import { eventually, testRuntime, uid, uniqueCluster } from './harness.js';

describe('reminders under a failing store', function () {
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
});
