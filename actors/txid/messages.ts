/**
 * A txid counts once across all jobs: one `txid` actor per transaction id (lower-case) records the
 * job that claimed it. Claims go to it before the job records the payment, so two jobs sending the
 * same txid at once are serialised here and the second is refused.
 */
import { z } from 'zod';

export const TXID_KIND = 'txid';

export const txidCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('claim'), jobId: z.string().min(1).max(100) }),
  /** Gives the txid back when the job refused the payment it was claimed for. */
  z.object({ type: z.literal('release'), jobId: z.string().min(1).max(100) }),
]);
export type TxidCommand = z.infer<typeof txidCommand>;
