/**
 * Publishing an agent's profile on chain (spec: "Publishes or updates each agent's services on
 * chain and in the platform"), for agents with `onChain: true` when `[chain]` names a daemon.
 *
 * The profile keys of docs/catalog.md go into the identity's `contentmultimap` with
 * `updateidentity`: `agent.name`, `agent.type`, `agent.description`, `agent.status`, the first
 * service as `svc.*` (an identity publishes at most one service on chain; more go through the API),
 * and `workspace.capability` when workspace is enabled. Entries of other namespaces are kept. The
 * daemon signs the update with its wallet, so the agent's key is imported into it first
 * (`importprivkey`, no rescan): use a daemon you own. Nothing is sent when the chain already holds
 * exactly these values, so a restart costs no transaction.
 */
import { decodeProfile, encodeProfile } from '../chain/profile.js';
import type { ProfileKeyName } from '../chain/profile-keys.js';
import type { RpcClient } from '../chain/rpc.js';
import type { ResolvedAgent } from './config.js';

export type ChainPublisher = Pick<RpcClient, 'getidentity' | 'updateidentity' | 'importprivkey'>;

/** The profile values the agent's configuration asks for. */
export function profileValues(agent: ResolvedAgent): Partial<Record<ProfileKeyName, string>> {
  const values: Partial<Record<ProfileKeyName, string>> = {
    'agent.name': agent.name,
    'agent.type': agent.executor.type,
    'agent.description': (agent.description ?? agent.soul ?? agent.name).slice(0, 5000),
    'agent.status': 'active',
  };
  const svc = agent.services[0];
  if (svc) {
    values['svc.name'] = svc.name;
    values['svc.description'] = svc.description;
    values['svc.category'] = svc.category;
    values['svc.pricing'] = JSON.stringify(svc.acceptedCurrencies ?? [{ currency: svc.currency, price: svc.price }]);
    values['svc.paymentTerms'] = svc.paymentTerms;
    if (svc.turnaround) values['svc.turnaround'] = svc.turnaround;
    if (svc.guard !== undefined) values['svc.guard'] = String(svc.guard);
  }
  if (agent.workspace.enabled) {
    values['workspace.capability'] = JSON.stringify({ modes: agent.workspace.modes, tools: agent.workspace.tools });
  }
  return values;
}

/** Updates the identity when its profile differs; answers the txid, or null when nothing changed. */
export async function publishOnChain(rpc: ChainPublisher, agent: ResolvedAgent, root: string): Promise<string | null> {
  const found = await rpc.getidentity(agent.identity);
  const current = decodeProfile(found.identity.contentmultimap, root).values;
  const wanted = profileValues(agent);
  const same = (Object.entries(wanted) as [ProfileKeyName, string][]).every(([k, v]) => current[k] === v);
  if (same) return null;
  await rpc.importprivkey(agent.privateKey, '', false);
  const identity = found.identity as Record<string, unknown>;
  return rpc.updateidentity({
    name: identity.name,
    parent: identity.parent,
    primaryaddresses: identity.primaryaddresses,
    minimumsignatures: identity.minimumsignatures,
    contentmultimap: encodeProfile({ ...current, ...wanted }, root, found.identity.contentmultimap ?? {}),
  });
}
