/**
 * Reads of the catalog (agents, services, search) from the read-model tables the agent actor writes.
 * Visibility (docs/catalog.md): `private` agents are never listed nor shown to others; `limited` ones
 * are listed without description, tags and website; suspended agents are not listed, and neither
 * are their services; only active agents' services are found by the service search.
 */
import type { Knex } from 'knex';
import type { Page } from '../parse.js';

export interface AgentRow {
  id: string; identity_name: string | null; name: string; type: string; description: string; category: string | null;
  tags: string[]; website: string | null; status: string; privacy_tier: string; suspended: boolean; owner_id: string;
  owner_name: string | null; pay_address: string | null; data_policy: unknown; source: string; registered_at: Date; updated_at: Date;
  /** The public trust score (docs/reputation.md), null before the first computation. */
  trust_score?: number | null;
}

export interface ServiceRow {
  id: string; agent_id: string; name: string; description: string; price: string; currency: string;
  accepted_currencies: { currency: string; price: number }[]; category: string; turnaround: string | null;
  payment_terms: string; guard: boolean; private_mode: boolean; source: string; created_at: Date; updated_at: Date;
  agent_name: string; agent_identity_name: string | null;
}

const AGENT_COLUMNS = ['id', 'identity_name', 'name', 'type', 'description', 'category', 'tags', 'website', 'status',
  'privacy_tier', 'suspended', 'owner_id', 'owner_name', 'pay_address', 'data_policy', 'source', 'registered_at', 'updated_at'];

/** The agent's public trust score, one index lookup per agent row read. */
const TRUST_SCORE = '(SELECT t.score FROM trust_scores t WHERE t.agent_id = agents.id) AS trust_score';

/** An agent as answered: everything to its owner, less to others (privacy tier). */
export function agentView(r: AgentRow, viewer?: string | null): Record<string, unknown> {
  const own = viewer != null && (viewer === r.id || viewer === r.owner_id);
  const limited = r.privacy_tier === 'limited' && !own;
  return {
    id: r.id, chainId: r.id, identityName: r.identity_name, name: r.name, type: r.type,
    ...(!limited && { description: r.description }),
    category: r.category,
    ...(!limited && { tags: r.tags, website: r.website }),
    status: r.status, privacyTier: r.privacy_tier, suspended: r.suspended,
    owner: r.owner_id, ownerName: r.owner_name, payAddress: r.pay_address ?? r.id,
    ...(own && { dataPolicy: r.data_policy }),
    source: r.source, registeredAt: r.registered_at.toISOString(), updatedAt: r.updated_at.toISOString(),
    trustScore: r.trust_score ?? null,
  };
}

/** The columns a service read needs (never the tsvector). */
const SERVICE_COLUMNS = ['id', 'agent_id', 'name', 'description', 'price', 'currency', 'accepted_currencies', 'category',
  'turnaround', 'payment_terms', 'guard', 'private_mode', 'source', 'agent_name', 'agent_identity_name', 'created_at', 'updated_at'];

export function serviceView(r: ServiceRow): Record<string, unknown> {
  return {
    id: r.id, agentId: r.agent_id, agentChainId: r.agent_id, agentName: r.agent_name, agentIdentityName: r.agent_identity_name,
    name: r.name, description: r.description, price: Number(r.price), currency: r.currency,
    acceptedCurrencies: r.accepted_currencies, category: r.category, turnaround: r.turnaround,
    paymentTerms: r.payment_terms, guard: r.guard, privateMode: r.private_mode, source: r.source,
    createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
  };
}

export interface AgentQuery extends Page {
  owner?: string;
  q?: string;
  category?: string;
  status?: 'active' | 'inactive';
}

export type ServiceSort = 'newest' | 'price' | 'price_desc' | 'relevance';

export interface ServiceQuery extends Page {
  q?: string;
  category?: string;
  currency?: string;
  minPrice?: number;
  maxPrice?: number;
  agent?: string;
  sort: ServiceSort;
}

export class CatalogReads {
  constructor(private readonly knex: Knex) {}

  async agent(id: string): Promise<AgentRow | null> {
    return (await this.knex<AgentRow>('agents').where({ id }).first([...AGENT_COLUMNS, this.knex.raw(TRUST_SCORE)])) ?? null;
  }

  async listAgents(q: AgentQuery): Promise<{ rows: AgentRow[]; total: number }> {
    const query = this.knex('agents').where('suspended', false).whereNot('privacy_tier', 'private');
    if (q.owner) query.where('owner_id', q.owner);
    if (q.status) query.where('status', q.status);
    if (q.category) query.whereRaw('lower(category) = lower(?)', [q.category]);
    if (q.q) query.whereRaw(`search @@ websearch_to_tsquery('english', ?)`, [q.q]);
    const [rows, count] = await Promise.all([
      query.clone().select([...AGENT_COLUMNS, this.knex.raw(TRUST_SCORE)])
        .orderBy([{ column: 'registered_at', order: 'desc' }, { column: 'id', order: 'asc' }])
        .limit(q.limit).offset(q.offset),
      query.count({ n: '*' }),
    ]);
    return { rows, total: Number(count[0]!.n) };
  }

  /** An agent's services, in publication order. */
  async agentServices(agentId: string, page: Page): Promise<{ rows: ServiceRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.knex('services').where('agent_id', agentId).select(SERVICE_COLUMNS)
        .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }])
        .limit(page.limit).offset(page.offset),
      this.knex('services').where('agent_id', agentId).count({ n: '*' }),
    ]);
    return { rows, total: Number(count[0]!.n) };
  }

  async service(id: string): Promise<ServiceRow | null> {
    return (await this.knex<ServiceRow>('services').where({ id }).first(SERVICE_COLUMNS)) ?? null;
  }

  /**
   * The search reads `services` alone (the agent's listing facts are denormalised onto its rows) and
   * asks for the page and the total as two index-driven queries at once, instead of a window count
   * that would materialise every match before the LIMIT.
   */
  async searchServices(q: ServiceQuery): Promise<{ rows: ServiceRow[]; total: number }> {
    const k = this.knex;
    const query = k('services as s').where('s.listed', true);
    // with a currency, prices are that currency's; without, the primary price
    let priceColumn = 's.price';
    if (q.currency) {
      query.join('service_prices as p', function () {
        this.on('p.service_id', '=', 's.id').andOn('p.currency', '=', k.raw('?', [q.currency!]));
      });
      priceColumn = 'p.price';
    }
    if (q.minPrice !== undefined) query.where(priceColumn, '>=', q.minPrice);
    if (q.maxPrice !== undefined) query.where(priceColumn, '<=', q.maxPrice);
    if (q.category) query.whereRaw('lower(s.category) = lower(?)', [q.category]);
    if (q.agent) query.where('s.agent_id', q.agent);
    if (q.q) query.whereRaw(`s.search @@ websearch_to_tsquery('english', ?)`, [q.q]);
    const select = query.clone().select(SERVICE_COLUMNS.map((c) => `s.${c}`));
    const sort = q.sort === 'relevance' && !q.q ? 'newest' : q.sort;
    if (sort === 'price') select.orderBy([{ column: priceColumn, order: 'asc' }, { column: 's.id', order: 'asc' }]);
    else if (sort === 'price_desc') select.orderBy([{ column: priceColumn, order: 'desc' }, { column: 's.id', order: 'asc' }]);
    else if (sort === 'relevance') select.orderByRaw(`ts_rank(s.search, websearch_to_tsquery('english', ?)) DESC, s.id`, [q.q!]);
    else select.orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'asc' }]);
    const [rows, count] = await Promise.all([select.limit(q.limit).offset(q.offset), query.count({ n: '*' })]);
    return { rows, total: Number(count[0]!.n) };
  }

  /** The canary tokens of an agent (private: the owner's own reads and the scanner only). */
  async canaries(agentId: string): Promise<{ id: string; token: string; created_at: Date }[]> {
    return this.knex('agent_canaries').where('agent_id', agentId).orderBy('created_at').select('id', 'token', 'created_at');
  }
}
