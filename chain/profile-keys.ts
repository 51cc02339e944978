/**
 * The 25 keys of the platform's on-chain profile namespace (DESIGN "The domain", spec "On-chain
 * identity profile"; every key listed with its i-address in docs/catalog.md). A key name `n` is the
 * VDXF key `<root>::n`, `root` being VDXF_NAMESPACE_ROOT (`agentplatform` by default), and its
 * i-address is computed offline exactly as verusd's `getvdxfid` computes it.
 *
 * Each key says what its value must look like (`kind`), so decoding can report a value that is
 * not what the key promises instead of handing it on. Domain rules (a price above zero, a known
 * category) belong to the actors, not here.
 */
import { vdxfId } from './identity-address.js';

/** What a key's UTF-8 text must be. */
export type ProfileValueKind =
  /** Any non-empty text. */
  | 'text'
  /** An identity i-address (R-addresses are refused: `payaddress` must be an identity). */
  | 'i-address'
  /** An http(s) URL. */
  | 'url'
  /** An ISO 8601 timestamp. */
  | 'timestamp'
  /** `true` or `false`. */
  | 'boolean'
  /** JSON text of an array. */
  | 'json-array'
  /** JSON text of an object. */
  | 'json-object';

/** The 25 key names with the kind of their values, in the order docs/catalog.md lists them. */
export const PROFILE_KEYS = {
  // the agent (an identity publishes one)
  'agent.name': 'text',
  'agent.type': 'text',
  'agent.description': 'text',
  'agent.status': 'text',
  'agent.owner': 'i-address',
  'agent.category': 'text',
  'agent.tags': 'json-array',
  'agent.website': 'url',
  'agent.avatar': 'url',
  'agent.contact': 'text',
  'agent.languages': 'json-array',
  'agent.models': 'json-array',
  'agent.privacyTier': 'text',
  'agent.dataPolicy': 'json-object',
  // its one on-chain service (more go through the API)
  'svc.name': 'text',
  'svc.description': 'text',
  'svc.category': 'text',
  'svc.pricing': 'json-array',
  'svc.turnaround': 'text',
  'svc.paymentTerms': 'text',
  'svc.guard': 'boolean',
  // written by the platform about itself and the registration
  'platform.apiUrl': 'url',
  'platform.registeredAt': 'timestamp',
  'workspace.capability': 'json-object',
  payaddress: 'i-address',
} as const satisfies Record<string, ProfileValueKind>;

export type ProfileKeyName = keyof typeof PROFILE_KEYS;

export const PROFILE_KEY_NAMES = Object.keys(PROFILE_KEYS) as ProfileKeyName[];

export const isProfileKeyName = (name: string): name is ProfileKeyName => Object.hasOwn(PROFILE_KEYS, name);

/** The qualified VDXF name of a key, e.g. `agentplatform::agent.name`. */
export const qualifiedProfileKey = (name: ProfileKeyName, root: string): string => `${root}::${name}`;

const memo = new Map<string, Readonly<Record<ProfileKeyName, string>>>();

/** name -> i-address of every profile key under `root` (as `getvdxfid "<root>::<name>"` answers). */
export function profileKeyIds(root: string): Readonly<Record<ProfileKeyName, string>> {
  let ids = memo.get(root);
  if (!ids) {
    ids = Object.freeze(Object.fromEntries(PROFILE_KEY_NAMES.map((n) => [n, vdxfId(qualifiedProfileKey(n, root))])) as Record<ProfileKeyName, string>);
    memo.set(root, ids);
  }
  return ids;
}

/** i-address -> name of every profile key under `root`: the reverse of `profileKeyIds`. */
export function profileKeyNames(root: string): ReadonlyMap<string, ProfileKeyName> {
  return new Map(PROFILE_KEY_NAMES.map((n) => [profileKeyIds(root)[n], n]));
}

/**
 * Where an agent publishes the reviews it received (docs/reputation.md): `<root>::review.record`.
 * Not one of the 25 profile keys (decodeProfile ignores it): its entry is an array with one value
 * per review, each the hex of a JSON review record that anyone can check against the buyer's
 * signature.
 */
export const REVIEW_KEY_NAME = 'review.record';

export const reviewKeyId = (root: string): string => vdxfId(`${root}::${REVIEW_KEY_NAME}`);
