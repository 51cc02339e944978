/**
 * Connect tokens: how a socket that has no session cookie says who it is (DESIGN "Real time":
 * `auth: {token}`). A token is bound to one job, one identity, one purpose and one workspace session,
 * and expires; it is HMAC-signed with COOKIE_SECRET like the session cookie, so every gateway checks
 * it without a table. Ending the workspace session (abort, a new session, the job closing) makes its
 * tokens useless: a connecting socket's token must name the session the job has open now.
 *
 * - `workspace`: the buyer's workspace client (`POST /v1/jailbox/:jobId/token`), 24 h;
 * - `agent`: the agent's side of the workspace (`GET /v1/jailbox/:jobId/connect-token`), 1 h.
 */
import { z } from 'zod';
import { signCookieValue, unsignCookieValue } from '../auth/cookie-signature.js';

const NAME = 'ws-connect';
export const TOKEN_TTL_MS = { workspace: 24 * 3_600_000, agent: 3_600_000 } as const;
export type TokenPurpose = keyof typeof TOKEN_TTL_MS;

const claims = z.object({
  v: z.literal(1),
  p: z.enum(['workspace', 'agent']),
  j: z.string().min(1).max(100),
  i: z.string().min(1).max(100),
  s: z.string().min(1).max(100),
  e: z.number().int(),
});

export interface ConnectClaims {
  purpose: TokenPurpose;
  jobId: string;
  identity: string;
  /** The workspace session the token belongs to. */
  sessionId: string;
  expiresAt: number;
}

export function issueConnectToken(secret: string, c: Omit<ConnectClaims, 'expiresAt'>, now = Date.now()): { token: string; expiresAt: number } {
  const expiresAt = now + TOKEN_TTL_MS[c.purpose];
  const payload = Buffer.from(JSON.stringify({ v: 1, p: c.purpose, j: c.jobId, i: c.identity, s: c.sessionId, e: expiresAt })).toString('base64url');
  return { token: signCookieValue(secret, NAME, payload), expiresAt };
}

/** The claims of a valid, unexpired token; null otherwise. */
export function readConnectToken(secret: string, token: unknown, now = Date.now()): ConnectClaims | null {
  if (typeof token !== 'string') return null;
  const payload = unsignCookieValue(secret, NAME, token);
  if (!payload) return null;
  try {
    const c = claims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (c.e <= now) return null;
    return { purpose: c.p, jobId: c.j, identity: c.i, sessionId: c.s, expiresAt: c.e };
  } catch {
    return null;
  }
}
