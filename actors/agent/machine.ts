/**
 * The agent actor's state machine: `decide(state, command, now)` answers a new state with its
 * events, or a refusal with the spec's error code. Pure: no I/O, no clock (time comes in), never
 * mutates its input. `actor.ts` binds it to the runtime and derives the catalog rows.
 */
import type { AgentCommand, DataPolicy, ProfileFields, ServiceFields } from './messages.js';

export interface ServiceRecord extends ServiceFields {
  id: string;
  /** `api`: published with /v1/me/services; `chain`: read from the identity's `svc.*` keys. */
  source: 'api' | 'chain';
  createdAt: string;
  updatedAt: string;
}

export interface Canary {
  id: string;
  token: string;
  createdAt: string;
}

export interface AgentState {
  id: string;
  registered: boolean;
  identityName: string | null;
  owner: string | null;
  ownerName: string | null;
  profile: ProfileFields | null;
  status: 'active' | 'inactive';
  privacyTier: 'public' | 'limited' | 'private';
  dataPolicy: DataPolicy | null;
  suspended: { reason: string; at: string; by: string } | null;
  payAddress: string | null;
  /** Where the profile came from last: the API or the chain (the indexer). */
  source: 'api' | 'chain' | null;
  /** Height of the last on-chain profile applied. */
  chainHeight: number | null;
  services: Record<string, ServiceRecord>;
  canaries: Canary[];
  registeredAt: string | null;
  updatedAt: string | null;
}

export type Refusal = { ok: false; code: RefusalCode; message: string; details?: Record<string, unknown>[] };
export type RefusalCode = 'VALIDATION_ERROR' | 'FORBIDDEN' | 'NOT_FOUND';
export interface AgentEvent { type: string; payload: Record<string, unknown> }
export type Decision = { ok: true; state: AgentState; events: AgentEvent[]; reply: unknown } | Refusal;

export const MAX_SERVICES = 100;
export const MAX_CANARIES = 5;

export function initialAgent(id: string): AgentState {
  return {
    id, registered: false, identityName: null, owner: null, ownerName: null, profile: null, status: 'active',
    privacyTier: 'public', dataPolicy: null, suspended: null, payAddress: null, source: null, chainHeight: null,
    services: {}, canaries: [], registeredAt: null, updatedAt: null,
  };
}

const refuse = (code: RefusalCode, message: string, field?: string): Refusal =>
  ({ ok: false, code, message, ...(field && { details: [{ field, message }] }) });

/** The owner, or the agent identity itself, may manage the agent. */
const manages = (s: AgentState, by: string) => by === s.id || by === s.owner;

/** A service's currencies: the primary one present at its price, no currency twice. */
export function checkCurrencies(service: ServiceFields): Refusal | null {
  const seen = new Set<string>();
  for (const [i, c] of service.acceptedCurrencies.entries()) {
    if (seen.has(c.currency)) return refuse('VALIDATION_ERROR', `Currency ${c.currency} is listed twice`, `acceptedCurrencies.${i}.currency`);
    seen.add(c.currency);
  }
  const primary = service.acceptedCurrencies.find((c) => c.currency === service.currency);
  if (!primary) return refuse('VALIDATION_ERROR', 'acceptedCurrencies must contain the primary currency', 'acceptedCurrencies');
  if (primary.price !== service.price) {
    return refuse('VALIDATION_ERROR', 'The primary currency must be accepted at the primary price', 'acceptedCurrencies');
  }
  return null;
}

/**
 * A partial update of a service. Without `acceptedCurrencies` in the patch, a new primary price or
 * currency replaces (or adds) the primary currency's entry and keeps the other entries.
 */
export function mergeService(old: ServiceFields, patch: Partial<ServiceFields>): ServiceFields {
  const merged = { ...old, ...patch };
  if (!patch.acceptedCurrencies && (patch.price !== undefined || patch.currency !== undefined)) {
    const others = old.acceptedCurrencies.filter((c) => c.currency !== merged.currency && c.currency !== old.currency);
    merged.acceptedCurrencies = [{ currency: merged.currency, price: merged.price }, ...others];
  }
  return merged;
}

export function decide(state: AgentState, cmd: AgentCommand, now: string): Decision {
  const s = state;
  const next = (patch: Partial<AgentState>, events: AgentEvent[], reply?: unknown): Decision => {
    const after = { ...s, ...patch, updatedAt: now };
    return { ok: true, state: after, events, reply: reply ?? { agent: after } };
  };

  if (cmd.type === 'chain-sync') return chainSync(s, cmd, now);

  if (cmd.type === 'register') {
    if (cmd.by !== s.id) return refuse('FORBIDDEN', 'An identity registers only itself as an agent');
    if (s.registered) return refuse('VALIDATION_ERROR', 'This identity is already registered as an agent', 'identity');
    return next({
      registered: true, identityName: cmd.identityName, owner: cmd.by, ownerName: cmd.byName, profile: cmd.profile,
      status: 'active', source: 'api', registeredAt: now,
    }, [{ type: 'agent.registered', payload: { agentId: s.id } }]);
  }

  if (!s.registered) {
    const mine = 'by' in cmd && cmd.by === s.id;
    // publishing needs an agent first; for anything else on an unknown agent, there is nothing to act on
    if (mine && ['service-create', 'canary-add', 'set-privacy', 'set-data-policy'].includes(cmd.type)) {
      return refuse('FORBIDDEN', 'Register this identity as an agent first (POST /v1/agents/register)');
    }
    return refuse('NOT_FOUND', 'Agent not found');
  }

  switch (cmd.type) {
    case 'suspend':
      if (s.suspended) return refuse('VALIDATION_ERROR', 'Agent is already suspended');
      return next({ suspended: { reason: cmd.reason, at: now, by: cmd.by } },
        [{ type: 'agent.suspended', payload: { agentId: s.id, reason: cmd.reason } }]);
    case 'unsuspend':
      if (!s.suspended) return refuse('VALIDATION_ERROR', 'Agent is not suspended');
      return next({ suspended: null }, [{ type: 'agent.unsuspended', payload: { agentId: s.id } }]);
  }

  if (!manages(s, cmd.by)) return refuse('FORBIDDEN', 'Only the agent\'s owner may do this');

  switch (cmd.type) {
    case 'set-status':
      if (s.suspended && cmd.status === 'active') return refuse('FORBIDDEN', 'A suspended agent cannot be activated');
      if (s.status === cmd.status) return { ok: true, state: s, events: [], reply: { agent: s } };
      return next({ status: cmd.status }, [{ type: 'agent.status', payload: { agentId: s.id, status: cmd.status } }]);
    case 'set-privacy':
      return next({ privacyTier: cmd.privacyTier }, [{ type: 'agent.privacy', payload: { agentId: s.id, privacyTier: cmd.privacyTier } }]);
    case 'set-data-policy':
      return next({ dataPolicy: cmd.policy }, [{ type: 'agent.data_policy', payload: { agentId: s.id } }]);
    case 'service-create': {
      if (s.suspended) return refuse('FORBIDDEN', 'A suspended agent cannot publish services');
      if (Object.keys(s.services).length >= MAX_SERVICES) {
        return refuse('VALIDATION_ERROR', `An agent publishes at most ${MAX_SERVICES} services`);
      }
      if (s.services[cmd.serviceId]) return refuse('VALIDATION_ERROR', 'Service id already in use', 'serviceId');
      const bad = checkCurrencies(cmd.service);
      if (bad) return bad;
      const record: ServiceRecord = { ...cmd.service, id: cmd.serviceId, source: 'api', createdAt: now, updatedAt: now };
      return next({ services: { ...s.services, [cmd.serviceId]: record } },
        [{ type: 'service.created', payload: { agentId: s.id, serviceId: cmd.serviceId } }], { service: record });
    }
    case 'service-update': {
      const old = s.services[cmd.serviceId];
      if (!old) return refuse('NOT_FOUND', 'Service not found');
      if (s.suspended) return refuse('FORBIDDEN', 'A suspended agent cannot change services');
      if (old.source === 'chain') {
        return refuse('VALIDATION_ERROR', 'This service is published on chain; change it with updateidentity');
      }
      const merged = mergeService(old, cmd.patch);
      const bad = checkCurrencies(merged);
      if (bad) return bad;
      const record: ServiceRecord = { ...old, ...merged, updatedAt: now };
      return next({ services: { ...s.services, [cmd.serviceId]: record } },
        [{ type: 'service.updated', payload: { agentId: s.id, serviceId: cmd.serviceId } }], { service: record });
    }
    case 'service-delete': {
      const old = s.services[cmd.serviceId];
      if (!old) return refuse('NOT_FOUND', 'Service not found');
      const { [cmd.serviceId]: _gone, ...rest } = s.services;
      return next({ services: rest }, [{ type: 'service.deleted', payload: { agentId: s.id, serviceId: cmd.serviceId } }],
        { deleted: cmd.serviceId });
    }
    case 'canary-add': {
      if (s.canaries.length >= MAX_CANARIES) {
        return refuse('VALIDATION_ERROR', `An agent registers at most ${MAX_CANARIES} canary tokens`, 'token');
      }
      if (s.canaries.some((c) => c.token === cmd.token)) return refuse('VALIDATION_ERROR', 'This canary token is already registered', 'token');
      const canary: Canary = { id: cmd.canaryId, token: cmd.token, createdAt: now };
      // the event carries no token: events are published, canary values never are
      return next({ canaries: [...s.canaries, canary] }, [{ type: 'canary.added', payload: { agentId: s.id, canaryId: canary.id } }],
        { canary });
    }
    case 'canary-remove': {
      if (!s.canaries.some((c) => c.id === cmd.canaryId)) return refuse('NOT_FOUND', 'Canary token not found');
      return next({ canaries: s.canaries.filter((c) => c.id !== cmd.canaryId) },
        [{ type: 'canary.removed', payload: { agentId: s.id, canaryId: cmd.canaryId } }], { deleted: cmd.canaryId });
    }
  }
}

function chainSync(s: AgentState, cmd: Extract<AgentCommand, { type: 'chain-sync' }>, now: string): Decision {
  if (s.chainHeight !== null && cmd.height < s.chainHeight) return { ok: true, state: s, events: [], reply: { agent: s, stale: true } };
  const services = Object.fromEntries(Object.entries(s.services).filter(([, v]) => v.source !== 'chain'));
  const events: AgentEvent[] = [];
  const chainServiceId = `chain-${s.id}`;
  if (cmd.service) {
    const old = s.services[chainServiceId];
    services[chainServiceId] = {
      ...cmd.service, id: chainServiceId, source: 'chain', createdAt: old?.createdAt ?? now, updatedAt: now,
    };
  }
  if (!s.registered) events.push({ type: 'agent.registered', payload: { agentId: s.id, source: 'chain' } });
  else events.push({ type: 'agent.updated', payload: { agentId: s.id, source: 'chain' } });
  const after: AgentState = {
    ...s,
    registered: true,
    identityName: cmd.identityName ?? s.identityName,
    owner: cmd.owner,
    ownerName: cmd.owner === s.owner ? s.ownerName : cmd.owner === s.id ? cmd.identityName : null,
    profile: cmd.profile,
    // an admin's suspension outlives whatever the chain says
    status: cmd.status,
    payAddress: cmd.payAddress,
    source: 'chain',
    chainHeight: cmd.height,
    services,
    registeredAt: s.registeredAt ?? now,
    updatedAt: now,
  };
  return { ok: true, state: after, events, reply: { agent: after } };
}
