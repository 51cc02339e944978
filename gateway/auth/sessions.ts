/**
 * Server-side sessions in PostgreSQL (`sessions`). The cookie carries a random token, signed with
 * COOKIE_SECRET; the table keys rows by the token's SHA-256, so a database dump holds no usable
 * cookie. A session lives until it has been idle for the configured timeout: authenticated requests
 * slide `expires_at` forward (written at most once per touch interval).
 *
 * Each gateway keeps the sessions it has read for at most `cacheMs` (1 s), so a busy session costs
 * one row read a second instead of one per request. The guarantees, whatever happens to messages:
 * - expiry is exact: a cached session is checked against its `expires_at` on every request;
 * - a logout takes effect at once on the gateway that served it and within `cacheMs` on every
 *   other, since no gateway trusts a read older than that. With a bus (the cluster's NATS) the
 *   gateway also announces the ended session (by its hash, never the token) and the others drop it
 *   as soon as the message arrives.
 */
import { createHash, randomBytes } from 'node:crypto';
import { memoized } from '../memo.js';
import type { Knex } from 'knex';
import type { Transport } from '../../runtime/types.js';

/** Where gateways tell each other that a session has ended: the cluster's transport. */
export interface SessionBus {
  transport: Pick<Transport, 'publish' | 'subscribe'>;
  /** The actor cluster's name; the subject is `<cluster>.gateway.session-ended`. */
  cluster: string;
}

export interface SessionStoreOptions {
  /** How long a read session is trusted without reading it again. Default 1000 ms. */
  cacheMs?: number;
  bus?: SessionBus;
}

interface Cached {
  identityAddress: string;
  identityName: string | null;
  expiresAt: number;
  lastSeenAt: number;
  readAt: number;
}

/** Most sessions kept per gateway; past it the oldest reads go first. */
const CACHE_LIMIT = 100_000;

export interface Session {
  /** SHA-256 of the token (the row id); safe to log. */
  id: string;
  identityAddress: string;
  identityName: string | null;
  expiresAt: Date;
}

export type SessionLookup =
  | { state: 'active'; session: Session }
  | { state: 'expired' }
  | { state: 'unknown' };

const tokenHash = memoized((token: string): string => createHash('sha256').update(token).digest('hex'));

export class SessionStore {
  readonly cacheMs: number;
  readonly #cache = new Map<string, Cached>();
  readonly #bus: SessionBus | undefined;
  readonly #subscription: { unsubscribe(): void } | undefined;

  constructor(private readonly knex: Knex, readonly idleTimeoutMs: number, options: SessionStoreOptions = {}) {
    this.cacheMs = options.cacheMs ?? 1000;
    this.#bus = options.bus;
    this.#subscription = this.#bus?.transport.subscribe(this.#subject(), (m) => {
      this.#cache.delete(Buffer.from(m.data).toString('utf8'));
    });
  }

  #subject(): string {
    return `${this.#bus!.cluster}.gateway.session-ended`;
  }

  /** Stops listening for other gateways' logouts. */
  close(): void {
    this.#subscription?.unsubscribe();
    this.#cache.clear();
  }

  /** A new session for an identity; returns the token to put in the cookie. */
  async create(identityAddress: string, identityName: string | null): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.idleTimeoutMs);
    const id = tokenHash(token);
    await this.knex('sessions').insert({
      id, identity_address: identityAddress, identity_name: identityName, expires_at: expiresAt,
    });
    return { token, session: { id, identityAddress, identityName, expiresAt } };
  }

  /**
   * Uses a login challenge and starts the session it earns in one statement (one round trip, one
   * commit): the challenge moves from `from` to `used` only while live, and the session row exists
   * exactly when it did. Null when another request used the challenge first or it expired meanwhile.
   */
  async createFromChallenge(
    challengeId: string, from: string, identityAddress: string, identityName: string | null,
  ): Promise<{ token: string; session: Session } | null> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.idleTimeoutMs);
    const id = tokenHash(token);
    const { rows } = await this.knex.raw(
      `WITH used AS (
         UPDATE login_challenges SET status = 'used', used_at = now(), identity_address = ?, identity_name = ?
         WHERE id = ? AND status = ? AND expires_at > now() RETURNING id)
       INSERT INTO sessions (id, identity_address, identity_name, expires_at)
       SELECT ?, ?, ?, ? FROM used RETURNING id`,
      [identityAddress, identityName, challengeId, from, id, identityAddress, identityName, expiresAt],
    );
    return rows.length === 1 ? { token, session: { id, identityAddress, identityName, expiresAt } } : null;
  }

  /**
   * How stale `last_seen_at` may get before a request writes it again: a tenth of the idle timeout,
   * at most a minute. Reads are cheap; a write per request would serialize every request of a
   * session on its row lock and a WAL flush, so the idle expiry is exact to within this interval.
   */
  get touchIntervalMs(): number {
    return Math.min(60_000, this.idleTimeoutMs / 10);
  }

  /** Checks a token and, when the session is live, marks it used now (sliding idle expiry). */
  async touch(token: string): Promise<SessionLookup> {
    const id = tokenHash(token);
    const now = Date.now();
    const cached = this.#cache.get(id);
    if (cached && now - cached.readAt < this.cacheMs && now - cached.lastSeenAt < this.touchIntervalMs) {
      if (cached.expiresAt <= now) return { state: 'expired' };
      return this.#active(id, cached);
    }
    const row = await this.knex('sessions')
      .where('id', id)
      .first('identity_address', 'identity_name', 'expires_at', 'last_seen_at');
    if (!row) {
      this.#cache.delete(id);
      return { state: 'unknown' };
    }
    let expiresAt = new Date(row.expires_at).getTime();
    if (expiresAt <= now) {
      this.#cache.delete(id);
      return { state: 'expired' };
    }
    let lastSeenAt = new Date(row.last_seen_at).getTime();
    if (now - lastSeenAt >= this.touchIntervalMs) {
      expiresAt = now + this.idleTimeoutMs;
      lastSeenAt = now;
      await this.knex('sessions').where('id', id).update({ last_seen_at: new Date(now), expires_at: new Date(expiresAt) });
    }
    const entry: Cached = { identityAddress: row.identity_address, identityName: row.identity_name, expiresAt, lastSeenAt, readAt: now };
    this.#cache.delete(id);
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(id, entry);
    return this.#active(id, entry);
  }

  #active(id: string, c: Cached): SessionLookup {
    return { state: 'active', session: { id, identityAddress: c.identityAddress, identityName: c.identityName, expiresAt: new Date(c.expiresAt) } };
  }

  /** Ends a session; true when it existed. Every gateway stops accepting it within `cacheMs`. */
  async destroy(id: string): Promise<boolean> {
    this.#cache.delete(id);
    const existed = (await this.knex('sessions').where('id', id).delete()) > 0;
    this.#bus?.transport.publish(this.#subject(), Buffer.from(id, 'utf8'));
    return existed;
  }

  /**
   * Deletes sessions that expired more than `keepMs` ago. Recently expired rows are kept so the
   * client is told "Session expired" rather than "Authentication required".
   */
  async purgeExpired(keepMs = 7 * 24 * 3600_000): Promise<number> {
    return this.knex('sessions').where('expires_at', '<', new Date(Date.now() - keepMs)).delete();
  }
}
