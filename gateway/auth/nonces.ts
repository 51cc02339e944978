/**
 * Single-use nonces of signed requests, per identity, in PostgreSQL so every gateway sees them. A
 * nonce is remembered for twice the timestamp window: after that its signed timestamp is out of the
 * window anyway, so the request cannot come back.
 */
import type { Knex } from 'knex';

export class NonceStore {
  constructor(private readonly knex: Knex, readonly retainMs: number) {}

  /** Records the nonce; false when this identity has used it before. */
  async consume(identityAddress: string, nonce: string): Promise<boolean> {
    const rows = await this.knex('signed_nonces')
      .insert({ identity_address: identityAddress, nonce, expires_at: new Date(Date.now() + this.retainMs) })
      .onConflict(['identity_address', 'nonce'])
      .ignore()
      .returning('nonce');
    return rows.length === 1;
  }

  async purgeExpired(): Promise<number> {
    return this.knex('signed_nonces').where('expires_at', '<', this.knex.fn.now()).delete();
  }
}
