/**
 * Retention of the actor runtime's de-duplication window and published events: each partition's
 * owner purges its own old `inbox` and published `outbox` rows, so both need the partition in an
 * index. `inbox.partition` is nullable: rows written before this migration have none, and the owner
 * of partition 0 purges those.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inbox', (t) => {
    t.integer('partition');
    t.index(['partition', 'created_at'], 'inbox_partition_created_idx');
  });
  await knex.schema.alterTable('outbox', (t) => {
    t.index(['partition', 'published_at'], 'outbox_published_idx', { predicate: knex.whereNotNull('published_at') });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => t.dropIndex(['partition', 'published_at'], 'outbox_published_idx'));
  await knex.schema.alterTable('inbox', (t) => {
    t.dropIndex(['partition', 'created_at'], 'inbox_partition_created_idx');
    t.dropColumn('partition');
  });
}
