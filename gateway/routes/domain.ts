/** What the domain's routers share: the actor client, the read models, names, signature checks and the kit. */
import type { Knex } from 'knex';
import type { Actors } from '../actors.js';
import type { SignatureDeps } from '../auth/signed-action.js';
import type { GatewayKit } from '../mod.js';
import type { NameResolver } from '../names.js';
import type { CatalogReads } from '../read-models/catalog.js';
import type { GatewaySettings } from '../settings.js';
import type { RpcClient } from '../../chain/rpc.js';
import type { GatewayMetrics } from '../metrics.js';

export interface DomainDeps {
  kit: GatewayKit;
  actors: Actors;
  knex: Knex;
  catalog: CatalogReads;
  names: NameResolver;
  signatures: SignatureDeps;
  settings: GatewaySettings;
  metrics: GatewayMetrics;
  rpc: Pick<RpcClient, 'getidentity' | 'call' | 'getrawtransaction' | 'z_getoperationstatus' | 'getblockcount'>;
}
