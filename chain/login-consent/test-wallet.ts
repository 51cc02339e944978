/**
 * TEST / DEVELOPMENT WALLET. Plays Verus Mobile's part of a login for tests and local development:
 * reads a deeplink (or request), builds the LoginConsentResponse exactly as the wallet does
 * (decision_id = challenge_id, empty context, not skipped, request rebuilt from its bytes), signs the
 * decision with the user's keys at the given height, and answers what the wallet would deliver:
 * the webhook POST body and/or the redirect URL. It holds keys in memory; never use it with real funds.
 */
import { isIAddress } from '../identity-address.js';
import { requestFromDeeplink, responseRedirectUrl } from './deeplink.js';
import { decodeRequest, encodeRequest } from './request.js';
import { encodeResponse, signLoginConsentResponse } from './response.js';
import { LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import { walletJsonOfResponse } from './wallet-json.js';
import type { LoginConsentRequest, LoginConsentResponse } from './types.js';

export type WalletDelivery =
  | { kind: 'webhook'; method: 'POST'; url: string; contentType: 'application/json'; body: string }
  | { kind: 'redirect'; url: string };

export interface TestWalletAnswer {
  response: LoginConsentResponse;
  responseBytes: Uint8Array;
  /** JSON.stringify of the response instance: the body Verus Mobile POSTs to a webhook. */
  webhookBody: string;
  /** One delivery per redirect_uri of the challenge, in order. */
  deliveries: WalletDelivery[];
}

/** Answers a login consent request as the test wallet of `identityId`, signing at `blockHeight`. */
export function answerLoginConsent(args: {
  deeplink?: string;
  request?: LoginConsentRequest;
  wifs: string[];
  identityId: string;
  blockHeight: number;
  /** System of the user's identity; the wallet uses the request's system by default. */
  systemId?: string;
  /** Decision time in seconds; now by default. */
  createdAt?: number;
}): TestWalletAnswer {
  if (!isIAddress(args.identityId)) throw new TypeError('identityId must be an i-address');
  let request: LoginConsentRequest;
  if (args.deeplink !== undefined) request = requestFromDeeplink(args.deeplink);
  else if (args.request !== undefined) request = decodeRequest(encodeRequest(args.request));
  else throw new TypeError('give a deeplink or a request');

  const unsigned: LoginConsentResponse = {
    system_id: args.systemId ?? request.system_id,
    signing_id: args.identityId,
    signature: null,
    decision: {
      decision_id: request.challenge.challenge_id,
      created_at: args.createdAt ?? Math.floor(Date.now() / 1000),
      salt: null,
      skipped: false,
      context: { kv: {} },
      request,
    },
  };
  const response = signLoginConsentResponse({ response: unsigned, wifs: args.wifs, blockHeight: args.blockHeight });
  const webhookBody = walletJsonOfResponse(response);
  const deliveries: WalletDelivery[] = [];
  for (const r of request.challenge.redirect_uris) {
    if (r.vdxfkey === LOGIN_CONSENT_KEYS.webhook) {
      deliveries.push({ kind: 'webhook', method: 'POST', url: r.uri, contentType: 'application/json', body: webhookBody });
    } else if (r.vdxfkey === LOGIN_CONSENT_KEYS.redirect) {
      deliveries.push({ kind: 'redirect', url: responseRedirectUrl(r.uri, response) });
    }
  }
  return { response, responseBytes: encodeResponse(response), webhookBody, deliveries };
}
