/**
 * Rate-limit counters shared by every gateway through PostgreSQL (`rate_limits`), counted locally
 * and written in batches: a request costs no database round trip, and every `flushMs` (250 ms) one
 * statement adds each key's local count to its shared row and reads the new totals back.
 *
 * Windows are fixed, as in the rows RateLimiterPostgres kept (`key`, `points`, `expire` in epoch
 * ms): the first request of a window sets its end, and a row whose window has ended starts again
 * from the new count.
 *
 * How exact: a gateway refuses a request once the last shared total it read plus what it has
 * counted since reaches the limit. What it cannot see yet is what other gateways counted since
 * their last flush, and what others counted on a key it has not touched since its own last flush;
 * so a key trips after at most its limit plus one flush interval (plus the round trip) of traffic
 * of every gateway, and on one gateway exactly at its limit. If the database fails, counting goes
 * on locally (each gateway then applies the limit alone) and the counts are written when it is back.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';

export interface ConsumeResult {
  allowed: boolean;
  remaining: number;
  msBeforeNext: number;
}

interface Entry {
  /** Shared total as of the last flush that returned this key (this window). */
  shared: number;
  /** Counted here and not yet written. */
  pending: number;
  /** Being written by the flush in progress. */
  inFlight: number;
  /** End of the window, epoch ms. */
  expire: number;
}

export interface SharedCountersOptions {
  knex: Knex;
  log?: Logger;
  /** How often local counts are written; at most 1000 for the "within 1 s" promise. Default 250. */
  flushMs?: number;
}

export class SharedCounters {
  readonly flushMs: number;
  readonly #entries = new Map<string, Entry>();
  readonly #knex: Knex;
  readonly #log: Logger | undefined;
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> | undefined;

  constructor(opts: SharedCountersOptions) {
    this.#knex = opts.knex;
    this.#log = opts.log;
    this.flushMs = opts.flushMs ?? 250;
    this.#timer = setInterval(() => void this.flush(), this.flushMs);
    this.#timer.unref();
  }

  /** Counts one request against `key` (`points` per `durationS`); refused once the limit is reached. */
  consume(key: string, points: number, durationS: number): ConsumeResult {
    const now = Date.now();
    let e = this.#entries.get(key);
    if (!e || e.expire <= now) {
      // A new window here. Counts of the old one that were never written are dropped with it.
      e = { shared: 0, pending: 0, inFlight: 0, expire: now + durationS * 1000 };
      this.#entries.set(key, e);
    }
    const used = e.shared + e.inFlight + e.pending;
    if (used >= points) return { allowed: false, remaining: 0, msBeforeNext: e.expire - now };
    e.pending += 1;
    return { allowed: true, remaining: points - used - 1, msBeforeNext: e.expire - now };
  }

  /** Writes every local count and reads the totals back; one statement, one at a time. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flush().finally(() => { this.#flushing = undefined; });
    return this.#flushing;
  }

  async #flush(): Promise<void> {
    const now = Date.now();
    const keys: string[] = [];
    const batch: { key: string; points: number; expire: number }[] = [];
    for (const [key, e] of this.#entries) {
      if (e.expire <= now) {
        this.#entries.delete(key);
        continue;
      }
      if (e.pending === 0) continue;
      e.inFlight = e.pending;
      e.pending = 0;
      keys.push(key);
      batch.push({ key, points: e.inFlight, expire: e.expire });
    }
    if (keys.length === 0) return;
    let rows: { key: string; points: number; expire: string }[];
    try {
      // A row whose window has ended starts over with this count and this window.
      ({ rows } = await this.#knex.raw(
        `INSERT INTO rate_limits (key, points, expire)
         SELECT key, points, expire FROM json_to_recordset(?::json) AS b(key text, points int, expire bigint)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN rate_limits.expire > ? THEN rate_limits.points + excluded.points ELSE excluded.points END,
           expire = CASE WHEN rate_limits.expire > ? THEN rate_limits.expire ELSE excluded.expire END
         RETURNING key, points, expire`,
        [JSON.stringify(batch), now, now],
      ));
    } catch (err) {
      // Keep counting here; the counts go out with the next flush that gets through.
      for (const key of keys) {
        const e = this.#entries.get(key);
        if (e) { e.pending += e.inFlight; e.inFlight = 0; }
      }
      this.#log?.warn({ event: 'gateway.rate_limit_flush_failed', err }, 'rate-limit counters could not be written; counting locally');
      return;
    }
    const after = Date.now();
    for (const r of rows) {
      const e = this.#entries.get(r.key);
      // A key whose window ended meanwhile has started a new one here; the old total is not its.
      if (!e || Number(r.expire) <= after) continue;
      e.inFlight = 0;
      e.shared = Number(r.points);
      e.expire = Number(r.expire);
    }
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush().catch(() => {});
    await this.flush().catch(() => {});
  }
}
