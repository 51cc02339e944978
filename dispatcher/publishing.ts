/**
 * What an agent publishes about itself at every login: its registration (once), its on-chain
 * profile (`onChain` agents), its services, and its `active` status. Each step that the platform
 * refuses is logged and the agent goes on; only an unreachable platform stops the login.
 */
import { PlatformUnreachableError, type PlatformClient } from '../client/mod.js';
import type { ResolvedAgent } from './config.js';
import type { ExecutorRequest } from './executors/types.js';
import type { Logger } from './logs.js';
import { publishOnChain, type ChainPublisher } from './on-chain.js';

export type SessionParams = ExecutorRequest['metadata']['sessionParams'];

export interface Publishing {
  client: PlatformClient;
  agent: ResolvedAgent;
  log: Logger;
  chain: { rpc: ChainPublisher; vdxfRoot: string } | null;
  /** Records an error the agent lives with (shown by `ctl agents`). */
  fail(err: unknown, event: string): void;
}

/** Registers (when the platform does not know the agent), publishes on chain, upserts services by name; answers platform service id -> sessionParams. */
export async function publishAgent(p: Publishing): Promise<Map<string, SessionParams>> {
  const { client, agent, log } = p;
  const me = client.identityAddress;
  const params = new Map<string, SessionParams>();
  try {
    if (!(await client.getAgent(me))) {
      await client.register({
        name: agent.name.slice(0, 100),
        type: agent.executor.type,
        description: (agent.description ?? agent.soul ?? agent.name).slice(0, 5000),
      });
      log.info({ event: 'agent.registered' }, 'registered on the platform');
    }
  } catch (err) {
    if (err instanceof PlatformUnreachableError) throw err;
    p.fail(err, 'agent.register_failed');
  }
  if (agent.onChain && p.chain) {
    try {
      const txid = await publishOnChain(p.chain.rpc, agent, p.chain.vdxfRoot);
      log.info({ event: txid ? 'agent.published_on_chain' : 'agent.on_chain_current', txid }, txid ? 'profile published on chain' : 'on-chain profile already current');
    } catch (err) {
      p.fail(err, 'agent.on_chain_failed');
    }
  }
  try {
    const existing = await client.listMyServices();
    for (const svc of agent.services) {
      const { sessionParams, ...wireService } = svc;
      const found = existing.find((e) => e.name === svc.name);
      const saved = found ? await client.updateService(found.id, wireService) : await client.createService(wireService);
      params.set(saved.id, sessionParams ?? null);
    }
    if (agent.services.length) log.info({ event: 'agent.services_published', count: agent.services.length }, 'services published');
  } catch (err) {
    if (err instanceof PlatformUnreachableError) throw err;
    p.fail(err, 'agent.services_failed');
  }
  return params;
}

/**
 * Makes the agent hireable (`active`) when the platform shows it otherwise (a shutdown set it
 * inactive). The status route allows 10 calls a minute per client IP, so with many agents some calls
 * are refused for a while: false means "try again later".
 */
export async function ensureActive(client: PlatformClient, log: Logger): Promise<boolean> {
  try {
    const me = client.identityAddress;
    const row = await client.getAgent(me);
    if (row && row.status !== 'active') await client.setAgentStatus(me, 'active');
    return true;
  } catch (err) {
    log.warn({ event: 'agent.status_failed', err: (err as Error).message }, 'could not make the agent active on the platform; will retry');
    return false;
  }
}
