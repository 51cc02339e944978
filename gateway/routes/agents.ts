/**
 * Agents and their profile (spec: "Agents and profile", "Discovery and health"): registration and
 * the status toggle (signed by the owner), public reads with privacy tiers, and the session
 * identity's own profile settings. Writes go to the agent actor; reads come from the catalog.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { AGENT_KIND, agentStatus, dataPolicy, privacyTier } from '../../actors/agent/messages.js';
import { decodeProfile } from '../../chain/profile.js';
import type { AppContext, AppState } from '../app.js';
import { sendCommand } from '../actors.js';
import { authenticateSession } from '../auth/authenticate.js';
import { signatureFields, verifyActionBody } from '../auth/signed-body.js';
import { ApiError } from '../errors.js';
import { identityParam, listBody, NOT_FOUND, paging, parseBody, parseQuery } from '../parse.js';
import { agentView, serviceView, type AgentRow } from '../read-models/catalog.js';
import type { DomainDeps } from './domain.js';
import { describe } from '../openapi/registry.js';
import { agentShape, listOf, serviceShape } from '../openapi/shapes.js';

const website = z.string().max(500).refine((s) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

export const registrationFields = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.string().trim().min(1).max(64),
  description: z.string().trim().min(1).max(5000),
  category: z.string().trim().min(1).max(64).optional(),
  tags: z.array(z.string().trim().min(1).max(32)).max(20).optional(),
  website: website.optional(),
});

const agentListQuery = z.object({
  ...paging,
  owner: z.string().max(300).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  category: z.string().trim().min(1).max(64).optional(),
  status: agentStatus.optional(),
});

const statusBody = z.object({ status: agentStatus, ...signatureFields });
const privacyBody = z.object({ privacyTier });
const policyBody = z.object({
  retention: dataPolicy.shape.retention,
  allowTraining: z.boolean().default(false),
  allowThirdParty: z.boolean().default(false),
  requireDeletion: z.boolean().default(false),
});
const identityShape = z.object({
  chainId: z.string(), iAddress: z.string(), identityName: z.string(), vdxf: z.record(z.string(), z.string()),
  invalid: z.array(z.object({ key: z.string(), reason: z.string() })),
});

/** The viewer of a public read when a session cookie is present, else null (never a 401 here). */
async function viewerOf(ctx: AppContext, d: DomainDeps): Promise<string | null> {
  try {
    return (await authenticateSession(ctx, { sessions: d.kit.sessions, cookies: d.kit.cookies })).identityAddress;
  } catch {
    return null;
  }
}

/** The agent a route parameter names, as this viewer may see it; NOT_FOUND otherwise. */
export async function visibleAgent(d: DomainDeps, idParam: string | undefined, field: string, viewer: string | null): Promise<AgentRow> {
  const address = await d.names.address(identityParam(idParam, field));
  const row = address ? await d.catalog.agent(address) : null;
  if (!row) throw NOT_FOUND('Agent');
  const own = viewer !== null && (viewer === row.id || viewer === row.owner_id);
  if (!own && row.privacy_tier === 'private') throw NOT_FOUND('Agent');
  return row;
}

export function agentsRouter(d: DomainDeps): Router<AppState> {
  const router = new Router<AppState>();
  const session: Middleware<AppState> = d.kit.requireSession;
  const me = (ctx: AppContext) => ctx.state.auth!;

  router.post('/v1/agents/register', session, async (ctx) => {
    const body = (ctx.request as { body?: unknown }).body;
    const isEnvelope = typeof body === 'object' && body !== null && ('envelope' in body || 'action' in body);
    // the simple form signs {action, identity, nonce, timestamp}; a client that also signed its
    // registration fields is accepted too (docs/catalog.md)
    const fields = isEnvelope ? undefined : parseBody(ctx, registrationFields.extend(signatureFields));
    const signer = await verifyActionBody(d.signatures, me(ctx), body, {
      action: 'register',
      fields: {},
      alternatives: fields ? [Object.fromEntries(Object.entries(fields).filter(([k]) => !(k in signatureFields)))] : [],
    });
    const profile = isEnvelope ? registrationFields.safeParse(signer.signed) : { success: true as const, data: fields! };
    if (!profile.success) throw new ApiError('VALIDATION_ERROR', 'Invalid registration', profile.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    const p = profile.data;
    await sendCommand(d.actors, AGENT_KIND, signer.identityAddress, {
      type: 'register', by: signer.identityAddress, byName: signer.identityName, identityName: signer.identityName,
      profile: { name: p.name, type: p.type, description: p.description, category: p.category ?? null, tags: p.tags ?? [], website: p.website ?? null },
    });
    const row = await d.catalog.agent(signer.identityAddress);
    ctx.status = 201;
    ctx.body = { data: agentView(row!, signer.identityAddress) };
  });

  router.post('/v1/agents/:chainId/status', session, async (ctx) => {
    const { status } = parseBody(ctx, statusBody);
    const auth = me(ctx);
    const row = await visibleAgent(d, ctx.params.chainId, 'chainId', auth.identityAddress);
    if (auth.identityAddress !== row.id && auth.identityAddress !== row.owner_id) {
      throw new ApiError('FORBIDDEN', "Only the agent's owner may change its status");
    }
    const signer = await verifyActionBody(d.signatures, auth, ctx.request.body, { action: 'agent-status', fields: { status } });
    await sendCommand(d.actors, AGENT_KIND, row.id, { type: 'set-status', by: signer.identityAddress, byName: signer.identityName, status });
    ctx.body = { data: agentView((await d.catalog.agent(row.id))!, auth.identityAddress) };
  });

  router.get('/v1/agents', async (ctx) => {
    const q = parseQuery(ctx, agentListQuery);
    let owner: string | undefined;
    if (q.owner) {
      owner = (await d.names.address(identityParam(q.owner, 'owner'))) ?? undefined;
      if (!owner) {
        ctx.body = listBody([], q, 0);
        return;
      }
    }
    const { rows, total } = await d.catalog.listAgents({ ...q, owner });
    ctx.body = listBody(rows.map((r) => agentView(r)), q, total);
  });

  router.get('/v1/agents/:id', async (ctx) => {
    const viewer = await viewerOf(ctx, d);
    ctx.body = { data: agentView(await visibleAgent(d, ctx.params.id, 'id', viewer), viewer) };
  });

  router.get('/v1/services/agent/:id', async (ctx) => {
    const page = parseQuery(ctx, z.object(paging));
    const viewer = await viewerOf(ctx, d);
    const agent = await visibleAgent(d, ctx.params.id, 'id', viewer);
    const { rows, total } = await d.catalog.agentServices(agent.id, page);
    ctx.body = listBody(rows.map(serviceView), page, total);
  });

  // the identity's on-chain profile, decoded; entries under our keys that cannot be used are listed
  // in `invalid` (an R-address payaddress, say) and never used
  router.get('/v1/me/identity', session, async (ctx) => {
    const auth = me(ctx);
    const found = await d.rpc.getidentity(auth.identityAddress);
    const profile = decodeProfile(found.identity.contentmultimap as Record<string, unknown> | undefined, d.settings.VDXF_NAMESPACE_ROOT);
    ctx.body = {
      data: {
        chainId: found.identity.identityaddress, iAddress: found.identity.identityaddress,
        identityName: found.friendlyname ?? found.fullyqualifiedname ?? `${found.identity.name}@`,
        vdxf: profile.values, invalid: profile.invalid,
      },
    };
  });

  router.patch('/v1/me/agent', session, async (ctx) => {
    const body = parseBody(ctx, privacyBody);
    const auth = me(ctx);
    await sendCommand(d.actors, AGENT_KIND, auth.identityAddress, {
      type: 'set-privacy', by: auth.identityAddress, byName: auth.identityName, privacyTier: body.privacyTier,
    });
    ctx.body = { data: agentView((await d.catalog.agent(auth.identityAddress))!, auth.identityAddress) };
  });

  router.put('/v1/me/data-policy', session, async (ctx) => {
    const policy = parseBody(ctx, policyBody);
    const auth = me(ctx);
    await sendCommand(d.actors, AGENT_KIND, auth.identityAddress, {
      type: 'set-data-policy', by: auth.identityAddress, byName: auth.identityName, policy,
    });
    ctx.body = { data: policy };
  });

  return describe(router, [
    { method: 'post', path: '/v1/agents/register', summary: 'register the session identity as an agent (signed action register)', tag: 'agents', auth: 'session',
      body: registrationFields.extend(signatureFields), response: agentShape, status: 201, errors: ['INVALID_SIGNATURE', 'FORBIDDEN'] },
    { method: 'post', path: '/v1/agents/:chainId/status', summary: 'toggle the agent\'s status (owner, signed action agent-status; 10/min)', tag: 'agents', auth: 'session',
      body: statusBody, response: agentShape, errors: ['INVALID_SIGNATURE', 'FORBIDDEN', 'NOT_FOUND'] },
    { method: 'get', path: '/v1/agents', summary: 'list agents (owner, q, category, status, paging)', tag: 'agents', auth: 'none', query: agentListQuery, response: listOf(agentShape), raw: true },
    { method: 'get', path: '/v1/agents/:id', summary: 'one agent (name@ or i-address)', tag: 'agents', auth: 'none', response: agentShape, errors: ['NOT_FOUND'] },
    { method: 'get', path: '/v1/services/agent/:id', summary: 'the services of an agent', tag: 'services', auth: 'none', query: z.object(paging), response: listOf(serviceShape), raw: true, errors: ['NOT_FOUND'] },
    { method: 'get', path: '/v1/me/identity', summary: 'the session identity\'s on-chain profile, decoded (30/min)', tag: 'agents', auth: 'session',
      response: identityShape, errors: ['NOT_FOUND', 'RPC_ERROR'] },
    { method: 'patch', path: '/v1/me/agent', summary: 'set the privacy tier', tag: 'agents', auth: 'session', body: privacyBody, response: agentShape, errors: ['FORBIDDEN', 'NOT_FOUND'] },
    { method: 'put', path: '/v1/me/data-policy', summary: 'set the agent\'s data policy (10/min)', tag: 'agents', auth: 'session', body: policyBody, response: dataPolicy, errors: ['FORBIDDEN', 'NOT_FOUND'] },
  ]);
}
