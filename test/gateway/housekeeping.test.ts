import { expect } from 'chai';
import type { Knex } from 'knex';
import { openKnex } from '../../bin/database.js';
import { ChallengeStore } from '../../gateway/auth/challenges.js';
import { NonceStore } from '../../gateway/auth/nonces.js';
import { SessionStore } from '../../gateway/auth/sessions.js';

describe('gateway housekeeping (expired sessions, challenges and nonces)', () => {
  let knex: Knex;
  before(() => { knex = openKnex(process.env.AP_TEST_DATABASE_URL!); });
  after(() => knex.destroy());

  it('purges sessions expired longer ago than kept, and keeps recently expired ones for "Session expired"', async () => {
    const store = new SessionStore(knex, 60_000);
    const old = await store.create('iOldOldOldOldOldOldOldOldOld', null);
    const recent = await store.create('iRecentRecentRecentRecentRe', null);
    await knex('sessions').where('id', old.session.id).update({ expires_at: new Date(Date.now() - 8 * 86_400_000) });
    await knex('sessions').where('id', recent.session.id).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await store.purgeExpired()).to.be.at.least(1);
    expect((await store.touch(old.token)).state).to.equal('unknown');
    expect((await store.touch(recent.token)).state).to.equal('expired');
  });

  it('purges challenges an hour after expiry', async () => {
    const store = new ChallengeStore(knex, 60_000);
    const c = await store.create('claim');
    await knex('login_challenges').where('id', c.id).update({ expires_at: new Date(Date.now() - 2 * 3600_000) });
    expect(await store.purgeExpired()).to.be.at.least(1);
    expect(await store.get(c.id)).to.equal(null);
  });

  it('forgets nonces after their retention, and only then accepts them again', async () => {
    const store = new NonceStore(knex, 600_000);
    const id = `iNonce${Date.now()}`;
    expect(await store.consume(id, 'nonce-abc')).to.equal(true);
    expect(await store.consume(id, 'nonce-abc')).to.equal(false);
    await knex('signed_nonces').where({ identity_address: id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await store.purgeExpired()).to.be.at.least(1);
    expect(await store.consume(id, 'nonce-abc')).to.equal(true);
  });
});
