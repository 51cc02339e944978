/**
 * The catalog's read models, written by the agent actor in the same transaction as its state
 * (runtime read-model writes): agents, their services, each service's accepted prices (one row per
 * currency, so a search by currency and price is an index lookup), and canary tokens (never read by
 * a public route). Full-text search is PostgreSQL's, over generated tsvector columns.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE agents (
      id text PRIMARY KEY,
      identity_name text,
      name text NOT NULL,
      type text NOT NULL,
      description text NOT NULL DEFAULT '',
      category text,
      tags jsonb NOT NULL DEFAULT '[]',
      website text,
      status text NOT NULL,
      privacy_tier text NOT NULL,
      suspended boolean NOT NULL DEFAULT false,
      owner_id text NOT NULL,
      owner_name text,
      pay_address text,
      data_policy jsonb,
      source text NOT NULL,
      registered_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED
    );
    CREATE INDEX agents_owner ON agents (owner_id, registered_at DESC);
    CREATE INDEX agents_listed ON agents (registered_at DESC, id) WHERE NOT suspended AND privacy_tier <> 'private';
    CREATE INDEX agents_search ON agents USING gin (search);

    CREATE TABLE services (
      id text PRIMARY KEY,
      agent_id text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      price numeric(30, 8) NOT NULL,
      currency text NOT NULL,
      accepted_currencies jsonb NOT NULL,
      category text NOT NULL,
      turnaround text,
      payment_terms text NOT NULL,
      guard boolean NOT NULL,
      private_mode boolean NOT NULL,
      source text NOT NULL,
      -- denormalised from the agent, so a search reads one table: the agent is active, not suspended
      -- and not private (the agent actor rewrites its services' rows when any of that changes)
      listed boolean NOT NULL,
      agent_name text NOT NULL,
      agent_identity_name text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED
    );
    CREATE INDEX services_agent ON services (agent_id, created_at);
    CREATE INDEX services_newest ON services (created_at DESC, id) WHERE listed;
    CREATE INDEX services_price ON services (price, id) WHERE listed;
    CREATE INDEX services_category ON services (lower(category), price) WHERE listed;
    CREATE INDEX services_search ON services USING gin (search) WHERE listed;

    CREATE TABLE service_prices (
      service_id text NOT NULL,
      currency text NOT NULL,
      price numeric(30, 8) NOT NULL,
      PRIMARY KEY (service_id, currency)
    );
    CREATE INDEX service_prices_currency ON service_prices (currency, price);

    CREATE TABLE agent_canaries (
      id text PRIMARY KEY,
      agent_id text NOT NULL,
      token text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX agent_canaries_agent ON agent_canaries (agent_id);

    -- Catalog data lives in memory or on SSD: with the default random_page_cost of 4 the planner
    -- prefers a sequential scan to the GIN bitmap for full-text counts (it does not price reading
    -- each row's tsvector), ten times slower at 10,000 services (docs/benchmarks.md).
    DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); END $$;

    CREATE TABLE chain_cursor (
      name text PRIMARY KEY,
      height bigint NOT NULL,
      block_hash text,
      -- the last poll that reached the chain, and the error of the last one that did not
      polled_at timestamptz NOT NULL DEFAULT now(),
      last_error text
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS chain_cursor, agent_canaries, service_prices, services, agents');
}
