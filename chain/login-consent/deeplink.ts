/**
 * How a request reaches the wallet and a response comes back: the wallet deeplink and QR string
 * (base64url of the request bytes), and the redirect form of a response
 * (`<uri>?i5fvfsaTFKtrHCPYQHTXRaXcyxHmJMxTMe=<base64url(response)>`).
 */
import { MalformedBytesError } from '../byte-codec.js';
import { decodeRequest, encodeRequest } from './request.js';
import { decodeResponse, encodeResponse } from './response.js';
import { LOGIN_CONSENT_KEYS } from './vdxf-keys.js';
import { fromBase64url, toBase64url } from './vdxf-object.js';
import type { LoginConsentRequest, LoginConsentResponse } from './types.js';

const DEEPLINK_PREFIX = `${LOGIN_CONSENT_KEYS.wallet.toLowerCase()}://x-callback-url/${LOGIN_CONSENT_KEYS.request}/`;

/** Thrown when a request that is not signed is about to be shown to a wallet. */
export class UnsignedRequestError extends Error {
  readonly code = 'UNSIGNED_REQUEST';
  constructor() {
    super('a login consent request must be signed before it is offered to a wallet');
    this.name = 'UnsignedRequestError';
  }
}

/** base64url(request bytes): request.toString(). */
export function requestToBase64url(req: LoginConsentRequest): string {
  return toBase64url(encodeRequest(req));
}

/** base64url(response bytes): response.toString(). */
export function responseToBase64url(res: LoginConsentResponse): string {
  return toBase64url(encodeResponse(res));
}

/** The Verus Mobile deeplink for a signed request. */
export function walletDeeplink(req: LoginConsentRequest): string {
  if (req.signature === null) throw new UnsignedRequestError();
  return `${DEEPLINK_PREFIX}?${LOGIN_CONSENT_KEYS.request}=${requestToBase64url(req)}`;
}

/** The text to put in a QR code for a signed request (what the wallet's scanner reads). */
export function qrString(req: LoginConsentRequest): string {
  if (req.signature === null) throw new UnsignedRequestError();
  return requestToBase64url(req);
}

/** Reads a request from a wallet deeplink (or from a bare QR string); throws MalformedBytesError. */
export function requestFromDeeplink(uri: string): LoginConsentRequest {
  const marker = `${LOGIN_CONSENT_KEYS.request}=`;
  const at = uri.indexOf(marker);
  const payload = at >= 0 ? uri.slice(at + marker.length).split(/[&#]/)[0]! : uri;
  return decodeRequest(fromBase64url(payload));
}

/** The URL the wallet opens for a redirect-key redirect_uri (WHATWG URL searchParams.set). */
export function responseRedirectUrl(redirectUri: string, res: LoginConsentResponse): string {
  const url = new URL(redirectUri);
  url.searchParams.set(LOGIN_CONSENT_KEYS.response, responseToBase64url(res));
  return url.toString();
}

/** Reads a response back from the URL the wallet opened; throws MalformedBytesError. */
export function responseFromRedirectUrl(url: string): LoginConsentResponse {
  let value: string | null;
  try {
    value = new URL(url).searchParams.get(LOGIN_CONSENT_KEYS.response);
  } catch {
    throw new MalformedBytesError('not a URL');
  }
  if (value === null) throw new MalformedBytesError(`no ${LOGIN_CONSENT_KEYS.response} parameter`);
  return decodeResponse(fromBase64url(value));
}
