/** Public API of chain/ primitives: addresses, keys, VDXF ids, message and identity signatures, profile keys, errors. */
export * from './byte-codec.js';
export * from './hashes.js';
export * from './base58.js';
export * from './keys.js';
export * from './identity-address.js';
export * from './message-signature.js';
export * from './identity-signature.js';
export * from './errors.js';
export * from './profile-keys.js';
export * from './profile.js';
