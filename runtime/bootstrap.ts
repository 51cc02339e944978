/**
 * Wiring: a running runtime from settings. With NATS URLs it joins the cluster (NATS transport,
 * KV leases and membership); without, it runs in process and owns every partition.
 */
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { RuntimeClient } from './client.js';
import { Leases } from './leases.js';
import { Membership } from './membership.js';
import { RuntimeMetrics } from './metrics.js';
import { ActorNode } from './node.js';
import { LeaseOwnership } from './ownership.js';
import { SoloOwnership } from './ownership-solo.js';
import { CLUSTER_PATTERN } from './partitioner.js';
import { RuntimeStore } from './store.js';
import { InProcessTransport } from './transport-inprocess.js';
import { NatsTransport } from './transport-nats.js';
import type { ActorKind, RuntimeSettings, Transport } from './types.js';

export interface RuntimeOptions {
  databaseUrl: string;
  /** NATS servers; none means the in-process transport. */
  natsUrl?: string | string[];
  cluster?: string;
  partitions?: number;
  leaseTtlMs?: number;
  nodeId?: string;
  kinds: ActorKind[];
  log: Logger;
  poolSize?: number;
  passivateAfterMs?: number;
  /** Also collect process metrics (CPU, memory) in the node's registry. */
  processMetrics?: boolean;
  /** Start no node: only a client (a gateway that sends commands to actor nodes elsewhere). */
  clientOnly?: boolean;
  /** Inbox rows (the de-duplication window) older than this are purged (default 7 days). */
  inboxRetentionMs?: number;
  /** Published outbox rows older than this are purged (default 1 day). */
  outboxRetentionMs?: number;
  /** Mean time between purge passes (default 5 minutes, with jitter). */
  purgeIntervalMs?: number;
}

export interface Runtime {
  settings: RuntimeSettings;
  transport: Transport;
  client: RuntimeClient;
  metrics: RuntimeMetrics;
  node?: ActorNode;
  store?: RuntimeStore;
  /** Hands partitions off, then closes the transport and the pool. */
  stop(): Promise<void>;
}

/** A node id that is a valid KV key and unique per process. */
export function defaultNodeId(): string {
  return `${hostname()}-${process.pid}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 100);
}

export async function startRuntime(o: RuntimeOptions): Promise<Runtime> {
  const settings: RuntimeSettings = {
    cluster: o.cluster ?? 'ap',
    partitions: o.partitions ?? 128,
    leaseTtlMs: o.leaseTtlMs ?? 10_000,
    nodeId: o.nodeId ?? defaultNodeId(),
  };
  if (!CLUSTER_PATTERN.test(settings.cluster)) throw new Error(`invalid cluster name: ${settings.cluster}`);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(settings.nodeId)) throw new Error(`invalid node id: ${settings.nodeId}`);
  const log = o.log.child({ node: settings.nodeId });
  const metrics = new RuntimeMetrics(settings.nodeId, { processMetrics: o.processMetrics });
  const nats = o.natsUrl && (Array.isArray(o.natsUrl) ? o.natsUrl.length > 0 : true)
    ? await NatsTransport.connect(o.natsUrl, `actor-node ${settings.nodeId}`)
    : undefined;
  const transport: Transport = nats ?? new InProcessTransport();
  // An attempt waits at most a lease TTL (5 s at most): a command sent to an owner that froze is
  // retried once its lease can have lapsed, instead of waiting out a longer timeout first.
  const client = new RuntimeClient(transport, settings, { attemptTimeoutMs: Math.min(5_000, Math.max(1_000, settings.leaseTtlMs)) });
  if (o.clientOnly) {
    return { settings, transport, client, metrics, stop: () => transport.close() };
  }
  const store = new RuntimeStore(o.databaseUrl, o.poolSize ?? 10);
  try {
    const ownership = nats
      ? new LeaseOwnership({
          nodeId: settings.nodeId, scope: settings.cluster, partitions: settings.partitions, store, metrics, log,
          leases: await Leases.open(nats.nc, `${settings.cluster}_leases`, settings.leaseTtlMs),
          membership: await Membership.open(nats.nc, `${settings.cluster}_members`, settings.leaseTtlMs, settings.nodeId),
        })
      : new SoloOwnership({ nodeId: settings.nodeId, scope: settings.cluster, partitions: settings.partitions, store });
    const node = new ActorNode({
      settings, store, transport, ownership, kinds: o.kinds, metrics, log, passivateAfterMs: o.passivateAfterMs,
      retention: {
        ...(o.inboxRetentionMs !== undefined && { inboxRetentionMs: o.inboxRetentionMs }),
        ...(o.outboxRetentionMs !== undefined && { outboxRetentionMs: o.outboxRetentionMs }),
        ...(o.purgeIntervalMs !== undefined && { intervalMs: o.purgeIntervalMs }),
      },
    });
    await node.start();
    let stopping: Promise<void> | undefined;
    return {
      settings, transport, client, metrics, node, store,
      stop: () => (stopping ??= (async () => {
        await node.stop();
        await transport.close();
        await store.close();
      })()),
    };
  } catch (err) {
    await transport.close().catch(() => {});
    await store.close().catch(() => {});
    throw err;
  }
}
