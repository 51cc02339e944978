/**
 * An identity's decoded on-chain profile (chain/profile.ts) as the agent actor's `chain-sync`
 * command: `agent.*` keys make the agent, `svc.*` keys its one on-chain service. Pure. An identity
 * without `agent.name` publishes no agent (null); a service whose keys do not make a valid Service
 * resource is left out (and named in `problems`), the agent still counts.
 */
import type { ProfileValues } from '../../chain/profile.js';
import { checkCurrencies } from './machine.js';
import { acceptedCurrency, paymentTerms, serviceFields, type AgentCommand, type ServiceFields } from './messages.js';

export interface ChainIdentity {
  address: string;
  name: string | null;
  height: number;
}

type ChainSync = Extract<AgentCommand, { type: 'chain-sync' }>;

const json = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function serviceOf(v: ProfileValues): { service: ServiceFields | null; problem?: string } {
  if (!v['svc.name'] && !v['svc.pricing']) return { service: null };
  const pricing = acceptedCurrency.array().min(1).max(20).safeParse(json(v['svc.pricing']));
  if (!pricing.success) return { service: null, problem: 'svc.pricing must be a JSON array of {currency, price}' };
  const terms = paymentTerms.safeParse(v['svc.paymentTerms'] ?? 'prepay');
  const primary = pricing.data[0]!;
  const candidate = {
    name: v['svc.name'] ?? v['agent.name'] ?? 'Service',
    description: v['svc.description'] ?? v['agent.description'] ?? v['svc.name'] ?? 'Service',
    price: primary.price, currency: primary.currency, acceptedCurrencies: pricing.data,
    category: v['svc.category'] ?? v['agent.category'] ?? 'general',
    turnaround: v['svc.turnaround'] ?? null,
    paymentTerms: terms.success ? terms.data : 'prepay',
    guard: v['svc.guard'] === 'true', privateMode: false,
  };
  const parsed = serviceFields.safeParse(candidate);
  if (!parsed.success) return { service: null, problem: parsed.error.issues.map((i) => `svc ${i.path.join('.')}: ${i.message}`).join('; ') };
  const bad = checkCurrencies(parsed.data);
  if (bad) return { service: null, problem: bad.message };
  return { service: parsed.data };
}

export function chainSyncOf(id: ChainIdentity, v: ProfileValues): { command: ChainSync | null; problems: string[] } {
  const name = v['agent.name']?.trim();
  if (!name) return { command: null, problems: [] };
  const problems: string[] = [];
  const tags = json(v['agent.tags']);
  const { service, problem } = serviceOf(v);
  if (problem) problems.push(problem);
  const website = v['agent.website'] ?? null;
  return {
    command: {
      type: 'chain-sync',
      identityName: id.name,
      profile: {
        name: name.slice(0, 100),
        type: (v['agent.type']?.trim() || 'unspecified').slice(0, 64),
        description: (v['agent.description'] ?? '').slice(0, 5000),
        category: v['agent.category']?.trim().slice(0, 64) || null,
        tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string' && t.trim().length > 0).map((t) => t.trim().slice(0, 32)).slice(0, 20) : [],
        website: website && website.length <= 500 ? website : null,
      },
      status: v['agent.status'] === 'inactive' ? 'inactive' : 'active',
      owner: v['agent.owner'] ?? id.address,
      payAddress: v.payaddress ?? null,
      service,
      height: id.height,
    },
    problems,
  };
}
