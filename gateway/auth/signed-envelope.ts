/**
 * Per-request signatures instead of the session cookie (spec: "Per-request signed envelope"), for
 * SDK clients and agent-to-agent calls on the routes the spec names (request-access, review-submit,
 * review-api-session, budget-request). Body forms (docs/signing.md):
 *
 * - v2: `{envelope: {action, jobId?, identity, timestamp, nonce, ...fields} | "<JCS text>",
 *   signatures: [{identity?, signature}]}`; the signed message is the JCS text of the envelope.
 * - v1 (legacy): `{action, jobId?, identity, timestamp, nonce, signature, ...fields}`; the signed
 *   message is `action|jobId|identity|timestamp|nonce`.
 *
 * A body with neither falls back to the session cookie. The envelope's `action` must be the route's,
 * and any `bind` fields (e.g. the job id in the path) must equal the envelope's.
 */
import type { Middleware, ParameterizedContext } from 'koa';
import { z } from 'zod';
import { ApiError, fromZodError } from '../errors.js';
import { authenticateSession, type Authenticated, type SessionAuthDeps } from './authenticate.js';
import {
  canonicalActionMessage, legacyActionMessage, verifySignedAction, type ActionFields, type SignatureDeps,
} from './signed-action.js';

const IDENTITY = z.string().regex(/^(?:i[a-zA-Z0-9]{25,50}|[^\s@|]{1,255}@)$/, 'must be a name ending in @ or an i-address');
const NONCE = z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/, 'must be 8-128 characters of A-Z a-z 0-9 . _ : -');
const TIMESTAMP = z.number().int().positive();
const SIGNATURE = z.string().min(1).max(4096);
const ACTION = z.string().regex(/^[a-z][a-z0-9._-]{0,63}$/, 'must be a lower-case action name');
const JOB_ID = z.string().min(1).max(128).refine((s) => !s.includes('|'), 'must not contain |');

export const envelopeSchema = z.looseObject({
  action: ACTION,
  jobId: JOB_ID.nullable().optional(),
  identity: IDENTITY,
  timestamp: TIMESTAMP,
  nonce: NONCE,
});

export const signedBodySchema = z.object({
  envelope: z.union([z.string().max(65_536), z.record(z.string(), z.unknown())]),
  signatures: z.array(z.object({ identity: IDENTITY.optional(), signature: SIGNATURE })).min(1).max(16),
});

export const legacyBodySchema = z.looseObject({
  action: ACTION,
  jobId: JOB_ID.nullable().optional(),
  identity: IDENTITY,
  timestamp: TIMESTAMP,
  nonce: NONCE,
  signature: SIGNATURE,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which form a body is in, by its fields. */
export function signedBodyForm(body: unknown): 'v2' | 'v1' | null {
  if (!isRecord(body)) return null;
  if ('signatures' in body || 'envelope' in body) return 'v2';
  if ('signature' in body && 'nonce' in body) return 'v1';
  return null;
}

export interface SignedRouteOptions {
  /** The action the route accepts, e.g. `request-access`. */
  action: string;
  /** Fields the envelope must carry with these values (e.g. `{jobId: ctx.params.id}`). */
  bind?: (ctx: ParameterizedContext<any>) => Record<string, unknown>;
}

function parseEnvelope(raw: string | Record<string, unknown>): { fields: ActionFields; message: string } {
  let obj: unknown = raw;
  if (typeof raw === 'string') {
    try {
      obj = JSON.parse(raw);
    } catch {
      throw new ApiError('VALIDATION_ERROR', 'Envelope is not JSON');
    }
  }
  const parsed = envelopeSchema.safeParse(obj);
  if (!parsed.success) throw fromZodError(parsed.error, 'Invalid envelope');
  const fields = parsed.data as ActionFields;
  const message = canonicalActionMessage(fields);
  if (typeof raw === 'string' && raw !== message) {
    throw new ApiError('VALIDATION_ERROR', 'Envelope string is not in RFC 8785 canonical form');
  }
  return { fields, message };
}

/** Authenticates a signed body (v2 or v1); throws the spec's errors. */
export async function authenticateSignedBody(
  body: unknown, deps: SignatureDeps, opts: SignedRouteOptions & { expected?: Record<string, unknown> },
): Promise<Authenticated> {
  const form = signedBodyForm(body);
  let fields: ActionFields;
  let message: string;
  let signature: string;
  if (form === 'v2') {
    const parsed = signedBodySchema.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error, 'Invalid signed request');
    ({ fields, message } = parseEnvelope(parsed.data.envelope));
    // The envelope's own identity must have signed; co-signers are not part of request authentication.
    const own = parsed.data.signatures.find((s) => s.identity === undefined || s.identity === fields.identity);
    if (!own) throw new ApiError('UNAUTHORIZED', 'No signature by the envelope identity');
    signature = own.signature;
  } else if (form === 'v1') {
    const parsed = legacyBodySchema.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error, 'Invalid signed request');
    const { signature: sig, ...rest } = parsed.data;
    fields = rest as ActionFields;
    if (/[|]/.test(fields.action + fields.identity + fields.nonce)) {
      throw new ApiError('VALIDATION_ERROR', 'Signed fields must not contain |');
    }
    message = legacyActionMessage(fields);
    signature = sig;
  } else {
    throw new ApiError('UNAUTHORIZED', 'Authentication required');
  }
  if (fields.action !== opts.action) {
    throw new ApiError('VALIDATION_ERROR', `Signed action must be ${opts.action}`, [{ field: 'action', message: `expected ${opts.action}` }]);
  }
  for (const [k, v] of Object.entries(opts.expected ?? {})) {
    if (fields[k] !== v) throw new ApiError('VALIDATION_ERROR', `Signed ${k} does not match the request`, [{ field: k, message: 'mismatch' }]);
  }
  const signer = await verifySignedAction(deps, {
    identity: fields.identity, signature, message, timestamp: fields.timestamp, nonce: fields.nonce,
  });
  return { ...signer, via: form === 'v2' ? 'envelope-v2' : 'signed-v1', signed: fields };
}

/**
 * Middleware for a route that accepts a signed envelope or the session cookie. Must run after the
 * body parser; sets `ctx.state.auth` (with `signed` fields for signed bodies).
 */
export function sessionOrSignedEnvelope(deps: SignatureDeps & SessionAuthDeps, opts: SignedRouteOptions): Middleware {
  return async (ctx, next) => {
    const body = (ctx.request as { body?: unknown }).body;
    ctx.state.auth = signedBodyForm(body)
      ? await authenticateSignedBody(body, deps, { ...opts, expected: opts.bind?.(ctx) })
      : await authenticateSession(ctx, deps);
    await next();
  };
}
