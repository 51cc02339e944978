/** The trust formula as docs/reputation.md writes it, on hand-made records. */
import { expect } from 'chai';
import { trustFacts, trustParts, trustScore, turnaroundMs, WEIGHTS, type JobEventRecord, type TrustRecords } from '../../reputation/trust.js';

const AGENT = 'iAgentAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const H = 3_600_000;
const T = Date.UTC(2026, 0, 1);

function job(id: string, steps: [number, string, Record<string, unknown>?][]): JobEventRecord[] {
  return steps.map(([at, type, payload]) => ({ jobId: id, type, at: T + at, payload: payload ?? {} }));
}

const created = (turnaround = '1 day') => ({ job: { service: { turnaround } } });

function records(events: JobEventRecord[], extra: Partial<TrustRecords> = {}): TrustRecords {
  return { agentId: AGENT, events, history: [{ at: T, available: true, dataPolicy: true }], penalties: [], ...extra };
}

describe('trust formula', () => {
  it('reads a service turnaround in common units', () => {
    expect(turnaroundMs('2 days')).to.equal(48 * H);
    expect(turnaroundMs('3h')).to.equal(3 * H);
    expect(turnaroundMs('45 minutes')).to.equal(45 * 60_000);
    expect(turnaroundMs('soon')).to.equal(null);
  });

  it('gives a new agent the neutral middle and moves with a completed job', () => {
    const none = trustScore(trustFacts(records([]), T + 10 * H));
    const done = trustScore(trustFacts(records(job('a', [
      [0, 'job_created', created()], [0.5 * H, 'job_accepted'], [H, 'status_changed', { to: 'in_progress' }],
      [2 * H, 'job_delivered', { deliveryHash: 'sha256:x' }], [3 * H, 'status_changed', { to: 'completed' }],
    ])), T + 10 * H));
    expect(done.score).to.be.greaterThan(none.score);
    expect(done.subscores.completion).to.be.greaterThan(none.subscores.completion);
    expect(done.subscores.responsiveness).to.be.greaterThan(none.subscores.responsiveness);
  });

  it('lowers completion for a cancellation, an open dispute and a refund, each more', () => {
    const base = trustParts(trustFacts(records([]), T + H)).completion;
    const cancelled = trustParts(trustFacts(records(job('c', [[0, 'job_created', created()], [60_000, 'status_changed', { to: 'cancelled', reason: 'cancelled' }]])), T + H)).completion;
    const disputed = trustParts(trustFacts(records(job('d', [[0, 'job_created', created()], [60_000, 'dispute_opened']])), T + H)).completion;
    const refunded = trustParts(trustFacts(records(job('r', [[0, 'job_created', created()], [60_000, 'dispute_opened'], [120_000, 'dispute_resolved', { outcome: 'refund' }], [120_000, 'status_changed', { to: 'cancelled', reason: 'dispute-refund' }]])), T + H)).completion;
    expect(cancelled).to.be.lessThan(base);
    expect(disputed).to.be.lessThan(base);
    expect(refunded).to.be.lessThan(cancelled);
  });

  it('counts only records up to asOf, so a stored score is recomputed exactly', () => {
    const events = job('a', [[0, 'job_created', created()], [H, 'job_accepted'], [5 * H, 'status_changed', { to: 'completed' }]]);
    const early = trustFacts(records(events), T + 2 * H);
    expect(early.completed).to.equal(0);
    const late = trustFacts(records(events), T + 6 * H);
    expect(late.completed).to.equal(1);
    expect(trustScore(trustFacts(records(events), T + 6 * H))).to.deep.equal(trustScore(late));
  });

  it('takes uptime from the availability history and penalties off the total', () => {
    const f = trustFacts(records([], { history: [{ at: T, available: true, dataPolicy: false }, { at: T + 3 * H, available: false, dataPolicy: false }] }), T + 4 * H);
    expect(f.availableMs / f.observedMs).to.equal(0.75);
    const clean = trustScore(f);
    const penalised = trustScore(trustFacts(records([], { history: [{ at: T, available: true, dataPolicy: false }, { at: T + 3 * H, available: false, dataPolicy: false }], penalties: [{ at: T + H, points: 7 }] }), T + 4 * H));
    expect(penalised.score).to.equal(clean.score - 7);
  });

  it('weights add up to one', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-9);
  });
});
