/**
 * JSON at the edge. `parse*` reads the JSON the wallet and the reference library exchange (the
 * constructor input, `toJson()`, or `JSON.stringify` of a class instance as Verus Mobile POSTs to a
 * webhook) with the same defaults as the library's constructors, so the bytes come out identical.
 * `walletJson*` writes the exact JSON.stringify shape of the library's instances (field order and
 * all), which is what a webhook receives from Verus Mobile.
 */
import { z } from 'zod';
import { isIAddress } from '../identity-address.js';
import { BASE58_DATA_KEYS, LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import type { Challenge, Context, Decision, LoginConsentRequest, LoginConsentResponse, VdxfItem } from './types.js';

const iAddress = z.string().refine(isIAddress, { message: 'expected an i-address' });
const optionalIAddress = iAddress.nullish().transform((v) => v ?? null);
const timestamp = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const base64Signature = z
  .string()
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64')
  .refine((s) => s.length % 4 === 0, 'expected padded base64');

const contextSchema = z
  .object({ kv: z.record(iAddress, z.string()).nullish() })
  .nullish()
  .transform((c): Context => ({ kv: { ...(c?.kv ?? {}) } }));

// RequestedPermission's constructor keeps only the key: its data is always empty.
const requestedPermission = z.object({ vdxfkey: iAddress }).transform((p): VdxfItem => ({ vdxfkey: p.vdxfkey, data: '' }));
const utf8Item = z.object({ vdxfkey: iAddress, data: z.string().default('') });
const utf8OrIdItem = z
  .object({ vdxfkey: iAddress, data: z.string() })
  .refine((x) => !BASE58_DATA_KEYS.includes(x.vdxfkey) || isIAddress(x.data), {
    message: 'identity subject data must be an i-address',
    path: ['data'],
  });
const redirectUri = z.object({ uri: z.string(), vdxfkey: iAddress });
const mustBeEmpty = (what: string) =>
  z
    .array(z.unknown())
    .nullish()
    .refine((v) => !v || v.length === 0, { message: `${what} is not supported` });

export const challengeSchema = z
  .object({
    challenge_id: iAddress,
    created_at: timestamp,
    salt: optionalIAddress,
    session_id: optionalIAddress,
    skip: z.boolean().nullish(),
    requested_access: z.array(requestedPermission).nullish(),
    requested_access_audience: mustBeEmpty('requested_access_audience'),
    subject: z.array(utf8OrIdItem).nullish(),
    provisioning_info: z.array(utf8OrIdItem).nullish(),
    alt_auth_factors: mustBeEmpty('alt_auth_factors'),
    attestations: z.array(utf8Item).nullish(),
    redirect_uris: z.array(redirectUri).nullish(),
    context: contextSchema,
  })
  .transform(
    (c): Challenge => ({
      challenge_id: c.challenge_id,
      created_at: c.created_at,
      salt: c.salt,
      session_id: c.session_id,
      skip: c.skip === true,
      requested_access: c.requested_access ?? [],
      subject: (c.subject ?? []).map((x) => ({ vdxfkey: x.vdxfkey, data: x.data })),
      provisioning_info: (c.provisioning_info ?? []).map((x) => ({ vdxfkey: x.vdxfkey, data: x.data })),
      attestations: (c.attestations ?? []).map((x) => ({ vdxfkey: x.vdxfkey, data: x.data })),
      redirect_uris: (c.redirect_uris ?? []).map((x) => ({ vdxfkey: x.vdxfkey, uri: x.uri })),
      context: c.context,
    }),
  );

const signatureField = z
  .object({ signature: z.union([base64Signature, z.literal('')]) })
  .nullish()
  .transform((s) => (s && s.signature !== '' ? s.signature : null));

export const requestSchema = z
  .object({ system_id: iAddress, signing_id: iAddress, signature: signatureField, challenge: challengeSchema })
  .transform((r): LoginConsentRequest => ({ system_id: r.system_id, signing_id: r.signing_id, signature: r.signature, challenge: r.challenge }));

export const decisionSchema = z
  .object({
    decision_id: iAddress,
    created_at: timestamp,
    salt: optionalIAddress,
    skipped: z.boolean().nullish(),
    attestations: mustBeEmpty('decision attestations'),
    context: contextSchema,
    request: requestSchema,
  })
  .transform(
    (d): Decision => ({
      decision_id: d.decision_id,
      created_at: d.created_at,
      salt: d.salt,
      skipped: d.skipped === true,
      context: d.context,
      request: d.request,
    }),
  );

export const responseSchema = z
  .object({ system_id: iAddress, signing_id: iAddress, signature: signatureField, decision: decisionSchema })
  .transform((r): LoginConsentResponse => ({ system_id: r.system_id, signing_id: r.signing_id, signature: r.signature, decision: r.decision }));

/** Parses a request from JSON (library input, toJson or wallet form); throws a ZodError. */
export function parseLoginConsentRequest(json: unknown): LoginConsentRequest {
  return requestSchema.parse(json);
}

/** Parses a response from JSON, e.g. the body Verus Mobile POSTs to a webhook; throws a ZodError. */
export function parseLoginConsentResponse(json: unknown): LoginConsentResponse {
  return responseSchema.parse(json);
}

// ---- the wallet's JSON.stringify shape (field order of the library's class instances) ----

const head = (vdxfkey: string) => ({ serializekey: true, vdxfkey, version: '01' });

function contextJson(c: Context) {
  return { ...head(LOGIN_CONSENT_KEYS.context), kv: c.kv };
}

function utf8ItemJson(x: VdxfItem) {
  return { ...head(x.vdxfkey), encoding: 'utf-8', data: x.data };
}

function utf8OrIdItemJson(x: VdxfItem) {
  const base58Keys: Record<string, boolean> = {};
  for (const k of BASE58_DATA_KEYS) base58Keys[k] = true;
  return { ...head(x.vdxfkey), base58Keys, data: x.data };
}

function signatureJson(signature: string) {
  return { ...head(LOGIN_CONSENT_KEYS.signature), signature };
}

/** A request as the wallet holds it after reading a deeplink (instance fields in constructor order). */
export function walletJsonOfRequest(r: LoginConsentRequest): Record<string, unknown> {
  const c = r.challenge;
  return {
    ...head(LOGIN_CONSENT_KEYS.request),
    system_id: r.system_id,
    signing_id: r.signing_id,
    signature: r.signature === null ? undefined : signatureJson(r.signature),
    challenge: {
      ...head(LOGIN_CONSENT_KEYS.challenge),
      challenge_id: c.challenge_id,
      requested_access: c.requested_access.map(utf8ItemJson),
      requested_access_audience: [],
      subject: c.subject.map(utf8OrIdItemJson),
      provisioning_info: c.provisioning_info.map(utf8OrIdItemJson),
      alt_auth_factors: [],
      session_id: c.session_id,
      attestations: c.attestations.map(utf8ItemJson),
      redirect_uris: c.redirect_uris.map((u) => ({ ...head(u.vdxfkey), uri: u.uri })),
      created_at: c.created_at,
      salt: c.salt,
      context: contextJson(c.context),
      skip: c.skip,
    },
  };
}

/** A response exactly as Verus Mobile serializes it for a webhook POST (JSON.stringify of the instance). */
export function walletJsonOfResponse(res: LoginConsentResponse): string {
  const d = res.decision;
  const decision: Record<string, unknown> = {
    ...head(LOGIN_CONSENT_KEYS.decision),
    decision_id: d.decision_id,
    request: walletJsonOfRequest(d.request),
    context: contextJson(d.context),
    created_at: d.created_at,
  };
  if (d.salt !== null) decision.salt = d.salt;
  decision.skipped = d.skipped;
  const body: Record<string, unknown> = {
    ...head(LOGIN_CONSENT_KEYS.response),
    system_id: res.system_id,
    signing_id: res.signing_id,
    decision,
  };
  if (res.signature !== null) body.signature = signatureJson(res.signature);
  return JSON.stringify(body);
}
