/**
 * Random command sequences against the job machine: whatever arrives, in whatever order, from
 * whoever, the state stays sound (invariantViolations), transitions follow the table and never
 * repeat a closing, a closed job stays closed, and the stored events replay to the state built
 * command by command.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { jobCommand, type JobCommandInput, type Observation } from '../../../actors/job/messages.js';
import {
  decide, dueNow, evolve, fromSats, invariantViolations, isClosed, openDispute, replay, type JobEvent, type JobState,
} from '../../../actors/job/machine.js';
import { jobView } from '../../../actors/job/view.js';
import { ADMIN, BUYER, createInput, deepFreeze, FEE, PAY, SELLER, STRANGER, T0, type Terms } from './harness.js';

const OPS = [
  'accept', 'deliver', 'complete', 'payment-observed', 'fee-observed', 'pause', 'reactivate', 'cancel', 'end-session',
  'dispute', 'resolve-dispute', 'data-terms', 'deletion-attestation', 'data-deleted',
  'extension-request', 'extension-approve', 'extension-reject', 'extension-payment',
] as const;
type Op = (typeof OPS)[number];
const PROGRESS: Op[] = ['accept', 'deliver', 'complete', 'payment-observed', 'fee-observed', 'pause', 'reactivate'];
const WHO = [BUYER, SELLER, STRANGER, ADMIN, 'system'];

/** The status moves the table allows (DESIGN "job states", disputes per docs/jobs.md). */
const ALLOWED = new Set([
  'requested>in_progress', 'requested>cancelled', 'in_progress>pending_delivery', 'in_progress>completed', 'in_progress>paused',
  'paused>in_progress', 'pending_delivery>completed', 'pending_delivery>in_progress',
  'in_progress>cancelled', 'paused>cancelled', 'pending_delivery>cancelled',
]);

interface Step { op: Op; wrongActor: boolean; who: number; dt: number; v: number }
const step: fc.Arbitrary<Step> = fc.record({
  op: fc.oneof(
    { arbitrary: fc.constantFrom(...PROGRESS), weight: 3 },
    { arbitrary: fc.constantFrom<Op>('extension-request', 'extension-approve', 'extension-payment'), weight: 1 },
    { arbitrary: fc.constantFrom(...OPS), weight: 2 },
  ),
  wrongActor: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  who: fc.nat(WHO.length - 1),
  dt: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 90_000 })),
  v: fc.nat(10_000),
});

const SYSTEM_OPS: string[] = ['payment-observed', 'fee-observed', 'reactivate', 'extension-payment', 'data-deleted'];
const txid = (n: number) => n.toString(16).padStart(64, '0');

/** An observation of the variant `v` picks: exact, short, wrong address or currency, a repeat, an operation. */
function observe(s: JobState, v: number, address: string, dueSats: number, currency: string, extra?: { address: string; sats: number }, seq = 0): Observation {
  const confirmations = v % 3;
  const outputs = [{ address, currency, amount: fromSats(dueSats) }, ...(extra ? [{ address: extra.address, currency, amount: fromSats(extra.sats) }] : [])];
  switch (v % 8) {
    case 0: case 1: case 2: return { kind: 'transaction', txid: txid(seq), confirmations, outputs };
    case 3: return { kind: 'transaction', txid: txid(seq), confirmations, outputs: outputs.map((o) => ({ ...o, amount: Math.max(0, o.amount - 0.00000001) })) };
    case 4: return { kind: 'transaction', txid: txid(seq), confirmations, outputs: outputs.map((o) => ({ ...o, currency: 'OTHER' })) };
    case 5: {
      const t = s.transactions[v % Math.max(1, s.transactions.length)];
      return t ? { kind: 'transaction', txid: t.txid, confirmations: t.confirmations + 1, outputs } : { kind: 'transaction', txid: 'nope', confirmations, outputs };
    }
    case 6: return { kind: 'operation', opid: `opid-${((v >> 5) % 2).toString().padStart(8, '0')}-0000-0000-0000-000000000000`, status: 'executing' };
    default: return { kind: 'operation', opid: `opid-${((v >> 5) % 2).toString().padStart(8, '0')}-0000-0000-0000-000000000000`, status: 'failed', error: 'Insufficient funds' };
  }
}

/** Turns a step into a command that makes sense against the current state (most of the time). */
function command(s: JobState, st: Step, seq: number): JobCommandInput {
  const either = st.v % 2 ? BUYER : SELLER;
  const x = s.extensions[st.v % Math.max(1, s.extensions.length)];
  const natural: Record<Op, string> = {
    accept: SELLER, deliver: SELLER, pause: SELLER, 'deletion-attestation': SELLER,
    complete: BUYER, 'payment-observed': BUYER, 'fee-observed': BUYER, reactivate: BUYER, cancel: BUYER, 'extension-payment': BUYER,
    'end-session': either, dispute: either, 'data-terms': either, 'extension-request': either,
    'extension-approve': x ? (x.requestedBy === BUYER ? SELLER : BUYER) : either, 'extension-reject': x ? (x.requestedBy === BUYER ? SELLER : BUYER) : either,
    'resolve-dispute': ADMIN, 'data-deleted': 'system',
  };
  // Half of the observations come back as the platform's own rechecks.
  const recheck = SYSTEM_OPS.includes(st.op) && st.op !== 'data-deleted' && (st.v >> 4) % 2 === 1;
  const by = st.wrongActor ? WHO[st.who]! : recheck ? 'system' : natural[st.op];
  const v = st.v;
  switch (st.op) {
    case 'payment-observed': return { type: st.op, by, observation: observe(s, v, PAY, Math.max(1, dueNow(s, 'payment')), s.currency, undefined, seq) };
    case 'fee-observed': return { type: st.op, by, observation: observe(s, v, FEE, Math.max(1, dueNow(s, 'fee')), s.currency, undefined, seq) };
    case 'reactivate': return v % 2 ? { type: st.op, by } : { type: st.op, by, observation: observe(s, v, PAY, Math.max(1, s.reactivationFeeSats), s.currency, undefined, seq) };
    case 'dispute': return { type: st.op, by, disputeId: `d${v % 12}`, reason: v % 5 ? 'Not as agreed' : ' ' };
    case 'resolve-dispute': {
      const outcome = (['refund', 'rework', 'reject'] as const)[v % 3]!;
      return { type: st.op, by, disputeId: openDispute(s)?.id ?? `d${v % 12}`, outcome, ...(outcome === 'refund' ? { percentage: v % 101 } : {}) };
    }
    case 'data-terms': return { type: st.op, by, terms: { retention: (['none', 'job-duration', '30-days'] as const)[v % 3], allowTraining: (v & 4) > 0, allowThirdParty: (v & 8) > 0, requireDeletion: (v & 16) > 0 } };
    case 'deletion-attestation': return { type: st.op, by, signature: 'sig', attestation: { jobId: v % 7 ? s.id : 'other', deletedAt: new Date(T0).toISOString(), scope: ['all'] } };
    case 'extension-request': return { type: st.op, by, extensionId: `x${v % 6}`, duration: 60 * (1 + (v % 10)), price: 1 + (v % 3), currency: v % 4 ? 'VRSCTEST' : 'USDtest' };
    case 'extension-approve': case 'extension-reject': return { type: st.op, by, extensionId: x?.id ?? `x${v % 6}` };
    case 'extension-payment': {
      const id = x?.id ?? `x${v % 6}`;
      return { type: st.op, by, extensionId: id, observation: observe(s, v, PAY, x?.priceSats ?? 1, x?.currency ?? s.currency, { address: FEE, sats: x?.feeSats ?? 1 }, seq) };
    }
    default: return { type: st.op, by } as JobCommandInput;
  }
}

/** Whether the caller passes the who-are-you checks, which come before JOB_CLOSED. */
function mayAct(c: { type: string; by: string }): boolean {
  const party = c.by === BUYER || c.by === SELLER;
  if (c.type === 'resolve-dispute') return !party && c.by !== 'system';
  return party || (c.by === 'system' && SYSTEM_OPS.includes(c.type));
}

describe('job machine properties', () => {
  const reached = new Set<string>();

  /** Runs the steps after the opening commands, checking every decision; returns nothing, throws on a breach. */
  function check(opening: JobCommandInput[], steps: Step[]): void {
    let now = T0;
    const history: JobEvent[] = [];
    let state: JobState | null = null;
    for (const c of opening) {
      const d = decide(state, jobCommand.parse(c), now);
      if (!d.ok) throw new Error(d.message);
      history.push(...d.events);
      state = deepFreeze(d.events.reduce<JobState | null>(evolve, state)!);
    }
    let s = state!;
    let seq = 0;
    for (const st of steps) {
      now += st.dt;
      const parsed = jobCommand.safeParse(command(s, st, ++seq));
      if (!parsed.success) continue; // the gateway refuses it before the actor sees it
      const cmd = deepFreeze(parsed.data);
      const d = decide(s, cmd, now);
      expect(decide(s, cmd, now), 'deterministic').to.deep.equal(d);
      if (!d.ok) {
        expect(['FORBIDDEN', 'JOB_CLOSED', 'VALIDATION_ERROR', 'CURRENCY_NOT_ACCEPTED', 'INVALID_TXID', 'OPID_FAILED', 'NOT_FOUND']).to.include(d.code);
        if (isClosed(s) && cmd.type !== 'data-deleted' && cmd.type !== 'deletion-attestation' && mayAct(cmd)) {
          expect(d.code, `${cmd.type} on a ${s.status} job`).to.equal('JOB_CLOSED');
        }
        continue;
      }
      let running = s;
      for (const e of d.events) {
        if (e.type === 'status_changed') {
          expect(e.from).to.equal(running.status);
          expect(ALLOWED.has(`${e.from}>${e.to}`), `${e.from}>${e.to} by ${cmd.type}`).to.equal(true);
          reached.add(e.to);
        }
        reached.add(e.type);
        running = evolve(running, e);
      }
      const next = deepFreeze(running);
      if (isClosed(s)) expect(next.status).to.equal(s.status);
      expect(invariantViolations(next), `after ${cmd.type}`).to.deep.equal([]);
      expect(() => JSON.stringify(jobView(next))).not.to.throw();
      history.push(...d.events);
      if (next.pauses.length === 3) reached.add('three pauses');
      s = next;
    }
    expect(replay(history)).to.deep.equal(s);
    for (const once of ['job_created', 'job_accepted', 'job_completed', 'job_cancelled', 'data_deleted']) {
      expect(history.filter((e) => e.type === once).length, once).to.be.at.most(1);
    }
    expect(history.filter((e) => e.type === 'status_changed' && (e.to === 'completed' || e.to === 'cancelled')).length).to.be.at.most(1);
    // A transaction is recorded once and confirmed at most once, per purpose.
    for (const type of ['payment_recorded', 'payment_confirmed'] as const) {
      const keys = history.flatMap((e) => (e.type === type ? [e.type === 'payment_recorded' ? `${e.record.purpose}:${e.record.extensionId}:${e.record.txid}` : `${e.purpose}:${e.extensionId}:${e.txid}`] : []));
      expect(new Set(keys).size, type).to.equal(keys.length);
    }
  }

  /** A step by the party the operation belongs to, a minute after the last. */
  const mine = (op: Op, v = 1): Step => ({ op, wrongActor: false, who: 0, dt: 60_000, v });

  it('keeps every state sound, moves only along the table, and replays its history to the same state', () => {
    // Random runs confirm a payment, fail an operation or apply an extension only now and then, so one
    // run of each always does: the check below must not depend on the seed.
    const confirmed = [mine('accept'), mine('payment-observed', 0), mine('payment-observed', 5)];
    const failed = [mine('accept'), mine('payment-observed', 6), mine('payment-observed', 7)];
    // And one applies an extension: requested by the buyer, approved by the seller, paid at once.
    const extended = [mine('accept'), mine('payment-observed', 0), mine('extension-request', 1), mine('extension-approve', 1), mine('extension-payment', 0)];
    fc.assert(fc.property(
      fc.constantFrom<Terms>('prepay', 'postpay', 'split'),
      fc.constantFrom(0, 1),
      fc.constantFrom(0, 1, 2),
      fc.array(step, { minLength: 1, maxLength: 80, size: 'max' }),
      (terms, reactivationFee, confirmationsRequired, steps) => check([createInput(terms, { reactivationFee, confirmationsRequired })], steps),
    ), { numRuns: 300, examples: [['prepay', 0, 1, confirmed], ['prepay', 0, 0, failed], ['prepay', 0, 0, extended]] });
  });

  it('holds the same while a job in progress is paused, reactivated, disputed and resolved at random', () => {
    const working = step.map((st) => ({ ...st, op: (['pause', 'reactivate', 'pause', 'reactivate', 'dispute', 'resolve-dispute', 'end-session', 'deliver', 'reactivate'] as const)[st.v % 9]! as Op, dt: st.dt ? 60_000 + (st.dt % 30_000) : 0 }));
    // Likewise a third pause.
    const threePauses = (['pause', 'reactivate', 'pause', 'reactivate', 'pause'] as const).map((op) => mine(op));
    fc.assert(fc.property(
      fc.constantFrom(0, 1),
      fc.array(working, { minLength: 1, maxLength: 40, size: 'max' }),
      (reactivationFee, steps) => check([
        createInput('postpay', { reactivationFee, confirmationsRequired: 0 }), { type: 'accept', by: SELLER },
      ], steps),
    ), { numRuns: 200, examples: [[0, threePauses]] });
  });

  it('reached every status and the interesting events (so the property above is not vacuous)', () => {
    for (const s of ['in_progress', 'paused', 'pending_delivery', 'completed', 'cancelled', 'payment_confirmed', 'dispute_resolved', 'extension_applied', 'operation_failed', 'three pauses']) {
      expect(reached, s).to.include(s);
    }
  });
});
