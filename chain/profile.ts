/**
 * An identity's on-chain profile: the `contentmultimap` entries under the platform's namespace
 * (profile-keys.ts), decoded to key names and text, and the reverse for `updateidentity`.
 *
 * Wire form (DESIGN "The domain"): the entry of key `<root>::n` is an array whose first element is
 * the hex of the value's UTF-8 text; structured values are JSON text. verusd shows entries that
 * way in `getidentity` and in a transaction's `identityprimary`, and takes them that way in
 * `updateidentity`. Entries of other namespaces are none of our business and are left alone.
 */
import { ProfileValueError } from './errors.js';
import { isIAddress } from './identity-address.js';
import { isRAddress } from './keys.js';
import {
  PROFILE_KEYS, profileKeyIds, profileKeyNames, type ProfileKeyName, type ProfileValueKind,
} from './profile-keys.js';

export type ProfileValues = Partial<Record<ProfileKeyName, string>>;

export interface InvalidProfileEntry {
  /** The key name (`payaddress`), as the values would have had it. */
  key: ProfileKeyName;
  reason: string;
}

export interface DecodedProfile {
  /** The valid values, by key name. */
  values: ProfileValues;
  /** The entries under our keys that could not be used, and why; their values are dropped. */
  invalid: InvalidProfileEntry[];
}

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const CHECKS: Record<ProfileValueKind, (v: string) => string | null> = {
  text: () => null,
  'i-address': (v) => isIAddress(v) ? null
    : isRAddress(v) ? 'must be an i-address (an identity), not an R-address' : 'must be an i-address',
  url: (v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'must be an http(s) URL';
    } catch {
      return 'must be an http(s) URL';
    }
  },
  timestamp: (v) => ISO_8601.test(v) && !Number.isNaN(Date.parse(v)) ? null : 'must be an ISO 8601 timestamp',
  boolean: (v) => v === 'true' || v === 'false' ? null : 'must be true or false',
  'json-array': (v) => Array.isArray(jsonOf(v)) ? null : 'must be the JSON text of an array',
  'json-object': (v) => {
    const o = jsonOf(v);
    return typeof o === 'object' && o !== null && !Array.isArray(o) ? null : 'must be the JSON text of an object';
  },
};

/** Why `value` cannot stand under key `name`, or null when it can. */
export function profileValueProblem(name: ProfileKeyName, value: string): string | null {
  if (value.trim() === '') return 'is empty';
  return CHECKS[PROFILE_KEYS[name]](value);
}

/** The text of one entry (the hex in its first element), or the reason it has none. */
function entryText(entry: unknown): { text: string } | { reason: string } {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first !== 'string') return { reason: 'the entry is not the hex of a text' };
  if (!HEX.test(first)) return { reason: 'the entry is not hex' };
  try {
    return { text: utf8.decode(Buffer.from(first, 'hex')) };
  } catch {
    return { reason: 'the entry is not UTF-8 text' };
  }
}

/**
 * The profile in an identity's `contentmultimap` (as `getidentity` shows it) under namespace
 * `root`: each of our keys decoded to its text and checked against its kind. A `payaddress` that
 * is an R-address, say, is reported in `invalid` and left out of `values`.
 */
export function decodeProfile(contentmultimap: Record<string, unknown> | undefined, root: string): DecodedProfile {
  const names = profileKeyNames(root);
  const values: ProfileValues = {};
  const invalid: InvalidProfileEntry[] = [];
  for (const [id, entry] of Object.entries(contentmultimap ?? {})) {
    const key = names.get(id);
    if (!key) continue;
    const got = entryText(entry);
    if ('reason' in got) {
      invalid.push({ key, reason: got.reason });
      continue;
    }
    const problem = profileValueProblem(key, got.text);
    if (problem) invalid.push({ key, reason: problem });
    else values[key] = got.text;
  }
  return { values, invalid };
}

/**
 * The `contentmultimap` that publishes `values` under namespace `root`, for `updateidentity`.
 * verusd replaces the whole map on update, so entries of `keep` (the identity's current map) under
 * other keys are carried over; our keys come only from `values`. Throws ProfileValueError for a
 * value its key cannot hold.
 */
export function encodeProfile(values: ProfileValues, root: string, keep: Record<string, unknown> = {}): Record<string, unknown[]> {
  const ids = profileKeyIds(root);
  const ours = profileKeyNames(root);
  const out: Record<string, unknown[]> = {};
  for (const [id, entry] of Object.entries(keep)) {
    if (!ours.has(id)) out[id] = Array.isArray(entry) ? entry : [entry];
  }
  for (const [name, value] of Object.entries(values) as [ProfileKeyName, string | undefined][]) {
    if (value === undefined) continue;
    if (!Object.hasOwn(PROFILE_KEYS, name)) throw new ProfileValueError(name, 'is not a key of the platform profile');
    const problem = profileValueProblem(name, value);
    if (problem) throw new ProfileValueError(name, problem);
    out[ids[name]] = [Buffer.from(value, 'utf8').toString('hex')];
  }
  return out;
}
