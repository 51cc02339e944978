/**
 * The login-consent objects as plain data. Field names are those of verus-typescript-primitives'
 * JSON, so a wallet body maps onto them directly. Every field is present (absent optional ids are
 * null, lists empty), which makes the byte encoding a bijection.
 */

/** A VDXF key with UTF-8 data (RequestedPermission, Attestation) or, for identity keys, an i-address (Subject, ProvisioningInfo). */
export interface VdxfItem {
  vdxfkey: string;
  data: string;
}

export interface RedirectUri {
  vdxfkey: string;
  uri: string;
}

/** Context: VDXF key -> UTF-8 value, in insertion order. */
export interface Context {
  kv: Record<string, string>;
}

export interface Challenge {
  challenge_id: string;
  created_at: number;
  salt: string | null;
  session_id: string | null;
  skip: boolean;
  requested_access: VdxfItem[];
  subject: VdxfItem[];
  provisioning_info: VdxfItem[];
  attestations: VdxfItem[];
  redirect_uris: RedirectUri[];
  context: Context;
}

export interface LoginConsentRequest {
  system_id: string;
  signing_id: string;
  /** base64 CIdentitySignature over the challenge hash, or null while unsigned. */
  signature: string | null;
  challenge: Challenge;
}

export interface Decision {
  decision_id: string;
  created_at: number;
  salt: string | null;
  skipped: boolean;
  context: Context;
  request: LoginConsentRequest;
}

export interface LoginConsentResponse {
  system_id: string;
  signing_id: string;
  /** base64 CIdentitySignature over the decision hash, or null while unsigned. */
  signature: string | null;
  decision: Decision;
}
