/**
 * Server-side sessions in PostgreSQL (`sessions`). The cookie carries a random token, signed with
 * COOKIE_SECRET; the table keys rows by the token's SHA-256, so a database dump holds no usable
 * cookie. A session lives until it has been idle for the configured timeout: authenticated requests
 * slide `expires_at` forward (written at most once per touch interval).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

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

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  constructor(private readonly knex: Knex, readonly idleTimeoutMs: number) {}

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
    const row = await this.knex('sessions')
      .where('id', id)
      .first('identity_address', 'identity_name', 'expires_at', 'last_seen_at');
    if (!row) return { state: 'unknown' };
    const now = Date.now();
    if (new Date(row.expires_at).getTime() <= now) return { state: 'expired' };
    let expiresAt = new Date(row.expires_at);
    if (now - new Date(row.last_seen_at).getTime() >= this.touchIntervalMs) {
      expiresAt = new Date(now + this.idleTimeoutMs);
      await this.knex('sessions').where('id', id).update({ last_seen_at: new Date(now), expires_at: expiresAt });
    }
    return {
      state: 'active',
      session: { id, identityAddress: row.identity_address, identityName: row.identity_name, expiresAt },
    };
  }

  /** Ends a session; true when it existed. */
  async destroy(id: string): Promise<boolean> {
    return (await this.knex('sessions').where('id', id).delete()) > 0;
  }

  /**
   * Deletes sessions that expired more than `keepMs` ago. Recently expired rows are kept so the
   * client is told "Session expired" rather than "Authentication required".
   */
  async purgeExpired(keepMs = 7 * 24 * 3600_000): Promise<number> {
    return this.knex('sessions').where('expires_at', '<', new Date(Date.now() - keepMs)).delete();
  }
}
