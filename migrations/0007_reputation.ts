/**
 * Reputation and attention (docs/reputation.md). Written by the actors in their commits: reviews,
 * inbox items, notifications (the webhook fan-out reads them), trust recomputation requests and
 * the agents' availability history. Written by the platform's workers and admin routes: trust
 * scores and their history, penalties, webhook endpoints and deliveries, signed job receipts, and
 * the admin audit log.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE reviews (
      id text PRIMARY KEY,
      job_id text NOT NULL UNIQUE,
      agent_id text NOT NULL,
      agent_name text,
      buyer_id text NOT NULL,
      buyer_name text,
      job_hash text NOT NULL,
      rating int,
      message text,
      signed_timestamp bigint NOT NULL,
      signature text NOT NULL,
      signed_form text NOT NULL,
      digest text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX reviews_agent ON reviews (agent_id, created_at DESC, id);

    CREATE TABLE inbox_items (
      id text PRIMARY KEY,
      identity_id text NOT NULL,
      kind text NOT NULL,
      job_id text,
      ref text,
      payload jsonb NOT NULL,
      -- open: awaiting action; rejected / done: acted on (kept for the record, out of the inbox)
      status text NOT NULL DEFAULT 'open',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX inbox_items_open ON inbox_items (identity_id, created_at DESC, id) WHERE status = 'open';

    CREATE TABLE notifications (
      id text PRIMARY KEY,
      seq bigserial UNIQUE,
      identity_id text NOT NULL,
      type text NOT NULL,
      job_id text,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      read_at timestamptz,
      -- not yet turned into webhook deliveries
      webhook_pending boolean NOT NULL DEFAULT true
    );
    CREATE INDEX notifications_identity ON notifications (identity_id, seq DESC);
    CREATE INDEX notifications_unread ON notifications (identity_id) WHERE read_at IS NULL;
    CREATE INDEX notifications_fanout ON notifications (seq) WHERE webhook_pending;

    CREATE TABLE agent_history (
      agent_id text NOT NULL,
      version bigint NOT NULL,
      at timestamptz NOT NULL,
      available boolean NOT NULL,
      data_policy boolean NOT NULL,
      PRIMARY KEY (agent_id, version)
    );
    CREATE INDEX agent_history_at ON agent_history (agent_id, at);

    CREATE TABLE trust_queue (
      id text PRIMARY KEY,
      agent_id text NOT NULL,
      cause text NOT NULL,
      job_id text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX trust_queue_created ON trust_queue (created_at);

    CREATE TABLE trust_scores (
      agent_id text PRIMARY KEY,
      score int NOT NULL,
      subscores jsonb NOT NULL,
      facts jsonb NOT NULL,
      as_of timestamptz NOT NULL,
      formula int NOT NULL,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE trust_history (
      id bigserial PRIMARY KEY,
      agent_id text NOT NULL,
      score int NOT NULL,
      previous int,
      subscores jsonb NOT NULL,
      cause text NOT NULL,
      detail jsonb NOT NULL DEFAULT '{}',
      as_of timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX trust_history_agent ON trust_history (agent_id, id DESC);

    CREATE TABLE trust_penalties (
      id text PRIMARY KEY,
      agent_id text NOT NULL,
      points int NOT NULL,
      reason text NOT NULL,
      by_id text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX trust_penalties_agent ON trust_penalties (agent_id, created_at);

    CREATE TABLE webhooks (
      id text PRIMARY KEY,
      owner_id text NOT NULL,
      url text NOT NULL,
      events jsonb NOT NULL,
      description text,
      -- AES-256-GCM under WEBHOOK_ENCRYPTION_KEY: v1.<iv>.<tag>.<ciphertext>, base64url
      secret_enc text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX webhooks_owner ON webhooks (owner_id, created_at);

    CREATE TABLE webhook_deliveries (
      id text PRIMARY KEY,
      webhook_id text NOT NULL,
      owner_id text NOT NULL,
      notification_id text NOT NULL,
      event_type text NOT NULL,
      payload jsonb NOT NULL,
      -- pending (due at next_attempt_at), delivered, dead (gave up: the dead-letter list)
      status text NOT NULL DEFAULT 'pending',
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      -- retries stop once this is past (24 h after the first try, or after a replay)
      give_up_at timestamptz NOT NULL,
      locked_until timestamptz,
      last_status int,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      dead_at timestamptz,
      UNIQUE (webhook_id, notification_id)
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_owner ON webhook_deliveries (webhook_id, status, created_at DESC);

    CREATE TABLE job_receipts (
      job_id text PRIMARY KEY,
      digest text NOT NULL,
      receipt jsonb NOT NULL,
      signed_at timestamptz NOT NULL
    );

    CREATE TABLE admin_audit (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id text,
      actor_name text,
      ip text NOT NULL,
      user_agent text,
      method text NOT NULL,
      path text NOT NULL,
      action text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}',
      body jsonb,
      -- pending until the action answered; then ok, refused (4xx), error (5xx) or denied (not an admin)
      outcome text NOT NULL,
      status int,
      error_code text,
      finished_at timestamptz
    );
    CREATE INDEX admin_audit_at ON admin_audit (id DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE IF EXISTS admin_audit, job_receipts, webhook_deliveries, webhooks, trust_penalties, trust_history,
    trust_scores, trust_queue, agent_history, notifications, inbox_items, reviews`);
}
