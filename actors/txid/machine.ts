/** The txid claim: free, or held by one job. Pure. */
import type { TxidCommand } from './messages.js';

export interface TxidState { jobId: string | null }

export type TxidDecision =
  | { ok: true; state: TxidState; reply: { jobId: string; fresh: boolean } | { released: boolean } }
  | { ok: false; code: 'VALIDATION_ERROR'; message: string; details: Record<string, unknown>[] };

export function decideTxid(s: TxidState, c: TxidCommand): TxidDecision {
  if (c.type === 'claim') {
    if (s.jobId === null) return { ok: true, state: { jobId: c.jobId }, reply: { jobId: c.jobId, fresh: true } };
    if (s.jobId === c.jobId) return { ok: true, state: s, reply: { jobId: c.jobId, fresh: false } };
    return { ok: false, code: 'VALIDATION_ERROR', message: 'This transaction is already recorded for another job', details: [{ field: 'txid', message: 'already used' }] };
  }
  if (s.jobId !== c.jobId) return { ok: true, state: s, reply: { released: false } };
  return { ok: true, state: { jobId: null }, reply: { released: true } };
}
