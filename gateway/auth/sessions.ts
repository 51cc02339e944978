/**
 * Server-side sessions in PostgreSQL (`sessions`). The cookie carries a random token, signed with
 * COOKIE_SECRET; the table keys rows by the token's SHA-256, so a database dump holds no usable
 * cookie. A session lives until it has been idle for the configured timeout: every authenticated
 * request slides `expires_at` forward in the same statement that checks it.
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

  /** Checks a token and, when the session is live, marks it used now (sliding idle expiry). */
  async touch(token: string): Promise<SessionLookup> {
    const id = tokenHash(token);
    const rows = await this.knex('sessions')
      .where('id', id)
      .andWhere('expires_at', '>', this.knex.fn.now())
      .update({
        last_seen_at: this.knex.fn.now(),
        expires_at: this.knex.raw(`now() + make_interval(secs => ?)`, [this.idleTimeoutMs / 1000]),
      })
      .returning(['identity_address', 'identity_name', 'expires_at']);
    if (rows.length === 1) {
      const r = rows[0];
      return {
        state: 'active',
        session: { id, identityAddress: r.identity_address, identityName: r.identity_name, expiresAt: new Date(r.expires_at) },
      };
    }
    const stale = await this.knex('sessions').where('id', id).first('id');
    return stale ? { state: 'expired' } : { state: 'unknown' };
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
