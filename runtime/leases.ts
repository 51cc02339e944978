/**
 * Partition leases in a NATS KV bucket whose bucket-level TTL is the lease TTL (nats-server 2.9 has
 * no per-key TTL). `create` claims (refused while someone holds the key), `update` at the last
 * revision renews (refused once the key expired or moved on), `delete` at the last revision hands
 * off. The revision `create` returns is the owner's epoch: a later claim always gets a higher one.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { Kvm, type KV } from '@nats-io/kv';

const key = (partition: number) => `p.${partition}`;

/** Opens `bucket` with `ttlMs`, creating it when missing. */
export async function openBucket(nc: NatsConnection, bucket: string, ttlMs: number): Promise<KV> {
  const kvm = new Kvm(nc);
  try {
    return await kvm.create(bucket, { ttl: ttlMs, history: 1 });
  } catch (err) {
    // exists with other settings (another TTL): use it as it is rather than refuse to start
    return kvm.open(bucket).catch(() => Promise.reject(err));
  }
}

export class Leases {
  private constructor(readonly kv: KV, readonly ttlMs: number) {}

  static async open(nc: NatsConnection, bucket: string, ttlMs: number): Promise<Leases> {
    const kv = await openBucket(nc, bucket, ttlMs);
    const status = await kv.status();
    return new Leases(kv, status.ttl > 0 ? status.ttl : ttlMs);
  }

  /** Claims `partition` for `nodeId`; the revision (epoch), or null while another holds it. */
  async claim(partition: number, nodeId: string): Promise<number | null> {
    try {
      return await this.kv.create(key(partition), nodeId);
    } catch (err) {
      const e = err as { name?: string; code?: number; message?: string };
      if (/wrong last sequence|key exists/i.test(String(e.message))) return null;
      throw err;
    }
  }

  /** Renews at `revision`; the new revision. Throws when the lease is no longer ours. */
  renew(partition: number, nodeId: string, revision: number): Promise<number> {
    return this.kv.update(key(partition), nodeId, revision);
  }

  /** Gives the lease up at `revision` (a no-op if it already moved on). */
  async release(partition: number, revision: number): Promise<void> {
    await this.kv.delete(key(partition), { previousSeq: revision }).catch(() => {});
  }

  /** Partition -> holder, for diagnostics and tests. */
  async holders(): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for await (const k of await this.kv.keys('p.*')) {
      const e = await this.kv.get(k);
      if (e && e.operation === 'PUT') out.set(Number(k.slice(2)), e.string());
    }
    return out;
  }
}
