/**
 * The dev chain's whole state, as kept in memory and persisted to `DATA_DIR/devchain/state.json`:
 * the tip and block times, the wallet (keys, so the file is written 0600), every version of every
 * identity by height, transactions, balances and `sendcurrency` operations.
 */
import { z } from 'zod';

/** CIdentity::FLAG_REVOKED. */
export const FLAG_REVOKED = 0x8000;
/** CIdentity::VERSION_PBAAS, the version verusd writes today. */
export const IDENTITY_VERSION = 3;

export const identityStateSchema = z.object({
  version: z.number().int(),
  flags: z.number().int(),
  primaryaddresses: z.array(z.string()),
  minimumsignatures: z.number().int(),
  name: z.string(),
  identityaddress: z.string(),
  parent: z.string(),
  systemid: z.string(),
  contentmap: z.record(z.string(), z.unknown()),
  contentmultimap: z.record(z.string(), z.array(z.unknown())),
  revocationauthority: z.string(),
  recoveryauthority: z.string(),
  timelock: z.number().int(),
});
export type IdentityState = z.infer<typeof identityStateSchema>;

/** One version of an identity: the state its transaction set, from `height` on. */
export const identityEntrySchema = z.object({
  height: z.number().int(),
  txid: z.string(),
  vout: z.number().int(),
  identity: identityStateSchema,
});
export type IdentityEntry = z.infer<typeof identityEntrySchema>;

export const txOutputSchema = z.object({
  address: z.string(),
  /** Currency i-address. */
  currency: z.string(),
  sats: z.number().int(),
  identity: identityStateSchema.optional(),
});
export type TxOutput = z.infer<typeof txOutputSchema>;

export const transactionSchema = z.object({
  txid: z.string(),
  kind: z.enum(['identity', 'payment', 'fund']),
  height: z.number().int(),
  time: z.number().int(),
  from: z.string().optional(),
  vout: z.array(txOutputSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const operationSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'executing', 'success', 'failed', 'cancelled']),
  creation_time: z.number().int(),
  method: z.string(),
  params: z.unknown(),
  result: z.object({ txid: z.string() }).optional(),
  error: z.object({ code: z.number().int(), message: z.string() }).optional(),
  execution_secs: z.number().optional(),
});
export type Operation = z.infer<typeof operationSchema>;

export const stateSchema = z.object({
  format: z.literal(1),
  chain: z.enum(['VRSCTEST', 'VRSC']),
  /** Random per chain; block hashes derive from it. */
  seed: z.string(),
  height: z.number().int(),
  tiptime: z.number().int(),
  /** Block time of each height (index = height); filled in at load for states written before it existed. */
  blocktimes: z.array(z.number().int()).optional(),
  wallet: z.object({ keys: z.record(z.string(), z.string()) }),
  identities: z.record(z.string(), z.array(identityEntrySchema)),
  transactions: z.record(z.string(), transactionSchema),
  /** address -> currency i-address -> satoshis. */
  balances: z.record(z.string(), z.record(z.string(), z.number().int())),
  operations: z.record(z.string(), operationSchema),
});
export type DevChainState = z.infer<typeof stateSchema>;
