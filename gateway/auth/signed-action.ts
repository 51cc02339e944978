/**
 * Signed actions: the message texts of both signing forms and the one verification every signed
 * request goes through (see docs/signing.md).
 *
 * - v2 (canonical): the RFC 8785 (JCS) text of `{action, jobId, identity, timestamp, nonce, ...}`.
 * - v1 (legacy, migration window): `action|jobId|identity|timestamp|nonce`.
 *
 * A signature counts when its timestamp is within the window (300 s by default, either way), the
 * identity exists on chain and is not revoked, the daemon's `verifymessage` accepts it against the
 * identity's *latest* keys (so a rotated-out key stops working at once), and the nonce has not been
 * used by this identity before. The nonce is recorded only after the signature checks out, so
 * strangers cannot burn someone else's nonces.
 */
import canonicalize from 'canonicalize';
import { RpcDaemonError, type RpcClient } from '../../chain/rpc.js';
import { ApiError, type ErrorCode } from '../errors.js';
import type { NonceStore } from './nonces.js';

/** The chain calls signature checks need. */
export type SignatureChain = Pick<RpcClient, 'getidentity' | 'verifymessage'>;

export const DEFAULT_SIGNATURE_WINDOW_S = 300;

/** Timestamps above 10^12 are milliseconds, below are seconds; both are accepted. */
export function timestampToMs(timestamp: number): number {
  return timestamp > 1e12 ? timestamp : timestamp * 1000;
}

export interface ActionFields {
  action: string;
  jobId?: string | null;
  identity: string;
  timestamp: number;
  nonce: string;
  [extra: string]: unknown;
}

/** The v1 text: `action|jobId|identity|timestamp|nonce` (an absent jobId is empty). */
export function legacyActionMessage(f: Pick<ActionFields, 'action' | 'jobId' | 'identity' | 'timestamp' | 'nonce'>): string {
  return [f.action, f.jobId ?? '', f.identity, String(f.timestamp), f.nonce].join('|');
}

/** The v2 text: the JCS canonical form of all fields. Throws VALIDATION_ERROR when JCS refuses them. */
export function canonicalActionMessage(fields: ActionFields): string {
  let text: string | undefined;
  try {
    text = canonicalize(fields);
  } catch {
    text = undefined;
  }
  if (text === undefined) throw new ApiError('VALIDATION_ERROR', 'Envelope cannot be canonicalized (RFC 8785)');
  return text;
}

export interface VerifiedSigner {
  identityAddress: string;
  identityName: string;
}

export interface SignatureCheck {
  /** Identity that claims to have signed: `name@` or i-address. */
  identity: string;
  signature: string;
  message: string;
  timestamp: number;
  nonce: string;
}

export interface SignatureDeps {
  rpc: SignatureChain;
  nonces: NonceStore;
  windowS?: number;
  now?: () => number;
  /** Code for a signature that does not verify: UNAUTHORIZED for request authentication, INVALID_SIGNATURE for signed actions. */
  failureCode?: Extract<ErrorCode, 'UNAUTHORIZED' | 'INVALID_SIGNATURE'>;
}

/** Looks an identity up on chain: NOT_FOUND when it does not exist, RPC_ERROR when the daemon is down. */
export async function lookupIdentity(rpc: Pick<RpcClient, 'getidentity'>, identity: string) {
  try {
    return await rpc.getidentity(identity);
  } catch (err) {
    if (err instanceof RpcDaemonError) throw new ApiError('NOT_FOUND', 'Identity not found on chain');
    throw err;
  }
}

/** True when the daemon accepts the signature against the identity's latest keys; a daemon error (malformed signature) is false. */
export async function verifyWithLatestKeys(
  rpc: Pick<RpcClient, 'verifymessage'>, identityAddress: string, signature: string, message: string,
): Promise<boolean> {
  try {
    return await rpc.verifymessage(identityAddress, signature, message, true);
  } catch (err) {
    if (err instanceof RpcDaemonError) return false;
    throw err;
  }
}

/** Runs every check of a signed request; resolves with the signer or throws the spec's error. */
export async function verifySignedAction(deps: SignatureDeps, check: SignatureCheck): Promise<VerifiedSigner> {
  const windowMs = (deps.windowS ?? DEFAULT_SIGNATURE_WINDOW_S) * 1000;
  const now = deps.now?.() ?? Date.now();
  const failure = deps.failureCode ?? 'UNAUTHORIZED';
  if (!Number.isFinite(check.timestamp) || Math.abs(now - timestampToMs(check.timestamp)) > windowMs) {
    throw new ApiError('UNAUTHORIZED', `Signature timestamp is outside the ${windowMs / 1000} s window`);
  }
  const found = await lookupIdentity(deps.rpc, check.identity);
  if (found.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Identity is revoked');
  const identityAddress = found.identity.identityaddress;
  if (!(await verifyWithLatestKeys(deps.rpc, identityAddress, check.signature, check.message))) {
    throw new ApiError(failure, failure === 'UNAUTHORIZED' ? 'Signature verification failed' : undefined);
  }
  if (!(await deps.nonces.consume(identityAddress, check.nonce))) {
    throw new ApiError('UNAUTHORIZED', 'Nonce has already been used');
  }
  return { identityAddress, identityName: identityDisplayName(found) };
}

/** The name shown for an identity: the daemon's friendly name (`alice.VRSCTEST@`), else `name@`. */
export function identityDisplayName(found: { friendlyname?: string; fullyqualifiedname?: string; identity: { name: string } }): string {
  return found.friendlyname ?? found.fullyqualifiedname ?? `${found.identity.name}@`;
}
