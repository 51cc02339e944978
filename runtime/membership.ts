/**
 * Cluster membership: each node puts `m.<nodeId>` in a KV bucket whose TTL is the lease TTL, once
 * per tick; the live members are the keys present. A node that stops heartbeating drops out after
 * at most one TTL, and every node then computes the same new assignment.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import type { KV } from '@nats-io/kv';
import { openBucket } from './leases.js';

export class Membership {
  private constructor(readonly kv: KV, readonly nodeId: string) {}

  static async open(nc: NatsConnection, bucket: string, ttlMs: number, nodeId: string): Promise<Membership> {
    return new Membership(await openBucket(nc, bucket, ttlMs), nodeId);
  }

  async heartbeat(): Promise<void> {
    await this.kv.put(`m.${this.nodeId}`, JSON.stringify({ at: Date.now(), pid: process.pid }));
  }

  /** The node ids heard from within the TTL, sorted. */
  async live(): Promise<string[]> {
    const out: string[] = [];
    for await (const k of await this.kv.keys('m.*')) out.push(k.slice(2));
    return out.sort();
  }

  async leave(): Promise<void> {
    await this.kv.delete(`m.${this.nodeId}`).catch(() => {});
  }
}
