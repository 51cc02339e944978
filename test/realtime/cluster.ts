/**
 * A split deployment for real-time tests and bench/chat: `agentplatform actor-node` and
 * `agentplatform gateway` processes over NATS on the run's database and the harness's dev chain,
 * and a job between a buyer and an agent who log in on gateways of the caller's choosing.
 */
import { expect } from 'chai';
import { freePort } from '../../bin/database.js';
import { NATS_URL } from '../fixtures.js';
import { Browser, cliLogin, type Harness } from '../gateway/harness.js';
import { registration, service, signedBody, type Agent } from '../catalog/helpers.js';
import { createJob } from '../jobs/helpers.js';
import { runCli, runOnFreePort, type Program } from '../programs.js';
import { removeClusterBuckets, uniqueCluster } from '../runtime/harness.js';

export interface Cluster {
  gateways: string[];
  programs: Program[];
  cluster: string;
  stop(): Promise<void>;
}

export async function startCluster(h: Harness, o: { gateways?: number; nodes?: number; env?: Record<string, string>; nodeArgs?: string[] } = {}): Promise<Cluster> {
  const cluster = uniqueCluster('rt');
  const env: Record<string, string> = {
    DATABASE_URL: process.env.AP_TEST_DATABASE_URL!, NATS_URL, ACTOR_CLUSTER: cluster, ACTOR_LEASE_TTL_MS: '3000',
    ACTOR_PARTITIONS: '16', ACTOR_NODE_HTTP_PORT: '0', CHAIN_RPC_USER: h.config.CHAIN_RPC_USER!,
    CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS!, CHAIN_RPC_PORT: String(h.chain.port), PRIVATE_KEY: h.platformWif,
    LOG_LEVEL: 'warn', POLL_INTERVAL_MS: '500', RATE_LIMIT_STORE: 'memory', RATE_LIMIT_MAX: '1000000', ...o.env,
  };
  const programs: Program[] = [];
  const gateways: string[] = [];
  for (let i = 0; i < (o.nodes ?? 2); i++) programs.push(runCli(['actor-node'], { ...env, ACTOR_NODE_ID: `${cluster}-n${i}` }, undefined, o.nodeArgs));
  // The actor nodes bind ephemeral ports meanwhile: a gateway whose chosen port was taken picks again.
  for (let i = 0; i < (o.gateways ?? 2); i++) {
    const { program, port } = await runOnFreePort(['gateway'], env, freePort, { nodeArgs: o.nodeArgs });
    programs.push(program);
    gateways.push(`http://127.0.0.1:${port}`);
  }
  await Promise.all(programs.map((p) => p.waitFor(/is up/, 90_000)));
  return {
    gateways, programs, cluster,
    async stop() {
      for (const p of programs) await p.stop('SIGKILL').catch(() => {});
      await removeClusterBuckets(cluster).catch(() => {});
    },
  };
}

/** A logged-in identity on gateway `base`. */
export async function user(h: Harness, base: string, prefix: string): Promise<Agent> {
  const id = await h.identity(prefix);
  const browser = new Browser(base);
  expect((await cliLogin(h, browser, id)).status).to.equal(200);
  return { id, browser };
}

/** A requested job whose agent logged in on `agentBase` and whose buyer on `buyerBase`. */
export async function splitJob(h: Harness, agentBase: string, buyerBase: string): Promise<{ seller: Agent; buyer: Agent; jobId: string }> {
  const seller = await user(h, agentBase, 'seller');
  const reg = await seller.browser.post('/v1/agents/register', { ...registration('Split chat agent'), ...(await signedBody(h, seller.id, 'register')) });
  expect(reg.status, JSON.stringify(reg.body)).to.equal(201);
  const svc = await seller.browser.post('/v1/me/services', service({ price: 10 }));
  expect(svc.status, JSON.stringify(svc.body)).to.equal(201);
  const buyer = await user(h, buyerBase, 'buyer');
  const job = await createJob(h, { seller, buyer, serviceId: svc.body.data.id });
  return { seller, buyer, jobId: job.id };
}
