/**
 * The jobs' read models, written by the job actor in the same transaction as its state: the job as
 * participants read it (`view`, the read shape of actors/job/view.ts, with the columns lists filter
 * on), its stored events in order (a job's history replays to its state), and the txids claimed by
 * jobs (a txid counts once across all jobs). Files and chat messages of a job are stored here too,
 * so the job's data-deletion removes them with the event that records it.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE jobs (
      id text PRIMARY KEY,
      buyer_id text NOT NULL,
      seller_id text NOT NULL,
      service_id text NOT NULL,
      status text NOT NULL,
      price numeric(30, 8) NOT NULL,
      currency text NOT NULL,
      job_hash text NOT NULL,
      frozen boolean NOT NULL DEFAULT false,
      view jsonb NOT NULL,
      attestations jsonb NOT NULL DEFAULT '[]',
      version bigint NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX jobs_buyer ON jobs (buyer_id, created_at DESC, id);
    CREATE INDEX jobs_seller ON jobs (seller_id, created_at DESC, id);
    CREATE INDEX jobs_open_disputes ON jobs (updated_at) WHERE frozen;

    CREATE TABLE job_events (
      job_id text NOT NULL,
      version bigint NOT NULL,
      idx int NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL,
      at timestamptz NOT NULL,
      PRIMARY KEY (job_id, version, idx)
    );

    CREATE TABLE job_files (
      id text PRIMARY KEY,
      job_id text NOT NULL,
      uploader_id text NOT NULL,
      name text NOT NULL,
      mime text NOT NULL,
      size bigint NOT NULL,
      sha256 text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX job_files_job ON job_files (job_id, created_at);

    CREATE TABLE job_file_chunks (
      file_id text NOT NULL,
      job_id text NOT NULL,
      seq int NOT NULL,
      data bytea NOT NULL,
      PRIMARY KEY (file_id, seq)
    );
    CREATE INDEX job_file_chunks_job ON job_file_chunks (job_id);

    CREATE TABLE job_messages (
      id bigint NOT NULL,
      job_id text NOT NULL,
      sender_id text NOT NULL,
      content text NOT NULL,
      safety jsonb NOT NULL,
      client_message_id text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (job_id, id)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS job_messages, job_file_chunks, job_files, job_events, jobs');
}
