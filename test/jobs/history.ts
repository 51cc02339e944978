/** A job's stored history checked against its state: replay equals the actor's state, no transition twice, no unsound state. */
import { expect } from 'chai';
import type { Knex } from 'knex';
import { invariantViolations, replay } from '../../actors/job/machine.js';
import type { JobEvent } from '../../actors/job/state.js';

const ONCE = ['job_created', 'job_accepted', 'job_delivered', 'job_completed', 'job_cancelled'];

export async function checkHistory(knex: Knex, jobId: string): Promise<{ events: JobEvent[] }> {
  const rows = await knex('job_events').where({ job_id: jobId }).orderBy([{ column: 'version' }, { column: 'idx' }]).select('payload');
  const events = rows.map((r) => r.payload as JobEvent);
  const stored = await knex('actors').where({ kind: 'job', id: jobId }).first('state');
  const replayed = replay(events);
  expect(replayed, `replay of ${jobId}`).to.deep.equal(stored.state);
  expect(invariantViolations(replayed!), `invariants of ${jobId}`).to.deep.equal([]);
  for (const type of ONCE) expect(events.filter((e) => e.type === type).length, `${type} of ${jobId}`).to.be.at.most(1);
  const transitions = events.filter((e) => e.type === 'status_changed').map((e) => `${(e as any).from}->${(e as any).to}`);
  expect(new Set(transitions).size, `transitions of ${jobId}: ${transitions.join(', ')}`).to.equal(transitions.length);
  return { events };
}
