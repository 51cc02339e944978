/**
 * The wallet half of login (Verus Mobile LoginConsent): issuing a LoginConsentRequest signed by the
 * platform identity, and checking the wallet's LoginConsentResponse against it.
 */
import type { Challenge } from './challenges.js';

export interface IssuedRequest {
  /** The wallet deeplink carrying the signed request. */
  deeplink: string;
  /** The LoginConsent `challenge_id` (an i-address-form id), indexed to find the challenge again. */
  consentChallengeId: string;
  /** Block height the request was signed at. */
  height: number;
  /** What the challenge row keeps to check the response later (the request's exact bytes). */
  stored: Record<string, unknown>;
}

export interface ParsedResponse {
  consentChallengeId: string;
}

export interface WalletSigner {
  identityAddress: string;
  identityName: string;
}

export interface WalletLogin {
  issue(input: { challengeId: string; callbackUrl: string }): Promise<IssuedRequest>;
  /** Parses a callback body; VALIDATION_ERROR when it is not a LoginConsentResponse. */
  parse(body: unknown): Promise<ParsedResponse>;
  /** Every check of the response against the challenge it answers; resolves with the signer. */
  verify(response: ParsedResponse, challenge: Challenge): Promise<WalletSigner>;
}
