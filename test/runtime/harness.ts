/** Shared set-up of the runtime suites: a runtime on either transport, with a cluster name of its own. */
import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createLogger } from '../../bin/logger.js';
import { startRuntime, type Runtime, type RuntimeOptions } from '../../runtime/mod.js';
import { actorKinds } from '../../runtime/testing/actors.js';
import { NATS_URL } from '../fixtures.js';

export type TransportName = 'inprocess' | 'nats';

/** A cluster name no other run or suite uses, so subjects and buckets never collide. */
export const uniqueCluster = (prefix = 't'): string => `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const quietLog = () => createLogger(process.env.AP_TEST_LOG_LEVEL ?? 'silent', 'runtime-test');

export function testRuntime(
  transport: TransportName,
  opts: Partial<RuntimeOptions> & { cluster: string },
): Promise<Runtime> {
  return startRuntime({
    databaseUrl: process.env.AP_TEST_DATABASE_URL!,
    natsUrl: transport === 'nats' ? NATS_URL : undefined,
    partitions: 16,
    leaseTtlMs: 3000,
    kinds: actorKinds,
    log: quietLog(),
    ...opts,
  });
}

/** Deletes the KV buckets of a test cluster from the shared NATS server. */
export async function removeClusterBuckets(cluster: string): Promise<void> {
  const nc = await connect({ servers: NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for (const b of ['leases', 'members']) await jsm.streams.delete(`KV_${cluster}_${b}`).catch(() => {});
  } finally {
    await nc.close();
  }
}

/** Polls `check` until it returns a truthy value or the time is up. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const uid = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;
