/**
 * The verusd JSON-RPC client: JSON-RPC 1.0 over HTTP with basic auth and a timeout, and typed
 * wrappers whose results are checked by zod, so a daemon that answers something unexpected is an
 * RPC_ERROR at the edge rather than a TypeError deep in the platform.
 *
 * Two failures, kept apart on purpose:
 * - `RpcUnavailableError` (`code: 'RPC_ERROR'`, `status: 502`): the daemon could not be reached in
 *   time, refused our credentials, or answered something that is not a JSON-RPC reply. The
 *   gateway's `toApiError` keeps the code, so a route that lets it through answers 502 RPC_ERROR.
 * - `RpcDaemonError` (`rpcCode`, `message`, `method`): the daemon answered with an error object
 *   (bad parameter, unknown identity...). It carries no platform `code`; the caller decides what it
 *   means (see docs/chain.md, "Mapping daemon errors").
 */
import { z } from 'zod';

/** verusd's error codes that callers branch on (src/rpc/protocol.h). */
export const RPC_CODES = {
  MISC_ERROR: -1,
  TYPE_ERROR: -3,
  WALLET_ERROR: -4,
  INVALID_ADDRESS_OR_KEY: -5,
  WALLET_INSUFFICIENT_FUNDS: -6,
  INVALID_PARAMETER: -8,
  TRANSACTION_ERROR: -25,
  TRANSACTION_REJECTED: -26,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  PARSE_ERROR: -32700,
} as const;

/** The daemon could not be used: unreachable, timed out, refused the credentials, or answered garbage. */
export class RpcUnavailableError extends Error {
  override name = 'RpcUnavailableError';
  readonly code = 'RPC_ERROR' as const;
  readonly status = 502;
  constructor(message: string, readonly method: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The daemon answered `{error: {code, message}}`: its code and message, unchanged. */
export class RpcDaemonError extends Error {
  override name = 'RpcDaemonError';
  constructor(readonly rpcCode: number, message: string, readonly method: string) {
    super(message);
  }
}

export interface RpcClientOptions {
  /** `http://host:port/`. */
  url: string;
  user: string;
  pass: string;
  /** Per call, connection included. Default 10 s. */
  timeoutMs?: number;
}

const replySchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).nullable().optional(),
  id: z.unknown().optional(),
});

// ---- result shapes (only the fields the platform reads are required; the rest pass through) ----

export const identitySchema = z.looseObject({
  version: z.number().int(),
  flags: z.number().int(),
  primaryaddresses: z.array(z.string()),
  minimumsignatures: z.number().int(),
  name: z.string(),
  identityaddress: z.string(),
  parent: z.string(),
  systemid: z.string(),
  contentmultimap: z.record(z.string(), z.unknown()).optional(),
  revocationauthority: z.string(),
  recoveryauthority: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

export const getIdentityResultSchema = z.looseObject({
  friendlyname: z.string().optional(),
  fullyqualifiedname: z.string().optional(),
  identity: identitySchema,
  status: z.enum(['active', 'revoked']),
  blockheight: z.number().int(),
  txid: z.string(),
  vout: z.number().int().optional(),
});
export type GetIdentityResult = z.infer<typeof getIdentityResultSchema>;

export const getInfoResultSchema = z.looseObject({
  version: z.number(),
  blocks: z.number().int(),
  name: z.string().optional(),
  chainid: z.string().optional(),
  testnet: z.boolean().optional(),
});
export type GetInfoResult = z.infer<typeof getInfoResultSchema>;

export const signatureStatusSchema = z.enum(['verified', 'partial', 'empty', 'invalid']);

export const verifySignatureResultSchema = z.looseObject({
  signaturestatus: signatureStatusSchema,
  hash: z.string(),
  signature: z.string().optional(),
  signatureheight: z.number().int().optional(),
  height: z.number().int().optional(),
  address: z.string().optional(),
});
export type VerifySignatureResult = z.infer<typeof verifySignatureResultSchema>;

export const signMessageResultSchema = z.looseObject({ hash: z.string(), signature: z.string() });
export type SignMessageResult = z.infer<typeof signMessageResultSchema>;

export const signDataResultSchema = z.looseObject({
  hash: z.string(),
  signature: z.string(),
  hashtype: z.string().optional(),
  signatureheight: z.number().int().optional(),
});
export type SignDataResult = z.infer<typeof signDataResultSchema>;

const amount = z.number();
export const rawTransactionSchema = z.looseObject({
  txid: z.string(),
  vout: z.array(
    z.looseObject({
      value: amount,
      n: z.number().int(),
      reserve_balance: z.record(z.string(), amount).optional(),
      scriptPubKey: z.looseObject({
        addresses: z.array(z.string()).optional(),
        reserve_balance: z.record(z.string(), amount).optional(),
      }),
    }),
  ),
  confirmations: z.number().int().optional(),
  height: z.number().int().optional(),
  blockhash: z.string().optional(),
});
export type RawTransaction = z.infer<typeof rawTransactionSchema>;

export const operationStatusSchema = z.looseObject({
  id: z.string(),
  status: z.enum(['queued', 'executing', 'success', 'failed', 'cancelled']),
  result: z.looseObject({ txid: z.string() }).optional(),
  error: z.looseObject({ code: z.number(), message: z.string() }).optional(),
  creation_time: z.number().optional(),
  method: z.string().optional(),
});
export type OperationStatus = z.infer<typeof operationStatusSchema>;

export const vdxfIdResultSchema = z.looseObject({
  vdxfid: z.string(),
  hash160result: z.string(),
  qualifiedname: z.looseObject({ name: z.string(), namespace: z.string().optional(), parentid: z.string().optional() }),
});
export type VdxfIdResult = z.infer<typeof vdxfIdResultSchema>;

/** One output of `sendcurrency`. `currency` defaults to the chain's native coin. */
export interface CurrencyOutput {
  address: string;
  amount: number;
  currency?: string;
  [extra: string]: unknown;
}

/** The parameters of `verifysignature` (one object). */
export interface VerifySignatureParams {
  address: string;
  signature: string;
  message?: string;
  messagehex?: string;
  datahash?: string;
  hashtype?: string;
  prefixstring?: string;
  checklatest?: boolean;
}

/** The parameters of `signdata` (one object). */
export interface SignDataParams {
  address: string;
  message?: string;
  messagehex?: string;
  datahash?: string;
  hashtype?: string;
  signature?: string;
}

let nextId = 1;

/** A verusd (or dev chain) JSON-RPC client. Safe to share; calls run concurrently over keep-alive connections. */
export class RpcClient {
  readonly url: string;
  readonly timeoutMs: number;
  readonly #authorization: string;

  constructor(options: RpcClientOptions) {
    this.url = options.url;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.#authorization = `Basic ${Buffer.from(`${options.user}:${options.pass}`).toString('base64')}`;
  }

  /** Calls `method`; resolves with the raw `result`. Throws RpcUnavailableError or RpcDaemonError. */
  async call(method: string, params: unknown[] = []): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: '1.0', id: nextId++, method, params });
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: this.#authorization },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = (err as Error)?.name === 'TimeoutError';
      throw new RpcUnavailableError(
        timedOut ? `Chain node did not answer ${method} within ${this.timeoutMs} ms` : 'Chain node unreachable',
        method, { cause: err });
    }
    if (res.status === 401 || res.status === 403) {
      throw new RpcUnavailableError('Chain node refused the RPC credentials', method);
    }
    let reply: z.infer<typeof replySchema>;
    try {
      reply = replySchema.parse(JSON.parse(text));
    } catch (err) {
      throw new RpcUnavailableError(`Chain node answered ${method} with HTTP ${res.status} and no JSON-RPC reply`, method, { cause: err });
    }
    if (reply.error) throw new RpcDaemonError(reply.error.code, reply.error.message, method);
    return reply.result ?? null;
  }

  /** Calls `method` and checks the result against `schema`; a mismatch is RPC_ERROR. */
  async callAs<S extends z.ZodType>(schema: S, method: string, params: unknown[] = []): Promise<z.infer<S>> {
    const result = await this.call(method, params);
    const parsed = schema.safeParse(result);
    if (!parsed.success) {
      throw new RpcUnavailableError(`Chain node answered ${method} with an unexpected shape`, method, { cause: parsed.error });
    }
    return parsed.data;
  }

  getinfo(): Promise<GetInfoResult> {
    return this.callAs(getInfoResultSchema, 'getinfo');
  }

  getblockcount(): Promise<number> {
    return this.callAs(z.number().int(), 'getblockcount');
  }

  /** The identity (`name@` or i-address), at `height` when given. Unknown identity: RpcDaemonError -5. */
  getidentity(nameOrAddress: string, height?: number): Promise<GetIdentityResult> {
    return this.callAs(getIdentityResultSchema, 'getidentity', height === undefined ? [nameOrAddress] : [nameOrAddress, height]);
  }

  /** True when `signature` over `message` is valid for the address or identity (at the signature's height, or the latest identity with `checkLatest`). */
  verifymessage(address: string, signature: string, message: string, checkLatest?: boolean): Promise<boolean> {
    const params: unknown[] = [address, signature, message];
    if (checkLatest !== undefined) params.push(checkLatest);
    return this.callAs(z.boolean(), 'verifymessage', params);
  }

  verifysignature(params: VerifySignatureParams): Promise<VerifySignatureResult> {
    return this.callAs(verifySignatureResultSchema, 'verifysignature', [params]);
  }

  /** Signs with the daemon wallet's keys (an identity or an R-address it holds). */
  signmessage(address: string, message: string, currentSignature?: string): Promise<SignMessageResult> {
    const params: unknown[] = [address, message];
    if (currentSignature !== undefined) params.push(currentSignature);
    return this.callAs(signMessageResultSchema, 'signmessage', params);
  }

  signdata(params: SignDataParams): Promise<SignDataResult> {
    return this.callAs(signDataResultSchema, 'signdata', [params]);
  }

  /** The decoded transaction (`verbose = 1`). Unknown txid: RpcDaemonError -5. */
  getrawtransaction(txid: string): Promise<RawTransaction> {
    return this.callAs(rawTransactionSchema, 'getrawtransaction', [txid, 1]);
  }

  /** Statuses of the given operations (all the daemon knows when `opids` is omitted); unknown ids are left out. */
  z_getoperationstatus(opids?: string[]): Promise<OperationStatus[]> {
    return this.callAs(z.array(operationStatusSchema), 'z_getoperationstatus', opids ? [opids] : []);
  }

  /** Starts a payment from `from` (`*`, an R-address or an identity); resolves with its opid. */
  sendcurrency(from: string, outputs: CurrencyOutput[]): Promise<string> {
    return this.callAs(z.string(), 'sendcurrency', [from, outputs]);
  }

  /** Publishes a new version of an identity; resolves with the txid. */
  updateidentity(identity: Record<string, unknown>): Promise<string> {
    return this.callAs(z.string(), 'updateidentity', [identity]);
  }

  getvdxfid(uri: string): Promise<VdxfIdResult> {
    return this.callAs(vdxfIdResultSchema, 'getvdxfid', [uri]);
  }
}

/** The RPC URL of a host and port (IPv6 literals bracketed). */
export function rpcUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}
