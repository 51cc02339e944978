/**
 * What the gateway needs beyond 0001: single-use nonces of signed requests, the shared rate-limit
 * counters (rate-limiter-flexible's PostgreSQL layout), and the LoginConsent challenge id of a login
 * challenge, so a wallet's response finds its challenge by an index.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('signed_nonces', (t) => {
    t.string('identity_address', 64).notNullable();
    t.string('nonce', 128).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['identity_address', 'nonce']);
    t.index(['expires_at']);
  });
  // Column names and types are the ones RateLimiterPostgres reads and writes.
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
  await knex.schema.alterTable('login_challenges', (t) => {
    t.string('consent_challenge_id', 64).unique();
    t.bigInteger('issued_height');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_challenges', (t) => {
    t.dropColumn('consent_challenge_id');
    t.dropColumn('issued_height');
  });
  await knex.schema.dropTableIfExists('rate_limits');
  await knex.schema.dropTableIfExists('signed_nonces');
}
