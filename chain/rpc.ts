/**
 * The verusd JSON-RPC client: JSON-RPC 1.0 over HTTP with basic auth and a timeout, and typed
 * wrappers whose results are checked by zod, so a daemon that answers something unexpected is an
 * RpcUnavailableError at the edge rather than a TypeError deep in the platform.
 *
 * Two failures, kept apart on purpose (both declared in `errors.ts`, neither with an HTTP status):
 * - `RpcUnavailableError` (`code: 'RPC_UNAVAILABLE'`): the daemon could not be reached in time,
 *   refused our credentials, or answered something that is not a JSON-RPC reply. The gateway's
 *   `toApiError` maps it to 502 RPC_ERROR.
 * - `RpcDaemonError` (`code: 'RPC_DAEMON_ERROR'`, `rpcCode`, `message`, `method`): the daemon
 *   answered with an error object (bad parameter, unknown identity...); the caller decides what it
 *   means (see docs/chain.md, "Mapping daemon errors").
 */
import http from 'node:http';
import https from 'node:https';
import { z } from 'zod';
import { RpcDaemonError, RpcUnavailableError } from './errors.js';
import { rAddressOfWif } from './keys.js';

export { RPC_CODES, RpcDaemonError, RpcUnavailableError } from './errors.js';

export interface RpcClientOptions {
  /** `http://host:port/`. */
  url: string;
  user: string;
  pass: string;
  /** Per call, connection included. Default 10 s. */
  timeoutMs?: number;
}

// Results of a plain type, built once (a zod schema costs more to build than to check).
const stringResult = z.string();
const integerResult = z.number().int();
const booleanResult = z.boolean();
const nullableStringResult = z.string().nullable();

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
const operationStatusesSchema = z.array(operationStatusSchema);
export type OperationStatus = z.infer<typeof operationStatusSchema>;

export const vdxfIdResultSchema = z.looseObject({
  vdxfid: z.string(),
  hash160result: z.string(),
  qualifiedname: z.looseObject({ name: z.string(), namespace: z.string().optional(), parentid: z.string().optional() }),
});
export type VdxfIdResult = z.infer<typeof vdxfIdResultSchema>;

/** An identity as a transaction output shows it (`vout[].scriptPubKey.identityprimary`). */
export const identityPrimarySchema = z.looseObject({
  name: z.string(),
  identityaddress: z.string(),
  parent: z.string().optional(),
  flags: z.number().int().optional(),
  contentmultimap: z.record(z.string(), z.unknown()).optional(),
});
export type IdentityPrimary = z.infer<typeof identityPrimarySchema>;

/** A transaction inside `getblock` verbosity 2 (TxToJSON without the block fields). */
export const blockTransactionSchema = z.looseObject({
  txid: z.string(),
  vout: z.array(z.looseObject({
    n: z.number().int().optional(),
    scriptPubKey: z.looseObject({
      addresses: z.array(z.string()).optional(),
      identityprimary: identityPrimarySchema.optional(),
    }).optional(),
  })),
});
export type BlockTransaction = z.infer<typeof blockTransactionSchema>;

const blockFields = {
  hash: z.string(),
  height: z.number().int(),
  confirmations: z.number().int(),
  time: z.number().int(),
  previousblockhash: z.string().optional(),
  nextblockhash: z.string().optional(),
};
/** `getblock` verbosity 1: `tx` lists txids. */
export const blockSchema = z.looseObject({ ...blockFields, tx: z.array(z.string()) });
export type Block = z.infer<typeof blockSchema>;
/** `getblock` verbosity 2: `tx` holds the transactions. */
export const blockWithTransactionsSchema = z.looseObject({ ...blockFields, tx: z.array(blockTransactionSchema) });
export type BlockWithTransactions = z.infer<typeof blockWithTransactionsSchema>;

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

/**
 * Keep-alive connections shared by every client of this process. node:http rather than fetch: a
 * call costs about a third of the CPU (fetch's web streams and body mixins cost more than the
 * daemon's answer), which counts when every login makes two calls.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** A verusd (or dev chain) JSON-RPC client. Safe to share; calls run concurrently over keep-alive connections. */
export class RpcClient {
  readonly url: string;
  readonly timeoutMs: number;
  readonly #authorization: string;
  readonly #target: URL;

  constructor(options: RpcClientOptions) {
    this.url = options.url;
    this.#target = new URL(options.url);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.#authorization = `Basic ${Buffer.from(`${options.user}:${options.pass}`).toString('base64')}`;
  }

  /** POSTs `body`; resolves with the status and text, rejects on a network error or after `timeoutMs` (name TimeoutError). */
  #post(body: string): Promise<{ status: number; text: string }> {
    const t = this.#target;
    const secure = t.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request({
        protocol: t.protocol, hostname: t.hostname.replace(/^\[|\]$/g, ''), port: t.port || (secure ? 443 : 80),
        path: `${t.pathname}${t.search}`, method: 'POST', agent: agents[secure ? 'https:' : 'http:'],
        headers: { 'content-type': 'text/plain', authorization: this.#authorization, 'content-length': Buffer.byteLength(body) },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (err) => { clearTimeout(timer); reject(err); });
      });
      const timer = setTimeout(() => {
        req.destroy(Object.assign(new Error(`no answer within ${this.timeoutMs} ms`), { name: 'TimeoutError' }));
      }, this.timeoutMs);
      req.on('error', (err) => { clearTimeout(timer); reject(err); });
      req.end(body);
    });
  }

  /** Calls `method`; resolves with the raw `result`. Throws RpcUnavailableError or RpcDaemonError. */
  async call(method: string, params: unknown[] = []): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: '1.0', id: nextId++, method, params });
    let res: { status: number; text: string };
    try {
      res = await this.#post(body);
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
      reply = replySchema.parse(JSON.parse(res.text));
    } catch (err) {
      throw new RpcUnavailableError(`Chain node answered ${method} with HTTP ${res.status} and no JSON-RPC reply`, method, { cause: err });
    }
    if (reply.error) throw new RpcDaemonError(reply.error.code, reply.error.message, method);
    return reply.result ?? null;
  }

  /** Calls `method` and checks the result against `schema`; a mismatch is RpcUnavailableError. */
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
    return this.callAs(integerResult, 'getblockcount');
  }

  /** The hash of the main-chain block at `height`. Out of range: RpcDaemonError -8. */
  getblockhash(height: number): Promise<string> {
    return this.callAs(stringResult, 'getblockhash', [height]);
  }

  /**
   * The block with hash or height `block` (verusd takes a height as a string of digits; a number is
   * sent as one). Verbosity 1 lists txids, 2 the transactions. Unknown hash: RpcDaemonError -5.
   */
  getblock(block: string | number, verbosity?: 1): Promise<Block>;
  getblock(block: string | number, verbosity: 2): Promise<BlockWithTransactions>;
  getblock(block: string | number, verbosity: 1 | 2 = 1): Promise<Block | BlockWithTransactions> {
    return verbosity === 2
      ? this.callAs(blockWithTransactionsSchema, 'getblock', [String(block), 2])
      : this.callAs(blockSchema, 'getblock', [String(block), 1]);
  }

  /** The identity (`name@` or i-address), at `height` when given. Unknown identity: RpcDaemonError -5. */
  getidentity(nameOrAddress: string, height?: number): Promise<GetIdentityResult> {
    return this.callAs(getIdentityResultSchema, 'getidentity', height === undefined ? [nameOrAddress] : [nameOrAddress, height]);
  }

  /** True when `signature` over `message` is valid for the address or identity (at the signature's height, or the latest identity with `checkLatest`). */
  verifymessage(address: string, signature: string, message: string, checkLatest?: boolean): Promise<boolean> {
    const params: unknown[] = [address, signature, message];
    if (checkLatest !== undefined) params.push(checkLatest);
    return this.callAs(booleanResult, 'verifymessage', params);
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
    return this.callAs(operationStatusesSchema, 'z_getoperationstatus', opids ? [opids] : []);
  }

  /** Starts a payment from `from` (`*`, an R-address or an identity); resolves with its opid. */
  sendcurrency(from: string, outputs: CurrencyOutput[]): Promise<string> {
    return this.callAs(stringResult, 'sendcurrency', [from, outputs]);
  }

  /** Publishes a new version of an identity; resolves with the txid. */
  updateidentity(identity: Record<string, unknown>): Promise<string> {
    return this.callAs(stringResult, 'updateidentity', [identity]);
  }

  /**
   * Adds a WIF key to the daemon's wallet, which can then sign for the identities it controls;
   * resolves with its R-address (Komodo-based daemons answer it, Bitcoin-style ones null).
   * A bad key: RpcDaemonError -5.
   */
  async importprivkey(wif: string, label = '', rescan = false): Promise<string> {
    const address = await this.callAs(nullableStringResult, 'importprivkey', [wif, label, rescan]);
    return address ?? rAddressOfWif(wif);
  }

  getvdxfid(uri: string): Promise<VdxfIdResult> {
    return this.callAs(vdxfIdResultSchema, 'getvdxfid', [uri]);
  }
}

/** The RPC URL of a host and port (IPv6 literals bracketed). */
export function rpcUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}
