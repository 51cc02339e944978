/**
 * The workspace session's payloads: what an agent's operation carries (a write's bytes, a search's
 * query) and what the buyer's workspace client answered (a read's bytes, a listing, matches). The
 * job actor owns each operation's state and logs it in `job_events`; the bytes are here, written by
 * the gateway that received them and read by the gateway that relays them, and deleted with the
 * job's data like its files and messages.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE jailbox_payloads (
      job_id text NOT NULL,
      op_id text NOT NULL,
      part text NOT NULL CHECK (part IN ('request', 'result')),
      data bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (job_id, op_id, part)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS jailbox_payloads');
}
