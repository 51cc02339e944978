/** The domain's actor kinds, built with what they need from outside (the chain, settings). */
import type { ChainName } from '../chain/identity-address.js';
import type { RpcClient } from '../chain/rpc.js';
import type { ActorKind } from '../runtime/types.js';
import { agentActor } from './agent/actor.js';
import { jobActor } from './job/actor.js';
import { txidActor } from './txid/actor.js';

export interface DomainDeps {
  rpc: Pick<RpcClient, 'getrawtransaction' | 'z_getoperationstatus'>;
  settings: { CHAIN: ChainName };
}

export function domainActorKinds(deps: DomainDeps): ActorKind[] {
  return [agentActor, jobActor({ rpc: deps.rpc, chain: deps.settings.CHAIN }), txidActor];
}
