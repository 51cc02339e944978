/**
 * A job driven through the pure machine the way the actor will drive it: each command parsed by the
 * actor's zod schema, decided at a clock the test moves, its events applied with `evolve`, every
 * state deep-frozen so a mutation anywhere throws, and the stored history kept for replay checks.
 */
import { expect } from 'chai';
import { jobCommand, type JobCommandInput, type Observation } from '../../../actors/job/messages.js';
import {
  decide, evolve, invariantViolations, replay, type Accepted, type Decision, type JobErrorCode, type JobEvent, type JobState, type Refusal,
} from '../../../actors/job/machine.js';

export const BUYER = 'iBuyerAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
export const SELLER = 'iSe11erBBBBBBBBBBBBBBBBBBBBBBBBBBB';
export const STRANGER = 'iStrangerCCCCCCCCCCCCCCCCCCCCCCCCC';
export const ADMIN = 'iAdminDDDDDDDDDDDDDDDDDDDDDDDDDDDD';
/** The seller's pay address (its `payaddress`), distinct from its identity on purpose. */
export const PAY = 'iPayEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE';
export const FEE = 'RFeeAddressFFFFFFFFFFFFFFFFFFFFFFF';
export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
export const HASH = 'ab'.repeat(32);

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

export type Terms = 'prepay' | 'postpay' | 'split';

export function createInput(terms: Terms = 'prepay', over: Record<string, unknown> = {}): JobCommandInput {
  return {
    type: 'create', by: BUYER, jobId: 'job-1', buyerChainId: BUYER, buyerName: 'buyer@', sellerChainId: SELLER, sellerName: 'seller@',
    serviceId: 'svc-1',
    service: {
      name: 'Translate', price: 10, currency: 'VRSCTEST', paymentTerms: terms, guard: true, turnaround: '1 day',
      acceptedCurrencies: [{ currency: 'VRSCTEST', price: 10 }, { currency: 'USDtest', price: 3.3 }],
    },
    currency: 'VRSCTEST', price: 10, paymentAddress: PAY, feeAddress: FEE, jobHash: HASH, ...over,
  } as JobCommandInput;
}

/** A job whose service has one price in VRSCTEST. */
export function createWithPrice(terms: Terms, price: number): JobCommandInput {
  const base = createInput(terms) as Extract<JobCommandInput, { type: 'create' }>;
  return { ...base, service: { ...base.service, price, acceptedCurrencies: [] }, price };
}

let txCounter = 0;
/** A fresh txid, distinct within a run. */
export const newTxid = () => (++txCounter).toString(16).padStart(64, '0');

export function tx(outputs: { address: string; amount: number; currency?: string }[], confirmations = 1, txid = newTxid()): Observation & { kind: 'transaction' } {
  return { kind: 'transaction', txid, confirmations, outputs: outputs.map((o) => ({ currency: 'VRSCTEST', ...o })) };
}

export class Job {
  state: JobState | null = null;
  readonly history: JobEvent[] = [];
  now = T0;
  last: Decision | null = null;

  tick(ms: number): this {
    this.now += ms;
    return this;
  }

  run(input: JobCommandInput): Decision {
    const command = deepFreeze(jobCommand.parse(input));
    const before = this.state;
    const d = decide(before, command, this.now);
    this.last = d;
    if (d.ok) {
      this.state = deepFreeze(d.events.reduce<JobState | null>(evolve, before));
      this.history.push(...d.events);
      expect(invariantViolations(this.state!), 'invariants').to.deep.equal([]);
    }
    return d;
  }

  ok(input: JobCommandInput): Accepted {
    const d = this.run(input);
    if (!d.ok) expect.fail(`${input.type} refused: ${d.code} ${d.message}`);
    return d;
  }

  refused(input: JobCommandInput, code: JobErrorCode, message?: RegExp): Refusal {
    const before = this.state;
    const d = this.run(input);
    if (d.ok) expect.fail(`${input.type} should be refused with ${code}; got events ${d.events.map((e) => e.type).join(', ')}`);
    expect(d.code, d.message).to.equal(code);
    if (message) expect(d.message).to.match(message);
    expect(d.message.length).to.be.greaterThan(10);
    expect(this.state).to.equal(before);
    return d;
  }

  get s(): JobState {
    return this.state!;
  }

  /** The stored history replays to the state the commands built. */
  expectReplays(): void {
    expect(replay(this.history)).to.deep.equal(this.state);
  }

  /** Types of the events of the last decision. */
  get lastTypes(): string[] {
    return this.last?.ok ? this.last.events.map((e) => e.type) : [];
  }

  /** The transitions the history went through, as `from>to`. */
  get transitions(): string[] {
    return this.history.flatMap((e) => (e.type === 'status_changed' ? [`${e.from}>${e.to}`] : []));
  }
}

/** Pays the job payment and the platform fee in full, confirmed. */
export function payInFull(j: Job, confirmations = 1): void {
  j.ok({ type: 'payment-observed', by: BUYER, observation: tx([{ address: PAY, amount: 10 }], confirmations) });
  j.ok({ type: 'fee-observed', by: BUYER, observation: tx([{ address: FEE, amount: 0.5 }], confirmations) });
}

/** A job of the given terms, created and accepted, paid as far as needed to be in progress. */
export function inProgress(terms: Terms = 'prepay', over: Record<string, unknown> = {}): Job {
  const j = new Job();
  j.ok(createInput(terms, over));
  j.ok({ type: 'accept', by: SELLER });
  if (terms === 'prepay') payInFull(j);
  if (terms === 'split') {
    j.ok({ type: 'payment-observed', by: BUYER, observation: tx([{ address: PAY, amount: 5 }]) });
    j.ok({ type: 'fee-observed', by: BUYER, observation: tx([{ address: FEE, amount: 0.25 }]) });
  }
  expect(j.s.status).to.equal('in_progress');
  return j;
}
