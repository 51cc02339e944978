/**
 * The runtime's PostgreSQL: partition epochs, actor rows, and the fenced transaction. A message is
 * committed by ONE statement (a chain of data-modifying CTEs, atomic on its own) that checks the
 * partition epoch under FOR SHARE, looks the command id up in `inbox`, bumps the actor's version
 * `WHERE version = expected`, and writes inbox, outbox and reminder rows, all or nothing.
 *
 * FOR SHARE matters: a new owner's epoch UPDATE waits for the old owner's in-flight statements to
 * finish, and every statement after it sees the new epoch, so a paused old owner commits nothing.
 *
 * Group commit: commits that arrive together (the same turn of the event loop, or while earlier
 * batches hold the store's connections) leave as one batch: ONE statement, the same CTE chain over
 * a set of messages, each checked on its own (its partition's epoch, its command id, its actor's
 * version), so one message's fence, duplicate or conflict answers that message alone. A batch with
 * read-model writes runs in one transaction: the statement, then the writes of exactly the members
 * it committed. If the batch fails as a whole (a write breaks a constraint, a deadlock), nothing of
 * it was committed and every member is committed again on its own, so only the failing one fails.
 * Messages that set, cancel or fire reminders take the single statement.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { combinedStatement, readModelStatement, type Statement } from './read-model.js';
import type { EventDraft, ReadModelWrite } from './types.js';

/** bigint columns (version, epoch, seq) as numbers, for this pool only: they stay far below 2^53. */
const TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface ActorRow {
  json: string;
  version: number;
}

export interface CommitRequest {
  scope: string;
  partition: number;
  epoch: number;
  kind: string;
  id: string;
  commandId: string;
  /** 'insert' a fresh actor, 'update' at `expectedVersion`, or 'none' (a rejection: inbox only). */
  mode: 'insert' | 'update' | 'none';
  expectedVersion: number;
  stateJson: string;
  reply: unknown;
  events: EventDraft[];
  setReminders: { name: string; dueAt: Date; payload: unknown }[];
  cancelReminders: string[];
  /** The reminder being fired: it must still be there at this due time, and is deleted. */
  firing?: { name: string; dueAt: Date };
  /** Read-model rows written in the same transaction, only when the commit goes through. */
  writes?: ReadModelWrite[];
}

export type CommitResult =
  | { status: 'committed'; version: number }
  | { status: 'fenced' }
  | { status: 'duplicate'; reply: unknown }
  | { status: 'conflict' }
  | { status: 'stale_reminder' };

export interface DueReminder {
  kind: string;
  actorId: string;
  name: string;
  partition: number;
  dueAt: Date;
  payload: unknown;
}

export interface OutboxRow {
  seq: number;
  eventId: string;
  kind: string;
  actorId: string;
  type: string;
  payload: unknown;
  createdAt: Date;
}

const ACTOR_WRITE = {
  update: `UPDATE actors SET state = $7::jsonb, version = version + 1, updated_at = now()
             WHERE kind = $4 AND id = $5 AND version = $8 AND EXISTS (SELECT 1 FROM go) RETURNING version`,
  insert: `INSERT INTO actors (kind, id, partition, state, version)
             SELECT $4, $5, $2, $7::jsonb, 1 FROM go ON CONFLICT (kind, id) DO NOTHING RETURNING version`,
  none: `SELECT $8::bigint AS version FROM go`,
} as const;

// `typed` names every parameter's type, since some modes leave $7 or $8 unused
const commitSql = (mode: CommitRequest['mode']) => `
WITH typed AS (SELECT $7::jsonb AS s, $8::bigint AS v),
f AS (SELECT epoch FROM partition_owners WHERE kind = $1 AND partition = $2 AND epoch = $3 FOR SHARE),
d AS (SELECT reply FROM inbox WHERE kind = $4 AND command_id = $6),
live AS (SELECT ($13::text IS NULL OR EXISTS (SELECT 1 FROM reminders
           WHERE kind = $4 AND actor_id = $5 AND name = $13 AND due_at = $14::timestamptz)) AS ok),
go AS (SELECT 1 WHERE EXISTS (SELECT 1 FROM f) AND NOT EXISTS (SELECT 1 FROM d) AND (SELECT ok FROM live)),
a AS (${ACTOR_WRITE[mode]}),
i AS (INSERT INTO inbox (kind, command_id, actor_id, partition, reply) SELECT $4, $6, $5, $2, $9::jsonb FROM a),
o AS (INSERT INTO outbox (event_id, kind, actor_id, partition, type, payload)
        SELECT (e.v->>'id')::uuid, $4, $5, $2, e.v->>'type', coalesce(e.v->'payload', 'null'::jsonb)
        FROM a, jsonb_array_elements($10::jsonb) WITH ORDINALITY AS e(v, ord) ORDER BY e.ord),
rd AS (DELETE FROM reminders WHERE kind = $4 AND actor_id = $5 AND EXISTS (SELECT 1 FROM a)
         AND name <> ALL($15::text[]) AND (name = ANY($12::text[]) OR (name = $13 AND due_at = $14::timestamptz))),
rs AS (INSERT INTO reminders (kind, actor_id, name, partition, due_at, payload)
         SELECT $4, $5, r.v->>'name', $2, (r.v->>'dueAt')::timestamptz, coalesce(r.v->'payload', '{}'::jsonb)
         FROM a, jsonb_array_elements($11::jsonb) AS r(v)
         ON CONFLICT (kind, actor_id, name) DO UPDATE
           SET due_at = excluded.due_at, payload = excluded.payload, partition = excluded.partition),
-- a reminder already handled at this due time (set again at the same time later): forget it, or it
-- would be delivered as a duplicate on every poll
rdup AS (DELETE FROM reminders WHERE $13::text IS NOT NULL AND EXISTS (SELECT 1 FROM f) AND EXISTS (SELECT 1 FROM d)
           AND kind = $4 AND actor_id = $5 AND name = $13 AND due_at = $14::timestamptz)
SELECT EXISTS (SELECT 1 FROM f) AS owned, (SELECT reply FROM d) AS duplicate,
       (SELECT ok FROM live) AS live, (SELECT version FROM a) AS version`;

/**
 * The commit statement of each mode, built once and sent as a named prepared statement: every pool
 * connection parses it once and then only binds and executes it. Sent as plain text, its ~2.5 KB of
 * CTEs were parsed and planned again for every command, which was most of the database's work.
 */
const COMMIT = {
  update: { name: 'ap_runtime_commit_update', text: commitSql('update') },
  insert: { name: 'ap_runtime_commit_insert', text: commitSql('insert') },
  none: { name: 'ap_runtime_commit_none', text: commitSql('none') },
} as const;

/**
 * The commit statement of a batch: the CTE chain of `commitSql` over the rows of `$1` (a JSON array,
 * one object a message: n, scope, part, epoch, kind, id, cmd, mode, ver, state, reply, events). Each
 * row passes on its own: its partition at its epoch (FOR SHARE), its command id not in the inbox,
 * its actor at its expected version. One row per message comes back, in `n` order.
 */
const BATCH_COMMIT = {
  name: 'ap_runtime_commit_batch',
  text: `
WITH b AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(n int, scope text, part int, epoch bigint, kind text, id text,
             cmd text, mode text, ver bigint, state jsonb, reply jsonb, events jsonb)),
f AS (SELECT p.kind, p.partition, p.epoch FROM partition_owners p
        WHERE (p.kind, p.partition, p.epoch) IN (SELECT scope, part, epoch FROM b) FOR SHARE),
d AS (SELECT i.kind, i.command_id, i.reply FROM inbox i WHERE (i.kind, i.command_id) IN (SELECT kind, cmd FROM b)),
go AS (SELECT b.* FROM b WHERE EXISTS (SELECT 1 FROM f WHERE f.kind = b.scope AND f.partition = b.part AND f.epoch = b.epoch)
         AND NOT EXISTS (SELECT 1 FROM d WHERE d.kind = b.kind AND d.command_id = b.cmd)),
au AS (UPDATE actors a SET state = coalesce(go.state, 'null'::jsonb), version = a.version + 1, updated_at = now() FROM go
         WHERE go.mode = 'update' AND a.kind = go.kind AND a.id = go.id AND a.version = go.ver RETURNING go.n, a.version),
ai AS (INSERT INTO actors (kind, id, partition, state, version)
         SELECT kind, id, part, coalesce(state, 'null'::jsonb), 1 FROM go WHERE mode = 'insert' ON CONFLICT (kind, id) DO NOTHING RETURNING kind, id, version),
a AS (SELECT n, version FROM au
      UNION ALL SELECT go.n, ai.version FROM ai JOIN go ON go.mode = 'insert' AND go.kind = ai.kind AND go.id = ai.id
      UNION ALL SELECT n, ver FROM go WHERE mode = 'none'),
i AS (INSERT INTO inbox (kind, command_id, actor_id, partition, reply)
        SELECT go.kind, go.cmd, go.id, go.part, coalesce(go.reply, 'null'::jsonb) FROM go JOIN a ON a.n = go.n),
o AS (INSERT INTO outbox (event_id, kind, actor_id, partition, type, payload)
        SELECT (e.v->>'id')::uuid, go.kind, go.id, go.part, e.v->>'type', coalesce(e.v->'payload', 'null'::jsonb)
        FROM go JOIN a ON a.n = go.n, jsonb_array_elements(go.events) WITH ORDINALITY AS e(v, ord) ORDER BY go.n, e.ord)
SELECT b.n,
       EXISTS (SELECT 1 FROM f WHERE f.kind = b.scope AND f.partition = b.part AND f.epoch = b.epoch) AS owned,
       (SELECT d.reply FROM d WHERE d.kind = b.kind AND d.command_id = b.cmd) AS duplicate,
       (SELECT a.version FROM a WHERE a.n = b.n) AS version
FROM b ORDER BY b.n`,
} as const;

interface Waiting {
  r: CommitRequest;
  resolve(result: CommitResult): void;
  reject(err: unknown): void;
}

/** Most messages in one batch statement. */
const BATCH_MAX = 64;

export class RuntimeStore {
  readonly pool: pg.Pool;
  /** Batches sent and the messages they carried; batches that failed as a whole. */
  readonly batchStats = { batches: 0, messages: 0, failed: 0 };
  readonly #waiting: Waiting[] = [];
  /** Batches in flight at most: the rest of the pool stays for loads, the relay and the single path. */
  readonly #slots: number;
  #inFlight = 0;
  #flushScheduled = false;

  constructor(url: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString: url, max: poolSize, types: TYPES });
    // an idle client losing its server is reported here; the next query gets a fresh one
    this.pool.on('error', () => {});
    this.#slots = Math.max(1, Math.floor(poolSize / 2));
  }

  /**
   * Records `owner` as the holder of `partition` under `epoch`, unless a higher epoch is already
   * there (a claim that lost a race, or came late). True when recorded.
   */
  async claimEpoch(scope: string, partition: number, owner: string, epoch: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO partition_owners (kind, partition, owner, epoch) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, partition) DO UPDATE SET owner = excluded.owner, epoch = excluded.epoch, updated_at = now()
       WHERE partition_owners.epoch < excluded.epoch`,
      [scope, partition, owner, epoch],
    );
    return rowCount === 1;
  }

  /** Takes every partition for a single node: each epoch goes one above what was there. */
  async claimAll(scope: string, partitions: number, owner: string): Promise<Map<number, number>> {
    const { rows } = await this.pool.query<{ partition: number; epoch: number }>(
      `INSERT INTO partition_owners (kind, partition, owner, epoch)
         SELECT $1, p, $3, 1 FROM generate_series(0, $2::int - 1) AS p
       ON CONFLICT (kind, partition) DO UPDATE
         SET owner = excluded.owner, epoch = partition_owners.epoch + 1, updated_at = now()
       RETURNING partition, epoch`,
      [scope, partitions, owner],
    );
    return new Map(rows.map((r) => [r.partition, Number(r.epoch)]));
  }

  /** The epoch on record for a partition (null before any claim). */
  async epochOf(scope: string, partition: number): Promise<{ owner: string; epoch: number } | null> {
    const { rows } = await this.pool.query('SELECT owner, epoch FROM partition_owners WHERE kind = $1 AND partition = $2', [scope, partition]);
    return rows[0] ? { owner: rows[0].owner, epoch: Number(rows[0].epoch) } : null;
  }

  /** An actor's committed state (as JSON text) and version; null for an actor never written. */
  async load(kind: string, id: string): Promise<ActorRow | null> {
    const { rows } = await this.pool.query<{ json: string; version: number }>(
      'SELECT state::text AS json, version FROM actors WHERE kind = $1 AND id = $2', [kind, id]);
    return rows[0] ? { json: rows[0].json, version: Number(rows[0].version) } : null;
  }

  /** The fenced, exactly-once commit of one message (see the file comment); joins a batch when it can. */
  commit(r: CommitRequest): Promise<CommitResult> {
    if (r.setReminders.length > 0 || r.cancelReminders.length > 0 || r.firing) return this.#commitOne(r);
    return new Promise((resolve, reject) => {
      this.#waiting.push({ r, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // setImmediate: every commit asked for in this turn of the event loop joins the same batch
    setImmediate(() => {
      this.#flushScheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    while (this.#waiting.length > 0 && this.#inFlight < this.#slots) {
      // one message per actor in a batch (a mailbox commits one at a time anyway); a second waits
      const batch: Waiting[] = [];
      const actors = new Set<string>();
      const later: Waiting[] = [];
      while (this.#waiting.length > 0 && batch.length < BATCH_MAX) {
        const w = this.#waiting.shift()!;
        const key = `${w.r.kind}/${w.r.id}`;
        if (actors.has(key)) later.push(w);
        else {
          actors.add(key);
          batch.push(w);
        }
      }
      this.#waiting.unshift(...later);
      this.#inFlight += 1;
      void this.#runBatch(batch).finally(() => {
        this.#inFlight -= 1;
        if (this.#waiting.length > 0) this.#schedule();
      });
    }
  }

  async #runBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [w] = batch;
      await this.#commitOne(w!.r).then(w!.resolve, w!.reject);
      return;
    }
    this.batchStats.batches += 1;
    this.batchStats.messages += batch.length;
    let results: CommitResult[];
    try {
      results = await this.#commitBatch(batch.map((w) => w.r));
    } catch {
      // Nothing of the batch was committed: each message again on its own, so only a failing one fails.
      this.batchStats.failed += 1;
      await Promise.all(batch.map((w) => this.#commitOne(w.r).then(w.resolve, w.reject)));
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }

  /** One statement for the batch, in a transaction with the committed members' read-model writes when there are any. */
  async #commitBatch(rs: CommitRequest[]): Promise<CommitResult[]> {
    // The batch as JSON text built by hand: state and reply are already JSON, so they go in as they
    // are instead of being parsed and quoted again.
    const parts = rs.map((r, n) => {
      const events = r.events.map((e) => ({ id: randomUUID(), type: e.type, payload: e.payload ?? null }));
      return `{"n":${n},"scope":${JSON.stringify(r.scope)},"part":${r.partition},"epoch":${r.epoch},` +
        `"kind":${JSON.stringify(r.kind)},"id":${JSON.stringify(r.id)},"cmd":${JSON.stringify(r.commandId)},` +
        `"mode":"${r.mode}","ver":${r.expectedVersion},"state":${r.stateJson},` +
        `"reply":${JSON.stringify(r.reply ?? null)},"events":${JSON.stringify(events)}}`;
    });
    const query = { ...BATCH_COMMIT, values: [`[${parts.join(',')}]`] };
    const withWrites = rs.some((r) => r.mode !== 'none' && (r.writes?.length ?? 0) > 0);
    if (!withWrites) return this.#interpretBatch(rs, await this.pool.query(query));
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const results = this.#interpretBatch(rs, await client.query(query));
      const writes = rs.flatMap((r, n) => (results[n]!.status === 'committed' && r.mode !== 'none' ? r.writes ?? [] : []));
      await this.#write(client, writes);
      await client.query('COMMIT');
      return results;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  /** Read-model writes inside the caller's transaction: one statement when they merge, else one each. */
  async #write(client: pg.PoolClient, writes: ReadModelWrite[], merge = true, statements = writes.map(readModelStatement)): Promise<void> {
    const merged = merge ? combinedStatement(writes, statements) : null;
    for (const st of merged ? [merged] : statements) await client.query(st.text, st.values);
  }

  #interpretBatch(rs: CommitRequest[], { rows }: pg.QueryResult): CommitResult[] {
    return rs.map((r, n) => this.#interpret(r, { rows: [rows[n]] } as pg.QueryResult));
  }

  /** The single fenced statement (with the writes' transaction when there are any). */
  async #commitOne(r: CommitRequest): Promise<CommitResult> {
    if (r.writes && r.writes.length > 0 && r.mode !== 'none') return this.#commitWithWrites(r, r.writes);
    return this.#interpret(r, await this.pool.query(this.#commitQuery(r)));
  }

  /**
   * The fenced statement and the read-model rows in one transaction: the rows are written only when
   * the statement committed the actor (not fenced, not a duplicate), so a reply's read model is exact.
   */
  async #commitWithWrites(r: CommitRequest, writes: ReadModelWrite[]): Promise<CommitResult> {
    const statements = writes.map(readModelStatement); // a bad write fails before anything is sent
    try {
      return await this.#transaction(r, writes, statements, true);
    } catch (err) {
      // Nothing was committed: once more with the writes one by one, in case merging them was what failed.
      if (writes.length > 1) return this.#transaction(r, writes, statements, false);
      throw err;
    }
  }

  async #transaction(r: CommitRequest, writes: ReadModelWrite[], statements: Statement[], merge: boolean): Promise<CommitResult> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = this.#interpret(r, await client.query(this.#commitQuery(r)));
      if (result.status === 'committed') await this.#write(client, writes, merge, statements);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  #commitQuery(r: CommitRequest): pg.QueryConfig {
    const events = r.events.map((e) => ({ id: randomUUID(), type: e.type, payload: e.payload ?? null }));
    return { ...COMMIT[r.mode], values: [
      r.scope, r.partition, r.epoch, r.kind, r.id, r.commandId, r.stateJson, r.expectedVersion,
      JSON.stringify(r.reply ?? null), JSON.stringify(events),
      JSON.stringify(r.setReminders.map((s) => ({ name: s.name, dueAt: s.dueAt.toISOString(), payload: s.payload ?? {} }))),
      r.cancelReminders, r.firing?.name ?? null, r.firing?.dueAt.toISOString() ?? null,
      r.setReminders.map((s) => s.name),
    ] };
  }

  #interpret(r: CommitRequest, { rows }: pg.QueryResult): CommitResult {
    const row = rows[0] as { owned: boolean; duplicate: unknown; live?: boolean; version: number | null };
    if (!row.owned) return { status: 'fenced' };
    if (row.duplicate !== null) return { status: 'duplicate', reply: row.duplicate };
    if (row.live === false) return { status: 'stale_reminder' };
    if (row.version === null) return { status: 'conflict' };
    return { status: 'committed', version: r.mode === 'none' ? r.expectedVersion : Number(row.version) };
  }

  /** The reply stored for a command id, if it was handled. */
  async storedReply(kind: string, commandId: string): Promise<unknown> {
    const { rows } = await this.pool.query('SELECT reply FROM inbox WHERE kind = $1 AND command_id = $2', [kind, commandId]);
    return rows[0]?.reply ?? null;
  }

  /** Due reminders of the given partitions, earliest first, leaving out `skip` (at their due times). */
  async dueReminders(partitions: number[], skip: DueReminder[] = [], limit = 200): Promise<DueReminder[]> {
    if (partitions.length === 0) return [];
    const { rows } = await this.pool.query(
      `SELECT kind, actor_id, name, partition, due_at, payload FROM reminders
       WHERE partition = ANY($1::int[]) AND due_at <= now()
         AND (kind, actor_id, name, due_at) NOT IN (
           SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[]))
       ORDER BY due_at LIMIT $2`,
      [partitions, limit, skip.map((r) => r.kind), skip.map((r) => r.actorId), skip.map((r) => r.name),
        skip.map((r) => r.dueAt.toISOString())]);
    return rows.map((r) => ({ kind: r.kind, actorId: r.actor_id, name: r.name, partition: r.partition, dueAt: r.due_at, payload: r.payload }));
  }

  /** Unpublished outbox rows of the given partitions, in commit order per actor (seq order). */
  /**
   * Marks `published` (events the relay has handed to the transport) and reads the next unpublished
   * events of the partitions, in one statement. The read runs on the statement's snapshot, where the
   * rows being marked still look unpublished, so they are left out by seq.
   */
  async nextUnpublished(partitions: number[], published: number[], limit = 500): Promise<OutboxRow[]> {
    if (partitions.length === 0) {
      await this.markPublished(published);
      return [];
    }
    const { rows } = await this.pool.query(
      `WITH marked AS (UPDATE outbox SET published_at = now() WHERE seq = ANY($3::bigint[]))
       SELECT seq, event_id, kind, actor_id, type, payload, created_at FROM outbox
       WHERE published_at IS NULL AND partition = ANY($1::int[]) AND seq <> ALL($3::bigint[]) ORDER BY seq LIMIT $2`,
      [partitions, limit, published]);
    return rows.map((r) => ({ seq: Number(r.seq), eventId: r.event_id, kind: r.kind, actorId: r.actor_id, type: r.type, payload: r.payload, createdAt: r.created_at }));
  }

  async markPublished(seqs: number[]): Promise<void> {
    if (seqs.length > 0) await this.pool.query('UPDATE outbox SET published_at = now() WHERE seq = ANY($1::bigint[])', [seqs]);
  }

  /**
   * Deletes one batch (at most `batch` rows each) of the given partitions' inbox entries older than
   * `inboxRetentionMs` and published events older than `outboxRetentionMs`, by the database clock.
   * Inbox rows written before they carried a partition go with partition 0. Unpublished events stay.
   */
  async purge(
    partitions: number[], opts: { inboxRetentionMs: number; outboxRetentionMs: number; batch?: number },
  ): Promise<{ inbox: number; outbox: number }> {
    if (partitions.length === 0) return { inbox: 0, outbox: 0 };
    const batch = opts.batch ?? 1000;
    const inbox = await this.pool.query(
      `DELETE FROM inbox WHERE (kind, command_id) IN (
         SELECT kind, command_id FROM inbox
         WHERE (partition = ANY($1::int[]) OR (partition IS NULL AND 0 = ANY($1::int[])))
           AND created_at < now() - $2::bigint * interval '1 millisecond'
         LIMIT $3)`, [partitions, opts.inboxRetentionMs, batch]);
    const outbox = await this.pool.query(
      `DELETE FROM outbox WHERE seq IN (
         SELECT seq FROM outbox
         WHERE partition = ANY($1::int[]) AND published_at IS NOT NULL
           AND published_at < now() - $2::bigint * interval '1 millisecond'
         LIMIT $3)`, [partitions, opts.outboxRetentionMs, batch]);
    return { inbox: inbox.rowCount ?? 0, outbox: outbox.rowCount ?? 0 };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
