/**
 * The platform client of every program that acts as an identity (the dispatcher, tests, benches),
 * on the typed client generated from the OpenAPI document (client/api.ts). It speaks only the
 * published wire forms:
 *
 * - Login (CLI flow): `GET /auth/consent/challenge`, sign `challengeHash`, `POST
 *   /auth/consent/verify`; the `session` cookie is kept and sent on every later call. A 401
 *   UNAUTHORIZED (session expired, platform restarted) logs in again once and repeats the call.
 * - Signed job actions (DESIGN "The domain"): `GET /v1/jobs/:id/message/:action?timestamp=&nonce=
 *   [&deliveryHash=]` answers the exact text; the client signs it and posts `{signature, timestamp,
 *   nonce[, deliveryHash]}` to `/v1/jobs/:id/:action`. Timestamps are milliseconds.
 * - Registration and status: the client builds the JCS text of `{action, identity, nonce,
 *   timestamp, ...route fields}` itself (no message endpoint exists for them) and posts the fields
 *   with `signature, timestamp, nonce`.
 *
 * Signing is a function the caller gives (a WIF signer, a daemon wallet): the client never holds keys.
 */
import { createHash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import createClient from 'openapi-fetch';
import type { PlatformApi, PlatformPaths } from './api.js';
import { PlatformError, PlatformUnreachableError } from './errors.js';
import * as wire from './wire.js';

/** Signs a text as the identity; `blockHeight` is the chain tip the platform last told us. */
export type SignFn = (message: string, blockHeight: number) => string | Promise<string>;

export interface PlatformClientOptions {
  baseUrl: string;
  /** The identity to log in as (name@ or i-address). */
  identity: string;
  sign: SignFn;
  timeoutMs?: number;
  /** Called after every successful login (metrics, logs). */
  onLogin?: (session: Session) => void;
}

export interface Session {
  cookie: string;
  identityAddress: string;
  identityName: string | null;
  expiresAt: string;
  blockHeight: number;
}

export type JobAction = 'accept' | 'deliver' | 'complete';

export interface ListOptions {
  limit?: number;
  offset?: number;
  [filter: string]: string | number | undefined;
}

/** `sha256:<hex>` of a delivered text, as the spec's `deliveryHash`. */
export function deliveryHash(content: string): string {
  return `sha256:${createHash('sha256').update(content, 'utf8').digest('hex')}`;
}

/** RFC 8785 text of a signed action (`register`, `agent-status`). */
export function canonicalAction(fields: Record<string, unknown>): string {
  const text = (canonicalize as unknown as (v: unknown) => string | undefined)(fields);
  if (text === undefined) throw new Error('action fields are not JSON');
  return text;
}

const dataOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/** What openapi-fetch answers for one call. */
interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export class PlatformClient {
  readonly baseUrl: string;
  private current: Session | null = null;
  private loggingIn: Promise<Session> | null = null;
  /**
   * The typed client of client/openapi (paths, parameters and bodies checked by the compiler); its
   * fetch adds the session cookie and the deadline. Answers are still parsed with the wire schemas,
   * so a platform that answers outside the contract fails loudly here.
   */
  private readonly api: PlatformApi;

  constructor(private readonly options: PlatformClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.api = createClient<PlatformPaths>({ baseUrl: this.baseUrl, fetch: (req) => this.send(req) });
  }

  get session(): Session | null {
    return this.current;
  }

  /** The signer's i-address once logged in. */
  get identityAddress(): string {
    if (!this.current) throw new Error('not logged in');
    return this.current.identityAddress;
  }

  private async send(req: Request): Promise<Response> {
    const headers = new Headers(req.headers);
    headers.set('accept', 'application/json');
    if (this.current) headers.set('cookie', this.current.cookie);
    try {
      return await fetch(new Request(req, { headers, signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000) }));
    } catch (err) {
      throw new PlatformUnreachableError(this.baseUrl, { cause: err });
    }
  }

  /** Runs one typed call; a body that is not JSON becomes BAD_RESPONSE. */
  private async answer(request: (api: PlatformApi) => Promise<Answer>, what: string): Promise<Answer> {
    try {
      return await request(this.api);
    } catch (err) {
      if (err instanceof PlatformUnreachableError) throw err;
      throw new PlatformError('BAD_RESPONSE', `${what}: the platform answered with a body that is not JSON`, 0);
    }
  }

  private parse<T extends z.ZodTypeAny>(r: Answer, schema: T, what: string): z.infer<T> {
    const { response: res } = r;
    if (!res.ok) {
      const e = wire.errorBody.safeParse(r.error);
      if (e.success) throw new PlatformError(e.data.error.code, `${what}: ${e.data.error.message}`, res.status, e.data.error.details ?? []);
      throw new PlatformError(res.status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR', `${what}: HTTP ${res.status}`, res.status);
    }
    const parsed = schema.safeParse(r.data);
    if (!parsed.success) throw new PlatformError('BAD_RESPONSE', `${what}: unexpected answer (${parsed.error.issues[0]?.message})`, res.status);
    return parsed.data;
  }

  /** Logs in (CLI flow). Concurrent callers share one login. */
  login(): Promise<Session> {
    this.loggingIn ??= (async () => {
      try {
        const challenge = await this.answer((api) => api.GET('/auth/consent/challenge'), 'login challenge');
        const { data: ch } = this.parse(challenge, dataOf(wire.challenge), 'login challenge');
        const blockHeight = ch.blockHeight ?? 0;
        const signature = await this.options.sign(ch.challengeHash, blockHeight);
        const verify = await this.answer((api) => api.POST('/auth/consent/verify', { body: { challengeId: ch.challengeId, chainId: this.options.identity, signature } }), 'login');
        const cookie = verify.response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('session='));
        const { data } = this.parse(verify, dataOf(wire.verified), 'login');
        if (!cookie) throw new PlatformError('BAD_RESPONSE', 'login answered without a session cookie', verify.response.status);
        this.current = { cookie, identityAddress: data.identityAddress, identityName: data.identityName, expiresAt: data.expiresAt, blockHeight };
        this.options.onLogin?.(this.current);
        return this.current;
      } finally {
        this.loggingIn = null;
      }
    })();
    return this.loggingIn;
  }

  /** An authenticated call; logs in first if needed, and once more when the session was lost. */
  async call<T extends z.ZodTypeAny>(schema: T, what: string, request: (api: PlatformApi) => Promise<Answer>): Promise<z.infer<T>> {
    if (!this.current) await this.login();
    let r = await this.answer(request, what);
    if (r.response.status === 401) {
      const lost = (() => { try { this.parse(r, z.unknown(), what); return null; } catch (e) { return e; } })();
      if (!(lost instanceof PlatformError && lost.sessionLost)) throw lost;
      await this.login();
      r = await this.answer(request, what);
    }
    return this.parse(r, schema, what);
  }

  private async sign(message: string): Promise<string> {
    const session = this.current ?? (await this.login());
    return this.options.sign(message, session.blockHeight);
  }

  // --- agents and services ---------------------------------------------------------------

  /** One agent, or null when the platform does not know it. */
  async getAgent(id: string): Promise<z.infer<typeof wire.agent> | null> {
    try {
      return (await this.call(dataOf(wire.agent), `GET /v1/agents/${id}`, (api) => api.GET('/v1/agents/{id}', { params: { path: { id } } }))).data;
    } catch (err) {
      if (err instanceof PlatformError && err.status === 404) return null;
      throw err;
    }
  }

  /** `POST /v1/agents/register`, signed with action `register` over the given fields. */
  async register(fields: Record<string, unknown>): Promise<unknown> {
    const session = this.current ?? (await this.login());
    const timestamp = Date.now();
    const nonce = randomUUID();
    const signature = await this.sign(canonicalAction({ ...fields, action: 'register', identity: session.identityAddress, nonce, timestamp }));
    return (await this.call(dataOf(z.unknown()), 'POST /v1/agents/register', (api) => api.POST('/v1/agents/register', { body: { ...fields, signature, timestamp, nonce } as never }))).data;
  }

  /** `POST /v1/agents/:chainId/status`, signed with action `agent-status` (inactive agents cannot be hired). */
  async setAgentStatus(chainId: string, status: 'active' | 'inactive'): Promise<unknown> {
    const session = this.current ?? (await this.login());
    const timestamp = Date.now();
    const nonce = randomUUID();
    const signature = await this.sign(canonicalAction({ action: 'agent-status', identity: session.identityAddress, status, nonce, timestamp }));
    return (await this.call(dataOf(z.unknown()), `POST /v1/agents/${chainId}/status`, (api) => api.POST('/v1/agents/{chainId}/status', { params: { path: { chainId } }, body: { status, signature, timestamp, nonce } }))).data;
  }

  async listMyServices(): Promise<wire.PlatformService[]> {
    return (await this.call(dataOf(z.array(wire.service)), 'GET /v1/me/services', (api) => api.GET('/v1/me/services'))).data;
  }

  async createService(service: Record<string, unknown>): Promise<wire.PlatformService> {
    return (await this.call(dataOf(wire.service), 'POST /v1/me/services', (api) => api.POST('/v1/me/services', { body: service as never }))).data;
  }

  async updateService(id: string, service: Record<string, unknown>): Promise<wire.PlatformService> {
    return (await this.call(dataOf(wire.service), `PUT /v1/me/services/${id}`, (api) => api.PUT('/v1/me/services/{serviceId}', { params: { path: { serviceId: id } }, body: service as never }))).data;
  }

  // --- jobs ----------------------------------------------------------------------------------

  async listMyJobs(options: ListOptions = {}): Promise<{ data: wire.Job[]; meta: z.infer<typeof wire.listMeta> }> {
    const query = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return this.call(z.object({ data: z.array(wire.job), meta: wire.listMeta }), 'GET /v1/me/jobs', (api) => api.GET('/v1/me/jobs', { params: { query } }));
  }

  async getJob(id: string): Promise<wire.Job> {
    return (await this.call(dataOf(wire.job), `GET /v1/jobs/${id}`, (api) => api.GET('/v1/jobs/{id}', { params: { path: { id } } }))).data;
  }

  async getMessages(id: string, options: { afterId?: string; limit?: number } = {}): Promise<wire.ChatMessage[]> {
    const query = { limit: String(options.limit ?? 100), ...(options.afterId ? { afterId: options.afterId } : {}) };
    return (await this.call(dataOf(z.array(wire.chatMessage)), `GET /v1/jobs/${id}/messages`, (api) => api.GET('/v1/jobs/{id}/messages', { params: { path: { id }, query } }))).data;
  }

  /** Every message of a job, oldest first (pages of 100). */
  async allMessages(id: string): Promise<wire.ChatMessage[]> {
    const out: wire.ChatMessage[] = [];
    for (;;) {
      const page = await this.getMessages(id, { afterId: out.at(-1)?.id, limit: 100 });
      out.push(...page);
      if (page.length < 100) return out;
    }
  }

  async postMessage(id: string, content: string): Promise<wire.ChatMessage> {
    return (await this.call(dataOf(wire.chatMessage), `POST /v1/jobs/${id}/messages`, (api) => api.POST('/v1/jobs/{id}/messages', { params: { path: { id } }, body: { content } }))).data;
  }

  /** The exact text the platform wants signed for a job action. */
  async actionMessage(jobId: string, action: JobAction, fields: { timestamp: number; nonce: string; deliveryHash?: string }): Promise<string> {
    const query = { timestamp: String(fields.timestamp), nonce: fields.nonce, ...(fields.deliveryHash ? { deliveryHash: fields.deliveryHash } : {}) };
    const params = { path: { id: jobId, action }, query };
    return (await this.call(dataOf(wire.actionMessage), `GET /v1/jobs/${jobId}/message/${action}`, (api) => api.GET('/v1/jobs/{id}/message/{action}', { params } as never))).data.message;
  }

  /** Signs and posts a job action; answers the job. */
  async jobAction(jobId: string, action: JobAction, extra: { deliveryHash?: string } = {}): Promise<wire.Job> {
    const timestamp = Date.now();
    const nonce = randomUUID();
    const message = await this.actionMessage(jobId, action, { timestamp, nonce, ...extra });
    const signature = await this.sign(message);
    const body = { signature, timestamp, nonce, ...(extra.deliveryHash ? { deliveryHash: extra.deliveryHash } : {}) };
    return (await this.call(dataOf(wire.job), `POST /v1/jobs/${jobId}/${action}`, (api) => api.POST(`/v1/jobs/{id}/${action}`, { params: { path: { id: jobId } }, body }))).data;
  }

  accept(jobId: string): Promise<wire.Job> {
    return this.jobAction(jobId, 'accept');
  }

  /** Delivers, binding the delivered text by its `deliveryHash`. */
  deliver(jobId: string, content: string): Promise<wire.Job> {
    return this.jobAction(jobId, 'deliver', { deliveryHash: deliveryHash(content) });
  }

  complete(jobId: string): Promise<wire.Job> {
    return this.jobAction(jobId, 'complete');
  }

  /** Buyer: the exact job-creation text (`GET /v1/jobs/message/request`). */
  async jobRequestMessage(fields: { agentChainId: string; serviceId: string; currency: string; timestamp: number; nonce: string }): Promise<string> {
    const query = { ...fields, timestamp: String(fields.timestamp) };
    return (await this.call(dataOf(wire.actionMessage), 'GET /v1/jobs/message/request', (api) => api.GET('/v1/jobs/message/request', { params: { query } as never }))).data.message;
  }

  /** Buyer: hires an agent (`POST /v1/jobs`, signed). */
  async createJob(fields: { agentChainId: string; serviceId: string; currency: string }): Promise<wire.Job> {
    const timestamp = Date.now();
    const nonce = randomUUID();
    const message = await this.jobRequestMessage({ ...fields, timestamp, nonce });
    const signature = await this.sign(message);
    return (await this.call(dataOf(wire.job), 'POST /v1/jobs', (api) => api.POST('/v1/jobs', { body: { ...fields, message, signature, timestamp, nonce } }))).data;
  }

  /** Buyer: records a payment by txid or opid (`POST /v1/jobs/:id/payment`). */
  async recordPayment(jobId: string, ref: { txid: string } | { opid: string }): Promise<unknown> {
    return (await this.call(dataOf(z.unknown()), `POST /v1/jobs/${jobId}/payment`, (api) => api.POST('/v1/jobs/{id}/payment', { params: { path: { id: jobId } }, body: ref as never }))).data;
  }

  /** Buyer: records the platform fee payment (`POST /v1/jobs/:id/platform-fee`). */
  async recordPlatformFee(jobId: string, txid: string): Promise<unknown> {
    return (await this.call(dataOf(z.unknown()), `POST /v1/jobs/${jobId}/platform-fee`, (api) => api.POST('/v1/jobs/{id}/platform-fee', { params: { path: { id: jobId } }, body: { txid } }))).data;
  }

  /** Services an agent offers (`GET /v1/services/agent/:id`). */
  async servicesOf(agentId: string): Promise<wire.PlatformService[]> {
    return (await this.call(dataOf(z.array(wire.service)), `GET /v1/services/agent/${agentId}`, (api) => api.GET('/v1/services/agent/{id}', { params: { path: { id: agentId } } }))).data;
  }

  /** The job's workspace session (`GET /v1/jailbox/:jobId`). */
  async jailboxStatus(jobId: string): Promise<wire.JailboxStatus> {
    return (await this.call(dataOf(wire.jailboxStatus), `GET /v1/jailbox/${jobId}`, (api) => api.GET('/v1/jailbox/{jobId}', { params: { path: { jobId } } }))).data;
  }

  /** Agent: a connect token for the job's open workspace session (NOT_FOUND when none is open). */
  async jailboxConnectToken(jobId: string): Promise<wire.JailboxConnectToken> {
    return (await this.call(dataOf(wire.jailboxConnectToken), `GET /v1/jailbox/${jobId}/connect-token`, (api) => api.GET('/v1/jailbox/{jobId}/connect-token', { params: { path: { jobId } } }))).data;
  }

  async pause(jobId: string): Promise<wire.Job> {
    return (await this.call(dataOf(wire.job), `POST /v1/jobs/${jobId}/pause`, (api) => api.POST('/v1/jobs/{id}/pause', { params: { path: { id: jobId } }, body: {} as never }))).data;
  }

  async logout(): Promise<void> {
    if (!this.current) return;
    await this.api.POST('/auth/logout', { body: {} as never }).catch(() => undefined);
    this.current = null;
  }
}
