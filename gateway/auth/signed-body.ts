/**
 * Signed actions of the domain (DESIGN "The domain": signed action texts). A session is required and
 * the signer must be the session's identity. Three body forms are accepted:
 *
 * - `{signature, timestamp, nonce, ...}`: the signed text is the JCS form of `{action, identity:
 *   <session i-address>, jobId?, nonce, timestamp, ...signed fields}` (the action's own fields, e.g.
 *   `status` for `agent-status`); clients get it ready from the route's message endpoint.
 * - the v2 envelope `{envelope, signatures}` and the v1 pipe form (docs/signing.md), whose identity
 *   must be the session's.
 *
 * A signature the chain does not accept is 401 INVALID_SIGNATURE; timestamp window and single-use
 * nonce are checked as for every signed request.
 */
import { z } from 'zod';
import { ApiError, fromZodError } from '../errors.js';
import type { Authenticated } from './authenticate.js';
import {
  canonicalActionMessage, lookupIdentity, timestampToMs, verifyWithLatestKeys, DEFAULT_SIGNATURE_WINDOW_S,
  type SignatureDeps,
} from './signed-action.js';
import { authenticateSignedBody, signedBodyForm } from './signed-envelope.js';

export const signatureFields = {
  signature: z.string().min(1).max(4096),
  timestamp: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/, 'must be 8-128 characters of A-Z a-z 0-9 . _ : -'),
};
const simpleForm = z.looseObject(signatureFields);

export interface SignedActionSpec {
  action: string;
  jobId?: string;
  /** The action's own signed fields. */
  fields?: Record<string, unknown>;
  /** Other texts the same signature may cover (an older client's field set), tried in order after the first. */
  alternatives?: Record<string, unknown>[];
}

export interface VerifiedAction {
  identityAddress: string;
  identityName: string;
  /** The fields of the signed text: for envelopes, the envelope's. */
  signed: Record<string, unknown>;
  timestamp: number;
  nonce: string;
}

/** The exact text of the simple form for the session identity (message endpoints answer it). */
export function actionText(spec: SignedActionSpec, identity: string, timestamp: number, nonce: string): string {
  return canonicalActionMessage({
    action: spec.action, identity, ...(spec.jobId !== undefined && { jobId: spec.jobId }), nonce, timestamp, ...spec.fields,
  });
}

export async function verifyActionBody(
  deps: SignatureDeps, auth: Authenticated, body: unknown, spec: SignedActionSpec,
): Promise<VerifiedAction> {
  const deps401 = { ...deps, failureCode: 'INVALID_SIGNATURE' as const };
  if (signedBodyForm(body) && !(typeof body === 'object' && body && 'signature' in body && !('action' in body))) {
    const a = await authenticateSignedBody(body, deps401, {
      action: spec.action, expected: spec.jobId !== undefined ? { jobId: spec.jobId } : undefined,
    });
    if (a.identityAddress !== auth.identityAddress) {
      throw new ApiError('INVALID_SIGNATURE', 'The signer must be the logged-in identity');
    }
    return { identityAddress: a.identityAddress, identityName: a.identityName ?? a.identityAddress, signed: a.signed!, timestamp: a.signed!.timestamp, nonce: a.signed!.nonce };
  }
  const parsed = simpleForm.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error, 'Invalid signed request');
  const { signature, timestamp, nonce } = parsed.data;
  const windowMs = (deps.windowS ?? DEFAULT_SIGNATURE_WINDOW_S) * 1000;
  if (Math.abs((deps.now?.() ?? Date.now()) - timestampToMs(timestamp)) > windowMs) {
    throw new ApiError('UNAUTHORIZED', `Signature timestamp is outside the ${windowMs / 1000} s window`,
      [{ field: 'timestamp', message: 'outside the window' }]);
  }
  const found = await lookupIdentity(deps.rpc, auth.identityAddress);
  if (found.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Identity is revoked');
  const identity = found.identity.identityaddress;
  const candidates = [spec.fields ?? {}, ...(spec.alternatives ?? [])];
  let signed: Record<string, unknown> | undefined;
  for (const fields of candidates) {
    const all = { action: spec.action, identity, ...(spec.jobId !== undefined && { jobId: spec.jobId }), nonce, timestamp, ...fields };
    if (await verifyWithLatestKeys(deps.rpc, identity, signature, canonicalActionMessage(all))) {
      signed = all;
      break;
    }
  }
  if (!signed) throw new ApiError('INVALID_SIGNATURE', 'Signature verification failed');
  if (!(await deps.nonces.consume(identity, nonce))) throw new ApiError('UNAUTHORIZED', 'Nonce has already been used');
  return { identityAddress: identity, identityName: auth.identityName ?? identity, signed, timestamp, nonce };
}
