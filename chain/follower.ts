/**
 * Following the chain the way any client of a real verusd can, with no index of our own and no
 * wallet: `getblockcount` for the tip, `getblockhash` to check that the last block read is still
 * on the main chain, `getblock "<height>" 2` for each new block (identity registrations and
 * updates are the outputs whose `scriptPubKey.identityprimary` holds the identity written), and
 * `getidentity` for the current state of each identity touched. The dev chain answers the same
 * calls with the same shapes (docs/chain.md, "Following the chain").
 *
 * The follower keeps only a cursor (the last block read, by height and hash); the caller persists
 * it and hands it back after a restart. A poll reads at most `maxBlocksPerPoll` blocks, so a
 * follower far behind catches up over several polls without one long call. When the block at the
 * cursor is no longer the one read (a reorganisation), the cursor steps back `reorgDepth` blocks
 * and those are read again: every identity touched there is reported again with its current state,
 * which a consumer applying "latest state wins" absorbs.
 */
import { RpcDaemonError } from './errors.js';
import type { BlockWithTransactions, GetIdentityResult, RpcClient } from './rpc.js';

/** The calls the follower makes; a real verusd answers all of them. */
export type FollowerRpc = Pick<RpcClient, 'getblockcount' | 'getblockhash' | 'getblock' | 'getidentity'>;

/** The last block read. `hash` is omitted before the first block, or after stepping back. */
export interface FollowerCursor {
  height: number;
  hash?: string;
}

export interface FollowerOptions {
  /** Where to resume: the last block already read (a height alone trusts it without a hash check). */
  cursor: FollowerCursor | number;
  /** At most this many blocks per poll. Default 200. */
  maxBlocksPerPoll?: number;
  /** Read a block once it has this many confirmations (1 = the tip). Default 1. */
  minConfirmations?: number;
  /** How far to step back when the block at the cursor was replaced. Default 10. */
  reorgDepth?: number;
}

/** An identity written (registered, updated, revoked or recovered) in the blocks read. */
export interface TouchedIdentity {
  identityaddress: string;
  /** Its name as the transaction shows it (`alice`, without parent suffix). */
  name: string;
  /** The block and transaction of the last write read in this poll. */
  height: number;
  txid: string;
  /** `getidentity` of the identity now (its latest version, with `friendlyname`); null if the node does not know it. */
  current: GetIdentityResult | null;
}

export interface PollResult {
  /** Each identity touched once, in the order of its last write. */
  identities: TouchedIdentity[];
  /** The new cursor: persist it and resume from it. */
  cursor: FollowerCursor;
  /** The chain's tip at this poll. */
  tip: number;
  /** True when nothing readable is left (the next poll waits for new blocks). */
  caughtUp: boolean;
  /** Set when the block at the cursor had been replaced: the heights read again. */
  reorg?: { from: number; to: number };
}

/** Reads new blocks since its cursor and reports the identities written in them. */
export class ChainFollower {
  #cursor: FollowerCursor;
  readonly #max: number;
  readonly #minConfirmations: number;
  readonly #reorgDepth: number;

  constructor(private readonly rpc: FollowerRpc, options: FollowerOptions) {
    this.#cursor = typeof options.cursor === 'number' ? { height: options.cursor } : { ...options.cursor };
    this.#max = options.maxBlocksPerPoll ?? 200;
    this.#minConfirmations = options.minConfirmations ?? 1;
    this.#reorgDepth = options.reorgDepth ?? 10;
    if (!Number.isInteger(this.#cursor.height) || this.#cursor.height < -1) throw new RangeError('cursor height must be a whole number >= -1');
    if (!Number.isInteger(this.#max) || this.#max < 1) throw new RangeError('maxBlocksPerPoll must be at least 1');
  }

  get cursor(): FollowerCursor {
    return { ...this.#cursor };
  }

  /** One step: the blocks after the cursor (bounded), the identities written in them, the new cursor. */
  async poll(): Promise<PollResult> {
    const tip = await this.rpc.getblockcount();
    let reorg: PollResult['reorg'];
    const { hash } = this.#cursor;
    if (hash !== undefined && (this.#cursor.height > tip || await this.rpc.getblockhash(this.#cursor.height) !== hash)) {
      const from = Math.max(-1, Math.min(this.#cursor.height, tip) - this.#reorgDepth);
      reorg = { from: from + 1, to: this.#cursor.height };
      this.#cursor = { height: from };
    }
    const last = Math.min(tip - (this.#minConfirmations - 1), this.#cursor.height + this.#max);
    const touched = new Map<string, Omit<TouchedIdentity, 'current'>>();
    for (let h = this.#cursor.height + 1; h <= last; h++) {
      const block: BlockWithTransactions = await this.rpc.getblock(h, 2);
      if (this.#cursor.hash !== undefined && block.previousblockhash !== undefined && block.previousblockhash !== this.#cursor.hash) {
        break; // replaced under us while reading: the next poll finds the cursor's block gone and steps back
      }
      for (const tx of block.tx) {
        for (const out of tx.vout) {
          const id = out.scriptPubKey?.identityprimary;
          if (!id) continue;
          touched.delete(id.identityaddress); // keep the order of last writes
          touched.set(id.identityaddress, { identityaddress: id.identityaddress, name: id.name, height: h, txid: tx.txid });
        }
      }
      this.#cursor = { height: h, hash: block.hash };
    }
    const identities: TouchedIdentity[] = [];
    for (const t of touched.values()) identities.push({ ...t, current: await this.#current(t.identityaddress) });
    return {
      identities,
      cursor: this.cursor,
      tip,
      caughtUp: this.#cursor.height >= tip - (this.#minConfirmations - 1),
      ...(reorg ? { reorg } : {}),
    };
  }

  async #current(identityaddress: string): Promise<GetIdentityResult | null> {
    try {
      return await this.rpc.getidentity(identityaddress);
    } catch (err) {
      if (err instanceof RpcDaemonError && err.notFound) return null;
      throw err;
    }
  }
}
