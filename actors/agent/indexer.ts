/**
 * The chain indexer: every poll it reads the blocks since its cursor (through a chain follower),
 * looks up each identity they touched, and sends the agent actor a `chain-sync` for every identity
 * that publishes an agent under the namespace. The cursor and the time of the last good poll live
 * in `chain_cursor`, so any gateway can report the indexer's health and a restarted node goes on
 * where the last one stopped. Only the process for which `active()` is true polls (the node owning
 * partition 0 of a cluster); two overlapping for a poll is harmless, chain-sync is idempotent.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { ChainFollower, type FollowerCursor, type FollowerRpc, type TouchedIdentity } from '../../chain/follower.js';
import { decodeProfile } from '../../chain/profile.js';
import { chainSyncOf } from './chain-profile.js';
import { AGENT_KIND } from './messages.js';


export interface IndexerOptions {
  rpc: FollowerRpc;
  /** At most this many blocks per poll (default 200). */
  maxBlocksPerPoll?: number;
  send(kind: string, id: string, message: unknown): Promise<unknown>;
  knex: Knex;
  /** The cursor's row in `chain_cursor` (one per cluster sharing a database). */
  cursorName: string;
  root: string;
  pollMs: number;
  startHeight?: number;
  log: Logger;
  /** Whether this process is the one that polls now. */
  active?: () => boolean;
}

export class ChainIndexer {
  #timer?: NodeJS.Timeout;
  #running?: Promise<void>;
  #stopped = false;

  constructor(private readonly o: IndexerOptions) {}

  start(): void {
    const tick = () => {
      if (this.#stopped) return;
      this.#running = this.pollOnce().then(() => {}, () => {}).finally(() => {
        if (!this.#stopped) this.#timer = setTimeout(tick, this.o.pollMs);
      });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** One poll; answers the number of agents synced (0 when not active). Errors are recorded on the cursor. */
  async pollOnce(): Promise<number> {
    if (this.o.active && !this.o.active()) return 0;
    const { knex } = this.o;
    const cursor = await this.#cursor();
    let synced = 0;
    try {
      const follower = new ChainFollower(this.o.rpc, { cursor, maxBlocksPerPoll: this.o.maxBlocksPerPoll });
      const result = await follower.poll();
      for (const t of result.identities) {
        if (await this.#sync(t)) synced++;
      }
      await knex('chain_cursor')
        .insert({ name: this.o.cursorName, height: result.cursor.height, block_hash: result.cursor.hash ?? null, polled_at: knex.fn.now(), last_error: null })
        .onConflict('name').merge();
      if (synced > 0) this.o.log.info({ event: 'indexer.synced', agents: synced, height: result.cursor.height });
      return synced;
    } catch (err) {
      this.o.log.warn({ event: 'indexer.poll_failed', err: String(err) });
      await knex('chain_cursor')
        .insert({ name: this.o.cursorName, height: cursor.height, block_hash: cursor.hash ?? null, polled_at: new Date(0), last_error: String(err).slice(0, 500) })
        .onConflict('name').merge(['last_error']).catch(() => {});
      throw err;
    }
  }

  async #cursor(): Promise<FollowerCursor> {
    const row = await this.o.knex('chain_cursor').where({ name: this.o.cursorName }).first('height', 'block_hash');
    if (!row) return { height: (this.o.startHeight ?? 0) - 1 };
    return { height: Number(row.height), ...(row.block_hash ? { hash: row.block_hash } : {}) };
  }

  async #sync(t: TouchedIdentity): Promise<boolean> {
    const found = t.current;
    if (!found) return false;
    const profile = decodeProfile(found.identity.contentmultimap as Record<string, unknown> | undefined, this.o.root);
    const name = found.friendlyname ?? found.fullyqualifiedname ?? `${t.name}@`;
    const { command, problems } = chainSyncOf({ address: found.identity.identityaddress, name, height: t.height }, profile.values);
    if (problems.length > 0 || profile.invalid.length > 0) {
      this.o.log.info({ event: 'indexer.profile_problems', identity: t.identityaddress, problems, invalid: profile.invalid.map((i) => i.key) });
    }
    if (!command) return false;
    await this.o.send(AGENT_KIND, found.identity.identityaddress, command);
    return true;
  }
}

/**
 * The indexer's health from its cursor, readable by any gateway: ok while the last good poll is at
 * most three intervals old and the last poll reached the chain.
 */
export async function indexerHealthy(knex: Knex, cursorName: string, pollMs: number): Promise<boolean> {
  const row = await knex('chain_cursor').where({ name: cursorName }).first('polled_at', 'last_error');
  if (!row || row.last_error) return false;
  return Date.now() - new Date(row.polled_at).getTime() <= 3 * pollMs + 1000;
}
