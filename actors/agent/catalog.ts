/**
 * The catalog rows of an agent, as read-model writes: what changed between two states becomes
 * upserts and deletes of `agents`, `services`, `service_prices` and `agent_canaries`, committed with
 * the actor's state (so a reply means every gateway's read shows the change).
 */
import type { ReadModelWrite } from '../../runtime/types.js';
import type { AgentState, ServiceRecord } from './machine.js';

function agentRow(s: AgentState): Record<string, unknown> {
  const p = s.profile!;
  return {
    identity_name: s.identityName, name: p.name, type: p.type, description: p.description, category: p.category,
    tags: p.tags, website: p.website, status: s.status, privacy_tier: s.privacyTier, suspended: s.suspended !== null,
    owner_id: s.owner, owner_name: s.ownerName, pay_address: s.payAddress, data_policy: s.dataPolicy,
    source: s.source, registered_at: s.registeredAt, updated_at: s.updatedAt,
  };
}

/** Whether the agent's services are found by the search: active, not suspended, not private. */
export const listed = (s: AgentState): boolean => s.registered && s.status === 'active' && !s.suspended && s.privacyTier !== 'private';

/** What of the agent its service rows carry. */
const agentFacts = (s: AgentState) => JSON.stringify([listed(s), s.profile?.name, s.identityName]);

function serviceRow(s: AgentState, v: ServiceRecord): Record<string, unknown> {
  return {
    agent_id: s.id, listed: listed(s), agent_name: s.profile!.name, agent_identity_name: s.identityName, name: v.name, description: v.description, price: v.price, currency: v.currency,
    accepted_currencies: v.acceptedCurrencies, category: v.category, turnaround: v.turnaround,
    payment_terms: v.paymentTerms, guard: v.guard, private_mode: v.privateMode, source: v.source,
    created_at: v.createdAt, updated_at: v.updatedAt,
  };
}

export function catalogWrites(before: AgentState, after: AgentState): ReadModelWrite[] {
  if (!after.registered) return [];
  const writes: ReadModelWrite[] = [];
  if (before.updatedAt !== after.updatedAt || !before.registered) {
    writes.push({ op: 'upsert', table: 'agents', key: { id: after.id }, row: agentRow(after) });
  }
  for (const id of Object.keys(before.services)) {
    if (!after.services[id]) {
      writes.push({ op: 'delete', table: 'service_prices', key: { service_id: id } });
      writes.push({ op: 'delete', table: 'services', key: { id } });
    }
  }
  const agentChanged = !before.registered || agentFacts(before) !== agentFacts(after);
  for (const [id, v] of Object.entries(after.services)) {
    const same = before.services[id] === v || JSON.stringify(before.services[id]) === JSON.stringify(v);
    if (same && !agentChanged) continue;
    writes.push({ op: 'upsert', table: 'services', key: { id }, row: serviceRow(after, v) });
    if (same) continue;
    writes.push({ op: 'delete', table: 'service_prices', key: { service_id: id } });
    for (const c of v.acceptedCurrencies) {
      writes.push({ op: 'insert', table: 'service_prices', key: { service_id: id, currency: c.currency }, row: { price: c.price } });
    }
  }
  const kept = new Set(after.canaries.map((c) => c.id));
  for (const c of before.canaries) if (!kept.has(c.id)) writes.push({ op: 'delete', table: 'agent_canaries', key: { id: c.id } });
  const had = new Set(before.canaries.map((c) => c.id));
  for (const c of after.canaries) {
    if (!had.has(c.id)) writes.push({ op: 'insert', table: 'agent_canaries', key: { id: c.id }, row: { agent_id: after.id, token: c.token, created_at: c.createdAt } });
  }
  return writes;
}

/** Whether the agent can take work: active and not suspended (the trust score's uptime). */
const available = (s: AgentState): boolean => s.registered && s.status === 'active' && !s.suspended;

/**
 * The agent's availability and data-policy history, and a trust recomputation request, whenever
 * either changes (docs/reputation.md, "Trust"): the rows trust is recomputed from, committed with
 * the change. `version` is the actor's new version, so each row's key is unique and stable on re-runs.
 */
export function trustHistoryWrites(before: AgentState, after: AgentState, version: number): ReadModelWrite[] {
  if (!after.registered) return [];
  const fresh = !before.registered;
  const changed = fresh || available(before) !== available(after) || (before.dataPolicy === null) !== (after.dataPolicy === null);
  if (!changed) return [];
  const at = after.updatedAt ?? after.registeredAt;
  const cause = fresh ? 'agent.registered' : available(before) !== available(after)
    ? (before.suspended === null) !== (after.suspended === null) ? (after.suspended ? 'agent.suspended' : 'agent.unsuspended') : `agent.${after.status}`
    : 'agent.data_policy';
  return [
    { op: 'insert', table: 'agent_history', key: { agent_id: after.id, version }, row: { at, available: available(after), data_policy: after.dataPolicy !== null } },
    { op: 'insert', table: 'trust_queue', key: { id: `agent:${after.id}:${version}` }, row: { agent_id: after.id, cause, job_id: null, created_at: at } },
  ];
}
