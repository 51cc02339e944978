/**
 * Login challenges in PostgreSQL (`login_challenges`). A challenge is `pending` until either the CLI
 * flow consumes it (`used`) or a wallet's signed response moves it to `awaiting_confirm`, after which
 * the browser holding the claim cookie consumes it. Every state change is one conditional UPDATE, so
 * a challenge is used at most once even when gateways race.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export type ChallengeStatus = 'pending' | 'awaiting_confirm' | 'used';

export interface Challenge {
  id: string;
  challengeHash: string;
  status: ChallengeStatus;
  /** The issued LoginConsentRequest and its bookkeeping (see routes/auth.ts). */
  request: Record<string, unknown>;
  consentChallengeId: string | null;
  issuedHeight: number | null;
  identityAddress: string | null;
  identityName: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const claimHash = (claimToken: string): string => createHash('sha256').update(claimToken).digest('hex');

function fromRow(r: any): Challenge {
  return {
    id: r.id, challengeHash: r.challenge_hash, status: r.status, request: r.request ?? {},
    consentChallengeId: r.consent_challenge_id ?? null,
    issuedHeight: r.issued_height === null || r.issued_height === undefined ? null : Number(r.issued_height),
    identityAddress: r.identity_address ?? null, identityName: r.identity_name ?? null,
    createdAt: new Date(r.created_at), expiresAt: new Date(r.expires_at),
  };
}

export interface NewChallenge {
  id?: string;
  challengeHash?: string;
  request?: Record<string, unknown>;
  consentChallengeId?: string | null;
  issuedHeight?: number | null;
}

export class ChallengeStore {
  constructor(private readonly knex: Knex, readonly ttlMs: number) {}

  /** A fresh id and 32 random bytes of challenge hash, before anything is signed over them. */
  static draft(): { id: string; challengeHash: string } {
    return { id: randomUUID(), challengeHash: randomBytes(32).toString('hex') };
  }

  /** Stores a pending challenge bound to `claimToken`; returns it. */
  async create(claimToken: string, fields: NewChallenge = {}): Promise<Challenge> {
    const draft = ChallengeStore.draft();
    const expiresAt = new Date(Date.now() + this.ttlMs);
    const [row] = await this.knex('login_challenges')
      .insert({
        id: fields.id ?? draft.id,
        challenge_hash: fields.challengeHash ?? draft.challengeHash,
        status: 'pending',
        claim_hash: claimHash(claimToken),
        request: JSON.stringify(fields.request ?? {}),
        consent_challenge_id: fields.consentChallengeId ?? null,
        issued_height: fields.issuedHeight ?? null,
        expires_at: expiresAt,
      })
      .returning('*');
    return fromRow(row);
  }

  /** The challenge with this id, or null (also for ids that are not UUIDs). */
  async get(id: string): Promise<Challenge | null> {
    if (!UUID.test(id)) return null;
    const row = await this.knex('login_challenges').where('id', id).first();
    return row ? fromRow(row) : null;
  }

  async getByConsentId(consentChallengeId: string): Promise<Challenge | null> {
    const row = await this.knex('login_challenges').where('consent_challenge_id', consentChallengeId).first();
    return row ? fromRow(row) : null;
  }

  /** True when `claimToken` is the one the challenge was issued with. */
  async claimMatches(id: string, claimToken: string | null): Promise<boolean> {
    if (!claimToken || !UUID.test(id)) return false;
    const row = await this.knex('login_challenges').where({ id, claim_hash: claimHash(claimToken) }).first('id');
    return Boolean(row);
  }

  /**
   * Moves a live challenge from `from` to `to`, recording the identity; false when another request
   * got there first or it expired meanwhile.
   */
  async transition(
    id: string, from: ChallengeStatus, to: ChallengeStatus,
    identity?: { address: string; name: string | null },
  ): Promise<boolean> {
    const patch: Record<string, unknown> = { status: to };
    if (identity) Object.assign(patch, { identity_address: identity.address, identity_name: identity.name });
    if (to === 'used') patch.used_at = this.knex.fn.now();
    const n = await this.knex('login_challenges')
      .where({ id, status: from })
      .andWhere('expires_at', '>', this.knex.fn.now())
      .update(patch);
    return n === 1;
  }

  /** Deletes challenges expired more than `keepMs` ago (kept briefly to answer "Challenge has expired"). */
  async purgeExpired(keepMs = 3600_000): Promise<number> {
    return this.knex('login_challenges').where('expires_at', '<', new Date(Date.now() - keepMs)).delete();
  }
}
