/**
 * Signs as an identity with its WIF, offline (verusd's identity-signature format, chain/): what the
 * platform verifies with `verifymessage` against the identity's latest keys. The block height is the
 * one the platform's login challenge reported.
 */
import { CHAIN_IDS, identityAddressOfName, isIAddress, type ChainName } from '../chain/identity-address.js';
import { signAsIdentity } from '../chain/identity-signature.js';
import type { SignFn } from './platform-client.js';

export function wifSigner(wif: string, identity: string, chain: ChainName): SignFn {
  const identityId = isIAddress(identity) ? identity : identityAddressOfName(identity, chain);
  return (message, blockHeight) => signAsIdentity({ wifs: [wif], systemId: CHAIN_IDS[chain], identityId, blockHeight, message });
}
