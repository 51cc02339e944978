/**
 * The tables the actor runtime and login need: partition owners, actor state, inbox, outbox,
 * reminders, sessions, login challenges and the identity cache.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partition_owners', (t) => {
    t.string('kind', 64).notNullable();
    t.integer('partition').notNullable();
    t.string('owner', 128).notNullable();
    t.bigInteger('epoch').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'partition']);
  });
  await knex.schema.createTable('actors', (t) => {
    t.string('kind', 64).notNullable();
    t.string('id', 128).notNullable();
    t.integer('partition').notNullable();
    t.jsonb('state').notNullable();
    t.bigInteger('version').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'id']);
  });
  await knex.schema.createTable('inbox', (t) => {
    t.string('kind', 64).notNullable();
    t.string('command_id', 128).notNullable();
    t.string('actor_id', 128).notNullable();
    t.jsonb('reply').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'command_id']);
    t.index(['created_at']);
  });
  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('seq').primary();
    t.uuid('event_id').notNullable().unique();
    t.string('kind', 64).notNullable();
    t.string('actor_id', 128).notNullable();
    t.integer('partition').notNullable();
    t.string('type', 128).notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('published_at', { useTz: true });
    t.index(['partition', 'seq'], 'outbox_unpublished_idx', { predicate: knex.whereNull('published_at') });
  });
  await knex.schema.createTable('reminders', (t) => {
    t.string('kind', 64).notNullable();
    t.string('actor_id', 128).notNullable();
    t.string('name', 128).notNullable();
    t.integer('partition').notNullable();
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.primary(['kind', 'actor_id', 'name']);
    t.index(['partition', 'due_at']);
  });
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 128).primary();
    t.string('identity_address', 64).notNullable();
    t.string('identity_name', 256);
    t.jsonb('data').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['identity_address']);
    t.index(['expires_at']);
  });
  await knex.schema.createTable('login_challenges', (t) => {
    t.uuid('id').primary();
    t.string('challenge_hash', 64).notNullable().unique();
    t.string('status', 32).notNullable().defaultTo('pending');
    t.string('claim_hash', 64).notNullable();
    t.jsonb('request').notNullable().defaultTo('{}');
    t.string('identity_address', 64);
    t.string('identity_name', 256);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['expires_at']);
  });
  await knex.schema.createTable('identity_cache', (t) => {
    t.string('identity_address', 64).primary();
    t.string('name', 256);
    t.jsonb('identity').notNullable();
    t.string('status', 32).notNullable();
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['identity_cache', 'login_challenges', 'sessions', 'reminders', 'outbox', 'inbox', 'actors', 'partition_owners']) {
    await knex.schema.dropTableIfExists(table);
  }
}
