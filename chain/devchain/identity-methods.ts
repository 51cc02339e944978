/**
 * The dev chain's identity methods, as verusd's src/rpc/pbaasrpc.cpp has them: `getidentity`,
 * `updateidentity`, `revokeidentity`, `recoveridentity`, and the dev-only `dev_createidentity`.
 */
import { isIAddress } from '../identity-address.js';
import { isRAddress } from '../keys.js';
import { RPC_CODES } from '../rpc.js';
import type { DevLedger } from './ledger.js';
import type { RpcMethod } from './methods.js';
import { renderGetIdentity } from './render.js';
import { fault, obj, uniBool, uniStr, usage } from './rpc-fault.js';
import { FLAG_REVOKED, IDENTITY_VERSION, type IdentityState } from './state.js';

const INVALID_NAME_CHARS = /[\\/:*?"<>|@.]/;
const { WALLET_ERROR, INVALID_ADDRESS_OR_KEY, INVALID_PARAMETER, TRANSACTION_REJECTED } = RPC_CODES;

export function identityMethods(ledger: DevLedger): Record<string, RpcMethod> {
  /** A root name as dev_createidentity/updateidentity accept it: `alice`, `alice@`, `alice.VRSCTEST@`. */
  const rootName = (input: string): string | null => {
    let name = input.endsWith('@') ? input.slice(0, -1) : input;
    const suffix = `.${ledger.chain}`;
    if (name.toLowerCase().endsWith(suffix.toLowerCase())) name = name.slice(0, -suffix.length);
    if (name === '' || name !== name.trim() || / {2}/.test(name) || INVALID_NAME_CHARS.test(name) || name.length > 64) return null;
    return name;
  };


  /** Validates an identity definition for create/update; throws -8 "Invalid JSON ID parameter" with a reason. */
  const validIdentity = (draft: IdentityState): IdentityState => {
    const bad = (why: string) => fault(INVALID_PARAMETER, `Invalid JSON ID parameter: ${why}`);
    const p = draft.primaryaddresses as unknown;
    if (!Array.isArray(p) || p.length === 0 || p.length > 25) throw bad('primaryaddresses must list 1 to 25 R-addresses');
    if (!p.every((a) => typeof a === 'string' && isRAddress(a))) throw bad('primaryaddresses must be R-addresses');
    if (new Set(p).size !== p.length) throw bad('primaryaddresses must not repeat');
    const m = draft.minimumsignatures as unknown;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 1 || m > p.length) {
      throw bad('minimumsignatures must be between 1 and the number of primary addresses');
    }
    const cmm = draft.contentmultimap as unknown;
    if (typeof cmm !== 'object' || cmm === null || Array.isArray(cmm)) throw bad('contentmultimap must be an object');
    const contentmultimap: Record<string, unknown[]> = {};
    for (const [key, value] of Object.entries(cmm as Record<string, unknown>)) {
      if (!isIAddress(key)) throw bad(`contentmultimap key ${key} is not an i-address (use getvdxfid)`);
      contentmultimap[key] = Array.isArray(value) ? value : [value];
    }
    const authority = (v: unknown, what: string): string => {
      const s = uniStr(v);
      const i = ledger.resolveIdentityAddress(s);
      if (!i || (i !== draft.identityaddress && !ledger.latestIdentity(i))) throw bad(`${what} must be an existing identity`);
      return i;
    };
    const timelock = draft.timelock as unknown;
    if (typeof timelock !== 'number' || !Number.isInteger(timelock) || timelock < 0) throw bad('timelock must be a whole number');
    const cm = draft.contentmap as unknown;
    if (typeof cm !== 'object' || cm === null || Array.isArray(cm)) throw bad('contentmap must be an object');
    return {
      ...draft,
      version: IDENTITY_VERSION,
      flags: (typeof draft.flags === 'number' ? draft.flags : 0) & FLAG_REVOKED,
      contentmultimap,
      contentmap: cm as Record<string, unknown>,
      revocationauthority: authority(draft.revocationauthority, 'revocationauthority'),
      recoveryauthority: authority(draft.recoveryauthority, 'recoveryauthority'),
    };
  };

  /**
   * verusd's update rule (updateidentity, recoveridentity): start from the current identity without
   * its contentmultimap, overwrite with the given fields, keep the fields that name it.
   */
  const updatedIdentity = (prior: IdentityState, fields: object, fixed: Partial<IdentityState> = {}): IdentityState => {
    const { contentmultimap: _dropped, ...kept } = prior;
    return validIdentity({
      ...kept,
      contentmultimap: {},
      ...(fields as Partial<IdentityState>),
      name: prior.name,
      identityaddress: prior.identityaddress,
      parent: prior.parent,
      systemid: prior.systemid,
      ...fixed,
    } as IdentityState);
  };

  const requireAuthority = (authorityAddress: string, self: IdentityState, what: string) => {
    const auth = authorityAddress === self.identityaddress ? self : ledger.latestIdentity(authorityAddress)?.identity;
    if (!auth || !ledger.canSpendFor(auth)) {
      throw fault(WALLET_ERROR, `This wallet does not hold the keys of the ${what} of ${ledger.friendlyName(self)}`);
    }
  };

  return {
    getidentity(params) {
      if (params.length < 1 || params.length > 4) throw usage('getidentity "name@ || iid" (height) (txproof) (txproofheight)');
      const s = uniStr(params[0]);
      const i = ledger.resolveIdentityAddress(s);
      if (!i) throw fault(INVALID_PARAMETER, `Identity parameter must be valid friendly name or identity address: "${s}"`);
      let height = ledger.height;
      if (params.length > 1 && params[1] !== null) {
        const h = Number(params[1]);
        if (Number.isInteger(h) && h > 0 && h < height) height = h;
      }
      const entry = ledger.identityAt(i, height);
      if (!entry) throw fault(INVALID_ADDRESS_OR_KEY, 'Identity not found');
      return renderGetIdentity(ledger, entry);
    },

    dev_createidentity(params) {
      if (params.length !== 1) {
        throw usage('dev_createidentity {"name":"alice", "primaryaddresses":["R..."]?, "minimumsignatures":1?, "revocationauthority":"id@"?, "recoveryauthority":"id@"?, "contentmultimap":{}?}');
      }
      const o = obj(params[0]);
      const name = rootName(uniStr(o.name));
      if (!name) throw fault(INVALID_PARAMETER, 'Invalid name: a top-level name without . : * ? " < > | @ / \\ and at most 64 characters');
      const draft = ledger.draftIdentity(name, {
        primaryaddresses: [], minimumsignatures: 1,
      });
      if (ledger.latestIdentity(draft.identityaddress)) {
        throw fault(INVALID_PARAMETER, `Identity ${ledger.friendlyName(draft)} (${draft.identityaddress}) already exists`);
      }
      const given = o.primaryaddresses;
      const identity = validIdentity({
        ...draft,
        primaryaddresses: (given === undefined ? [ledger.newKey()] : given) as string[],
        minimumsignatures: (o.minimumsignatures ?? 1) as number,
        contentmultimap: (o.contentmultimap ?? {}) as Record<string, unknown[]>,
        revocationauthority: o.revocationauthority === undefined ? draft.identityaddress : uniStr(o.revocationauthority),
        recoveryauthority: o.recoveryauthority === undefined ? draft.identityaddress : uniStr(o.recoveryauthority),
        flags: 0,
      });
      ledger.writeIdentity(identity);
      return renderGetIdentity(ledger, ledger.latestIdentity(identity.identityaddress)!);
    },

    updateidentity(params) {
      if (params.length < 1 || params.length > 5) {
        throw usage('updateidentity "jsonidentity" (returntx) (tokenupdate) (feeoffer) (sourceoffunds)');
      }
      const o = obj(params[0]);
      if (uniBool(params[1])) throw fault(INVALID_PARAMETER, 'The dev chain does not return unsigned transactions ("returntx")');
      const nameStr = uniStr(o.name);
      const name = rootName(nameStr);
      const i = name ? ledger.resolveIdentityAddress(`${name}@`) : null;
      const old = i ? ledger.latestIdentity(i) : undefined;
      if (!old) throw fault(INVALID_PARAMETER, `identity, ${nameStr} (${i ?? 'invalid name'}), not found `);
      const prior = old.identity;
      const next = updatedIdentity(prior, o);
      const wasRevoked = ledger.isRevoked(prior);
      const nowRevoked = ledger.isRevoked(next);
      if (wasRevoked && nowRevoked) {
        throw fault(TRANSACTION_REJECTED, 'Unable to commit identity update transaction: the identity is revoked; recover it first');
      }
      if (wasRevoked) requireAuthority(prior.recoveryauthority, prior, 'recovery authority');
      else if (nowRevoked) {
        if (next.recoveryauthority === prior.identityaddress) {
          throw fault(INVALID_PARAMETER, 'Cannot revoke an identity with self as the recovery authority, unless the ID has tokenized ID control');
        }
        requireAuthority(prior.revocationauthority, prior, 'revocation authority');
      } else requireAuthority(prior.identityaddress, prior, 'primary addresses');
      return ledger.writeIdentity(next);
    },

    revokeidentity(params) {
      if (params.length < 1 || params.length > 5) {
        throw usage('revokeidentity "nameorID" (returntx) (tokenrevoke) (feeoffer) (sourceoffunds)');
      }
      const i = ledger.resolveIdentityAddress(uniStr(params[0]));
      if (!i) throw fault(INVALID_PARAMETER, 'Invalid JSON ID parameter');
      if (uniBool(params[1])) throw fault(INVALID_PARAMETER, 'The dev chain does not return unsigned transactions ("returntx")');
      const old = ledger.latestIdentity(i);
      if (!old) throw fault(INVALID_PARAMETER, `ID not found ${i}`);
      const prior = old.identity;
      if (ledger.isRevoked(prior)) {
        throw fault(TRANSACTION_REJECTED, 'Unable to commit identity update transaction: the identity is already revoked');
      }
      if (prior.recoveryauthority === prior.identityaddress) {
        throw fault(INVALID_PARAMETER, 'Cannot revoke an identity with self as the recovery authority, unless the ID has tokenized ID control');
      }
      requireAuthority(prior.revocationauthority, prior, 'revocation authority');
      return ledger.writeIdentity({ ...prior, flags: prior.flags | FLAG_REVOKED, contentmultimap: {} });
    },

    recoveridentity(params) {
      if (params.length < 1 || params.length > 5) {
        throw usage('recoveridentity "jsonidentity" (returntx) (tokenrecover) (feeoffer) (sourceoffunds)');
      }
      const o = obj(params[0]);
      if (uniBool(params[1])) throw fault(INVALID_PARAMETER, 'The dev chain does not return unsigned transactions ("returntx")');
      const name = rootName(uniStr(o.name));
      const i = name ? ledger.resolveIdentityAddress(`${name}@`) : null;
      if (!i) throw fault(INVALID_PARAMETER, 'Invalid JSON ID parameter');
      const old = ledger.latestIdentity(i);
      if (!old) throw fault(INVALID_PARAMETER, `ID not found ${i}`);
      const prior = old.identity;
      if (!ledger.isRevoked(prior)) throw fault(INVALID_PARAMETER, `Identity must be revoked in order to recover : ${prior.name}`);
      requireAuthority(prior.recoveryauthority, prior, 'recovery authority');
      const next = updatedIdentity(prior, o, { flags: 0 });
      return ledger.writeIdentity(next);
    },
  };
}
