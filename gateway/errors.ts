/**
 * Every error of the platform API, declared once with its code, HTTP status and default message
 * (spec/platform-api.md, "Errors"). The wire shape is `{error: {code, message, details}}`.
 */
import { z } from 'zod';
import { ChainError, RPC_CODES, type ChainErrorCode } from '../chain/errors.js';

export const ERRORS = {
  UNAUTHORIZED: { status: 401, message: 'Authentication required' },
  INVALID_SIGNATURE: { status: 401, message: 'Signature does not match the on-chain key' },
  FORBIDDEN: { status: 403, message: 'No permission' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  VALIDATION_ERROR: { status: 400, message: 'Invalid data' },
  CURRENCY_NOT_ACCEPTED: { status: 400, message: "Currency is not accepted by the service" },
  JOB_CLOSED: { status: 400, message: 'Job is completed or cancelled' },
  FILE_LIMIT: { status: 400, message: 'File limit of 50 files per job reached' },
  STORAGE_LIMIT: { status: 400, message: 'Storage limit of 100 MB per job reached' },
  CONTENT_FLAGGED: { status: 400, message: 'Content rejected by the safety scanner' },
  INTEGRITY_ERROR: { status: 400, message: 'Checksum mismatch' },
  INVALID_TXID: { status: 400, message: 'Transaction hash must be 64 hex characters' },
  INVALID_OPID: { status: 400, message: 'Operation id format is invalid' },
  OPID_FAILED: { status: 400, message: 'Referenced operation failed on chain' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  RPC_ERROR: { status: 502, message: 'Chain node unreachable' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export type ErrorDetail = Record<string, unknown>;

export interface WireError {
  error: { code: ErrorCode; message: string; details: ErrorDetail[] };
}

/** An error the API answers with; anything else becomes INTERNAL_ERROR. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: ErrorDetail[] = [],
    options?: { cause?: unknown },
  ) {
    super(message ?? ERRORS[code].message, options);
    this.status = ERRORS[code].status;
  }

  toJSON(): WireError {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERRORS, code);

/** A zod failure as VALIDATION_ERROR, one detail per failing field. */
export function fromZodError(err: z.ZodError, message = 'Invalid data'): ApiError {
  const details = err.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  return new ApiError('VALIDATION_ERROR', message, details);
}

/** The API code of each chain error code (the chain's errors carry no HTTP status; docs/chain.md, "Errors"). */
const CHAIN_CODES: Record<Exclude<ChainErrorCode, 'RPC_DAEMON_ERROR'>, ErrorCode> = {
  RPC_UNAVAILABLE: 'RPC_ERROR',
  INVALID_NAME: 'VALIDATION_ERROR',
  INVALID_TXID: 'INVALID_TXID',
  INVALID_OPID: 'INVALID_OPID',
  INVALID_PROFILE_VALUE: 'VALIDATION_ERROR',
};

/**
 * A chain error as an ApiError. A daemon error that reached here unhandled maps by its verusd
 * code: -5 (unknown identity, transaction or block) is NOT_FOUND, -8 (a parameter our own
 * validation let through) VALIDATION_ERROR, anything else RPC_ERROR: the chain could not do it.
 */
function fromChainError(err: ChainError): ApiError {
  const options = { cause: err };
  if (err.code === 'RPC_DAEMON_ERROR') {
    const { rpcCode } = err as ChainError & { rpcCode: number };
    if (rpcCode === RPC_CODES.INVALID_ADDRESS_OR_KEY) return new ApiError('NOT_FOUND', undefined, [], options);
    if (rpcCode === RPC_CODES.INVALID_PARAMETER) return new ApiError('VALIDATION_ERROR', undefined, [], options);
    return new ApiError('RPC_ERROR', 'The chain node refused the request', [], options);
  }
  const code = CHAIN_CODES[err.code];
  if (code === 'RPC_ERROR') return new ApiError(code, err.message, [], options);
  const field = (err as ChainError & { key?: unknown }).key;
  return new ApiError(code, err.message, typeof field === 'string' ? [{ field, message: err.message }] : [], options);
}

/**
 * Any thrown value as an ApiError. Chain errors map by their chain code (fromChainError); errors
 * of other layers that carry a known API `code` keep it; body-parser failures become
 * VALIDATION_ERROR; the rest is INTERNAL_ERROR with a generic message, so internals never reach
 * the client.
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof z.ZodError) return fromZodError(err);
  if (err instanceof ChainError) return fromChainError(err);
  const e = err as { code?: unknown; status?: unknown; statusCode?: unknown; message?: unknown; type?: unknown; expose?: unknown };
  if (e && isErrorCode(e.code)) {
    return new ApiError(e.code, typeof e.message === 'string' && e.message ? e.message : undefined, [], { cause: err });
  }
  const status = Number(e?.status ?? e?.statusCode);
  if (e?.type === 'entity.parse.failed' || status === 400) {
    return new ApiError('VALIDATION_ERROR', 'Malformed request body', [], { cause: err });
  }
  if (status === 413 || e?.type === 'entity.too.large') {
    return new ApiError('VALIDATION_ERROR', 'Request body too large', [], { cause: err });
  }
  if (status === 415 || e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported') {
    return new ApiError('VALIDATION_ERROR', 'Unsupported request body encoding', [], { cause: err });
  }
  return new ApiError('INTERNAL_ERROR', undefined, [], { cause: err });
}
