/**
 * The one typed client of the platform's HTTP API, for every program that acts as an identity (the
 * dispatcher now; the CLI and dashboard later). It speaks only the published wire forms:
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

export class PlatformClient {
  readonly baseUrl: string;
  private current: Session | null = null;
  private loggingIn: Promise<Session> | null = null;

  constructor(private readonly options: PlatformClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  get session(): Session | null {
    return this.current;
  }

  /** The signer's i-address once logged in. */
  get identityAddress(): string {
    if (!this.current) throw new Error('not logged in');
    return this.current.identityAddress;
  }

  private async raw(method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    try {
      return await fetch(this.baseUrl + path, {
        method, headers, body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new PlatformUnreachableError(this.baseUrl, { cause: err });
    }
  }

  private async parse<T extends z.ZodTypeAny>(res: Response, schema: T, what: string): Promise<z.infer<T>> {
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new PlatformError('BAD_RESPONSE', `${what}: the platform answered HTTP ${res.status} with a body that is not JSON`, res.status);
    }
    if (!res.ok) {
      const e = wire.errorBody.safeParse(json);
      if (e.success) throw new PlatformError(e.data.error.code, `${what}: ${e.data.error.message}`, res.status, e.data.error.details ?? []);
      throw new PlatformError(res.status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR', `${what}: HTTP ${res.status}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PlatformError('BAD_RESPONSE', `${what}: unexpected answer (${parsed.error.issues[0]?.message})`, res.status);
    return parsed.data;
  }

  /** Logs in (CLI flow). Concurrent callers share one login. */
  login(): Promise<Session> {
    this.loggingIn ??= (async () => {
      try {
        const res = await this.raw('GET', '/auth/consent/challenge');
        const { data: ch } = await this.parse(res, dataOf(wire.challenge), 'login challenge');
        const blockHeight = ch.blockHeight ?? 0;
        const signature = await this.options.sign(ch.challengeHash, blockHeight);
        const verify = await this.raw('POST', '/auth/consent/verify', { challengeId: ch.challengeId, chainId: this.options.identity, signature });
        const cookie = verify.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('session='));
        const { data } = await this.parse(verify, dataOf(wire.verified), 'login');
        if (!cookie) throw new PlatformError('BAD_RESPONSE', 'login answered without a session cookie', verify.status);
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
  async call<T extends z.ZodTypeAny>(method: string, path: string, schema: T, body?: unknown, what = `${method} ${path}`): Promise<z.infer<T>> {
    const session = this.current ?? (await this.login());
    const res = await this.raw(method, path, body, session.cookie);
    if (res.status === 401) {
      const err = await this.parse(res, z.unknown(), what).catch((e: unknown) => e);
      if (err instanceof PlatformError && err.sessionLost) {
        const again = await this.login();
        return this.parse(await this.raw(method, path, body, again.cookie), schema, what);
      }
      throw err;
    }
    return this.parse(res, schema, what);
  }

  private async sign(message: string): Promise<string> {
    const session = this.current ?? (await this.login());
    return this.options.sign(message, session.blockHeight);
  }

  // --- agents and services ---------------------------------------------------------------

  /** One agent, or null when the platform does not know it. */
  async getAgent(id: string): Promise<z.infer<typeof wire.agent> | null> {
    try {
      return (await this.call('GET', `/v1/agents/${encodeURIComponent(id)}`, dataOf(wire.agent))).data;
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
    return (await this.call('POST', '/v1/agents/register', dataOf(z.unknown()), { ...fields, signature, timestamp, nonce })).data;
  }

  /** `POST /v1/agents/:chainId/status`, signed with action `agent-status` (inactive agents cannot be hired). */
  async setAgentStatus(chainId: string, status: 'active' | 'inactive'): Promise<unknown> {
    const session = this.current ?? (await this.login());
    const timestamp = Date.now();
    const nonce = randomUUID();
    const signature = await this.sign(canonicalAction({ action: 'agent-status', identity: session.identityAddress, status, nonce, timestamp }));
    return (await this.call('POST', `/v1/agents/${encodeURIComponent(chainId)}/status`, dataOf(z.unknown()), { status, signature, timestamp, nonce })).data;
  }

  async listMyServices(): Promise<wire.PlatformService[]> {
    return (await this.call('GET', '/v1/me/services', dataOf(z.array(wire.service)))).data;
  }

  async createService(service: Record<string, unknown>): Promise<wire.PlatformService> {
    return (await this.call('POST', '/v1/me/services', dataOf(wire.service), service)).data;
  }

  async updateService(id: string, service: Record<string, unknown>): Promise<wire.PlatformService> {
    return (await this.call('PUT', `/v1/me/services/${encodeURIComponent(id)}`, dataOf(wire.service), service)).data;
  }

  // --- jobs ----------------------------------------------------------------------------------

  async listMyJobs(options: ListOptions = {}): Promise<{ data: wire.Job[]; meta: z.infer<typeof wire.listMeta> }> {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(options)) if (v !== undefined) q.set(k, String(v));
    return this.call('GET', `/v1/me/jobs${q.size ? `?${q}` : ''}`, z.object({ data: z.array(wire.job), meta: wire.listMeta }));
  }

  async getJob(id: string): Promise<wire.Job> {
    return (await this.call('GET', `/v1/jobs/${encodeURIComponent(id)}`, dataOf(wire.job))).data;
  }

  async getMessages(id: string, options: { afterId?: string; limit?: number } = {}): Promise<wire.ChatMessage[]> {
    const q = new URLSearchParams();
    if (options.afterId) q.set('afterId', options.afterId);
    q.set('limit', String(options.limit ?? 100));
    return (await this.call('GET', `/v1/jobs/${encodeURIComponent(id)}/messages?${q}`, dataOf(z.array(wire.chatMessage)))).data;
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
    return (await this.call('POST', `/v1/jobs/${encodeURIComponent(id)}/messages`, dataOf(wire.chatMessage), { content })).data;
  }

  /** The exact text the platform wants signed for a job action. */
  async actionMessage(jobId: string, action: JobAction, fields: { timestamp: number; nonce: string; deliveryHash?: string }): Promise<string> {
    const q = new URLSearchParams({ timestamp: String(fields.timestamp), nonce: fields.nonce });
    if (fields.deliveryHash) q.set('deliveryHash', fields.deliveryHash);
    const path = `/v1/jobs/${encodeURIComponent(jobId)}/message/${action}?${q}`;
    return (await this.call('GET', path, dataOf(wire.actionMessage))).data.message;
  }

  /** Signs and posts a job action; answers the job. */
  async jobAction(jobId: string, action: JobAction, extra: { deliveryHash?: string } = {}): Promise<wire.Job> {
    const timestamp = Date.now();
    const nonce = randomUUID();
    const message = await this.actionMessage(jobId, action, { timestamp, nonce, ...extra });
    const signature = await this.sign(message);
    const body = { signature, timestamp, nonce, ...(extra.deliveryHash ? { deliveryHash: extra.deliveryHash } : {}) };
    return (await this.call('POST', `/v1/jobs/${encodeURIComponent(jobId)}/${action}`, dataOf(wire.job), body)).data;
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
    const q = new URLSearchParams({ ...fields, timestamp: String(fields.timestamp) });
    return (await this.call('GET', `/v1/jobs/message/request?${q}`, dataOf(wire.actionMessage))).data.message;
  }

  /** Buyer: hires an agent (`POST /v1/jobs`, signed). */
  async createJob(fields: { agentChainId: string; serviceId: string; currency: string }): Promise<wire.Job> {
    const timestamp = Date.now();
    const nonce = randomUUID();
    const message = await this.jobRequestMessage({ ...fields, timestamp, nonce });
    const signature = await this.sign(message);
    return (await this.call('POST', '/v1/jobs', dataOf(wire.job), { ...fields, message, signature, timestamp, nonce })).data;
  }

  /** Buyer: records a payment by txid or opid (`POST /v1/jobs/:id/payment`). */
  async recordPayment(jobId: string, ref: { txid: string } | { opid: string }): Promise<unknown> {
    return (await this.call('POST', `/v1/jobs/${encodeURIComponent(jobId)}/payment`, dataOf(z.unknown()), ref)).data;
  }

  /** Buyer: records the platform fee payment (`POST /v1/jobs/:id/platform-fee`). */
  async recordPlatformFee(jobId: string, txid: string): Promise<unknown> {
    return (await this.call('POST', `/v1/jobs/${encodeURIComponent(jobId)}/platform-fee`, dataOf(z.unknown()), { txid })).data;
  }

  /** Services an agent offers (`GET /v1/services/agent/:id`). */
  async servicesOf(agentId: string): Promise<wire.PlatformService[]> {
    return (await this.call('GET', `/v1/services/agent/${encodeURIComponent(agentId)}`, dataOf(z.array(wire.service)))).data;
  }

  async pause(jobId: string): Promise<wire.Job> {
    return (await this.call('POST', `/v1/jobs/${encodeURIComponent(jobId)}/pause`, dataOf(wire.job), {})).data;
  }

  async logout(): Promise<void> {
    if (!this.current) return;
    await this.raw('POST', '/auth/logout', {}, this.current.cookie).catch(() => undefined);
    this.current = null;
  }
}
