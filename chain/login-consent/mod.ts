/** Public API of the login-consent objects (Verus Mobile's LoginConsentRequest / LoginConsentResponse). */
export * from './types.js';
export * from './vdxf-keys.js';
export { vdxfObject, readVdxfObject, toBase64url, fromBase64url } from './vdxf-object.js';
export * from './context.js';
export * from './challenge.js';
export * from './request.js';
export * from './decision.js';
export * from './response.js';
export * from './deeplink.js';
export * from './wallet-json.js';
export * from './binding.js';
export { loginConsentSignatureHeight } from './signature-height.js';
