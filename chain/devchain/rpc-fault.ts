/** A JSON-RPC error the dev chain answers with, `{code, message}` exactly as verusd would, and UniValue's parameter readers. */
import { RPC_CODES } from '../rpc.js';

export class RpcFault extends Error {
  override name = 'RpcFault';
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

/** A fault with verusd's code and message. */
export const fault = (code: number, message: string) => new RpcFault(code, message);

/** Hex text of whole bytes (possibly empty). */
export const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/**
 * verusd's answer to a wrong parameter count: the help text as a runtime_error, which the RPC
 * table turns into RPC_MISC_ERROR (-1). We give the usage line and one sentence.
 */
export function usage(text: string): RpcFault {
  return new RpcFault(RPC_CODES.MISC_ERROR, text);
}

/** UniValue's get_str on a non-string: std::runtime_error, so -1 with its message. */
export function str(v: unknown): string {
  if (typeof v !== 'string') throw new RpcFault(RPC_CODES.MISC_ERROR, 'JSON value is not a string as expected');
  return v;
}

/** uni_get_str: a string, or '' for anything else (verusd's lenient reader). */
export function uniStr(v: unknown, fallback = ''): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return fallback;
}

/** uni_get_bool: true for true, "true" or a non-zero number. */
export function uniBool(v: unknown, fallback = false): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v === 'true' || v === '1';
  if (typeof v === 'number') return v !== 0;
  return fallback;
}

/** get_obj on a non-object: -1 like UniValue. */
export function obj(v: unknown): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new RpcFault(RPC_CODES.MISC_ERROR, 'JSON value is not an object as expected');
  }
  return v as Record<string, unknown>;
}

/** UniValue's get_int: a whole number, else -1 as UniValue throws it. */
export function int(v: unknown): number {
  if (typeof v !== 'number') throw new RpcFault(RPC_CODES.MISC_ERROR, 'JSON value is not an integer as expected');
  if (!Number.isInteger(v) || Math.abs(v) > 2 ** 31 - 1) throw new RpcFault(RPC_CODES.MISC_ERROR, 'JSON integer out of range');
  return v;
}

/** UniValue's get_bool: a boolean, else -1. */
export function bool(v: unknown): boolean {
  if (typeof v !== 'boolean') throw new RpcFault(RPC_CODES.MISC_ERROR, 'JSON value is not a boolean as expected');
  return v;
}
