/**
 * Friendly names to i-addresses through the chain (`getidentity`), cached for a short while so a
 * page of reads or a batch of names costs one lookup per distinct name. An i-address resolves to
 * itself without a call; an unknown name resolves to null (cached for less time).
 */
import { RpcDaemonError, type RpcClient } from '../chain/rpc.js';

const IADDRESS = /^i[a-zA-Z0-9]{25,50}$/;

export interface ResolvedName { address: string; name: string }

export class NameResolver {
  readonly #cache = new Map<string, { value: ResolvedName | null; until: number }>();

  constructor(
    private readonly rpc: Pick<RpcClient, 'getidentity'>,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The i-address of `name@` (or the i-address itself); null when the chain knows no such identity. */
  async address(nameOrAddress: string): Promise<string | null> {
    if (IADDRESS.test(nameOrAddress)) return nameOrAddress;
    return (await this.resolve(nameOrAddress))?.address ?? null;
  }

  /** Address and friendly name; null for an unknown identity. RPC_ERROR when the daemon is down. */
  async resolve(nameOrAddress: string): Promise<ResolvedName | null> {
    const key = nameOrAddress.toLowerCase();
    const hit = this.#cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    let value: ResolvedName | null;
    try {
      const found = await this.rpc.getidentity(nameOrAddress);
      value = { address: found.identity.identityaddress, name: found.friendlyname ?? found.fullyqualifiedname ?? `${found.identity.name}@` };
    } catch (err) {
      if (!(err instanceof RpcDaemonError)) throw err;
      value = null;
    }
    if (this.#cache.size >= this.maxEntries) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(key, { value, until: Date.now() + (value ? this.ttlMs : this.ttlMs / 6) });
    return value;
  }
}
