/**
 * Every error `chain/` throws, declared once (nats.js style): a small class per failure with an
 * explicit `name`, a typed `code` saying what went wrong in chain terms, the fields a caller
 * branches on, and `cause` when another error is behind it. None of them carries an HTTP status:
 * the chain layer knows nothing of HTTP; the gateway's `toApiError` maps `code` to its API codes
 * (docs/chain.md, "Errors").
 */

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

export type ChainErrorCode =
  | 'RPC_UNAVAILABLE'
  | 'RPC_DAEMON_ERROR'
  | 'INVALID_NAME'
  | 'INVALID_TXID'
  | 'INVALID_OPID'
  | 'INVALID_PROFILE_VALUE';

/** The base of every chain error; `instanceof ChainError` tells a caller the layer, `code` the failure. */
export abstract class ChainError extends Error {
  abstract readonly code: ChainErrorCode;
}

/** The daemon could not be used: unreachable, timed out, refused the credentials, or answered garbage. */
export class RpcUnavailableError extends ChainError {
  override name = 'RpcUnavailableError';
  readonly code = 'RPC_UNAVAILABLE' as const;
  constructor(message: string, readonly method: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The daemon answered `{error: {code, message}}`: its code and message, unchanged. */
export class RpcDaemonError extends ChainError {
  override name = 'RpcDaemonError';
  readonly code = 'RPC_DAEMON_ERROR' as const;
  constructor(readonly rpcCode: number, message: string, readonly method: string) {
    super(message);
  }

  /** -5 (RPC_INVALID_ADDRESS_OR_KEY): verusd's answer for an unknown identity, transaction or block. */
  get notFound(): boolean {
    return this.rpcCode === RPC_CODES.INVALID_ADDRESS_OR_KEY;
  }
}

/** A name verusd would not accept as an identity or VDXF name. */
export class InvalidNameError extends ChainError {
  override name = 'InvalidNameError';
  readonly code = 'INVALID_NAME' as const;
  constructor(message: string) {
    super(message);
  }
}

/** A txid or opid that is not even shaped like one. */
export class PaymentReferenceError extends ChainError {
  override name = 'PaymentReferenceError';
  constructor(readonly code: 'INVALID_TXID' | 'INVALID_OPID', message: string) {
    super(message);
  }
}

/** A profile value that cannot be published under its key (an R-address as `payaddress`, say). */
export class ProfileValueError extends ChainError {
  override name = 'ProfileValueError';
  readonly code = 'INVALID_PROFILE_VALUE' as const;
  constructor(readonly key: string, readonly reason: string) {
    super(`${key}: ${reason}`);
  }
}

/** Every chain error class, by name. */
export const chainErrors = {
  RpcUnavailableError,
  RpcDaemonError,
  InvalidNameError,
  PaymentReferenceError,
  ProfileValueError,
} as const;

export const isChainError = (err: unknown): err is ChainError => err instanceof ChainError;
