/**
 * The chain tip's height as challenges state it, asked of the daemon at most once a second. A
 * challenge only needs a recent height (offline signers stamp their signature with it; wallet
 * requests are signed at it and checked with ten blocks of slack), and blocks come a minute apart,
 * so under a burst of logins one `getblockcount` serves every challenge of that second.
 */
import type { RpcClient } from '../../chain/rpc.js';

export class TipHeight {
  #value: Promise<number> | undefined;
  #askedAt = 0;

  constructor(private readonly rpc: Pick<RpcClient, 'getblockcount'>, private readonly maxAgeMs = 1000) {}

  height(): Promise<number> {
    const now = Date.now();
    if (!this.#value || now - this.#askedAt >= this.maxAgeMs) {
      this.#askedAt = now;
      const asked = this.rpc.getblockcount();
      // A failed call is not kept: the next challenge asks again.
      asked.catch(() => { if (this.#value === asked) this.#value = undefined; });
      this.#value = asked;
    }
    return this.#value;
  }
}
