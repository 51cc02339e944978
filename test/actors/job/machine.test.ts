/**
 * The job transition table (spec "States and transitions", DESIGN "job states", docs/jobs.md) as a
 * pure machine: one test per row and per refusal, each payment term end to end, and the payment
 * attacks. The property test is in machine.property.test.ts.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { jobCommand, type JobCommandInput } from '../../../actors/job/messages.js';
import { decide, RETENTION_DELAY_MS, type JobEvent } from '../../../actors/job/machine.js';
import { extensionInvoice, jobView, replyData } from '../../../actors/job/view.js';
import {
  ADMIN, BUYER, createInput, createWithPrice, FEE, HASH, inProgress, Job, newTxid, PAY, payInFull, SELLER, STRANGER, T0, tx,
} from './harness.js';

const pay = (amount: number, confirmations = 1, currency = 'VRSCTEST') =>
  ({ type: 'payment-observed', by: BUYER, observation: tx([{ address: PAY, amount, currency }], confirmations) }) as const;
const fee = (amount: number, confirmations = 1) =>
  ({ type: 'fee-observed', by: BUYER, observation: tx([{ address: FEE, amount }], confirmations) }) as const;

describe('job machine', () => {
  describe('create', () => {
    it('starts requested with a snapshot of the service, the fee at 5% and default data terms', () => {
      const j = new Job();
      const d = j.ok(createInput('split'));
      expect(d.events.map((e) => e.type)).to.deep.equal(['job_created']);
      expect(j.s).to.include({ status: 'requested', priceSats: 1_000_000_000, feeSats: 50_000_000, paymentTerms: 'split', currency: 'VRSCTEST', createdAt: T0 });
      expect(j.s.service.guard).to.equal(true);
      expect(j.s.dataTerms.retention).to.equal('job-duration');
      j.expectReplays();
    });

    it('takes the price of the chosen accepted currency', () => {
      const j = new Job();
      j.ok(createInput('prepay', { currency: 'usdtest', price: 3.3 }));
      expect(j.s).to.include({ currency: 'USDtest', priceSats: 330_000_000, feeSats: 16_500_000 });
    });

    it('refuses a currency the service does not accept with CURRENCY_NOT_ACCEPTED', () => {
      const d = new Job().refused(createInput('prepay', { currency: 'BTC', price: 10 }), 'CURRENCY_NOT_ACCEPTED', /BTC/);
      expect(d.details).to.deep.equal([{ field: 'currency', accepted: ['VRSCTEST', 'USDtest'] }]);
    });

    it('refuses a price other than the service\'s, a ninth decimal, an agent hiring itself, and a creator who is not the buyer', () => {
      new Job().refused(createInput('prepay', { price: 9 }), 'VALIDATION_ERROR', /service's price/);
      new Job().refused(createInput('prepay', { price: 10.000000001 }), 'VALIDATION_ERROR', /8 decimals/);
      new Job().refused(createInput('prepay', { sellerChainId: BUYER }), 'VALIDATION_ERROR', /hire itself/);
      new Job().refused(createInput('prepay', { by: STRANGER }), 'FORBIDDEN');
    });

    it('refuses to create a job twice, and answers NOT_FOUND for any action on a job that does not exist', () => {
      const j = new Job();
      j.ok(createInput());
      j.refused(createInput(), 'VALIDATION_ERROR', /already exists/);
      new Job().refused({ type: 'accept', by: SELLER }, 'NOT_FOUND');
    });

    it('computes fees in satoshis: 0.29 at 5% is 0.0145, exactly', () => {
      const j = new Job();
      j.ok(createWithPrice('prepay', 0.29));
      expect(jobView(j.s)).to.include({ price: 0.29, platformFee: 0.0145 });
    });
  });

  describe('accept', () => {
    it('is the seller\'s: the buyer and strangers are FORBIDDEN', () => {
      const j = new Job();
      j.ok(createInput());
      j.refused({ type: 'accept', by: BUYER }, 'FORBIDDEN', /seller/);
      j.refused({ type: 'accept', by: STRANGER }, 'FORBIDDEN', /buyer and the seller/);
    });

    it('leaves a prepay job requested with acceptedAt set, and refuses a second accept', () => {
      const j = new Job();
      j.ok(createInput('prepay'));
      j.tick(5000).ok({ type: 'accept', by: SELLER });
      expect(j.s).to.include({ status: 'requested', acceptedAt: T0 + 5000 });
      j.refused({ type: 'accept', by: SELLER }, 'VALIDATION_ERROR', /already accepted/);
      expect(j.history.filter((e) => e.type === 'job_accepted')).to.have.length(1);
    });

    it('moves a postpay job to in_progress at once', () => {
      const j = new Job();
      j.ok(createInput('postpay'));
      j.ok({ type: 'accept', by: SELLER });
      expect(j.lastTypes).to.deep.equal(['job_accepted', 'status_changed']);
      expect(j.s).to.include({ status: 'in_progress', inProgressSince: T0 });
    });
  });

  describe('prepay', () => {
    it('refuses a payment before acceptance (the txid stays usable)', () => {
      const j = new Job();
      j.ok(createInput('prepay'));
      const payment = pay(10);
      j.refused(payment, 'VALIDATION_ERROR', /after the seller accepts/);
      j.ok({ type: 'accept', by: SELLER });
      j.ok(payment);
    });

    it('goes in_progress only when the payment and the fee are both confirmed, then runs to completed', () => {
      const j = new Job();
      j.ok(createInput('prepay'));
      j.ok({ type: 'accept', by: SELLER });
      j.ok(pay(10));
      expect(j.s.status).to.equal('requested');
      j.refused({ type: 'deliver', by: SELLER }, 'VALIDATION_ERROR', /requested/);
      j.tick(1000).ok(fee(0.5));
      expect(j.lastTypes).to.deep.equal(['payment_recorded', 'status_changed']);
      expect(j.s).to.include({ status: 'in_progress', inProgressSince: T0 + 1000 });
      j.ok({ type: 'deliver', by: SELLER, deliveryHash: `sha256:${'C'.repeat(64)}` });
      j.ok({ type: 'complete', by: BUYER });
      expect(j.transitions).to.deep.equal(['requested>in_progress', 'in_progress>pending_delivery', 'pending_delivery>completed']);
      expect(j.s.deliveryHash).to.equal(`sha256:${'c'.repeat(64)}`);
      j.expectReplays();
    });
  });

  describe('postpay', () => {
    it('works first and refuses completion until the payment and fee are confirmed', () => {
      const j = new Job();
      j.ok(createInput('postpay'));
      j.ok({ type: 'accept', by: SELLER });
      j.ok({ type: 'deliver', by: SELLER });
      const r = j.refused({ type: 'complete', by: BUYER }, 'VALIDATION_ERROR', /confirmed on chain/);
      expect(r.details?.map((x) => x.field)).to.deep.equal(['payment', 'platformFee']);
      j.ok(pay(10));
      j.refused({ type: 'complete', by: BUYER }, 'VALIDATION_ERROR');
      j.ok(fee(0.5));
      expect(j.s.status).to.equal('pending_delivery');
      j.ok({ type: 'complete', by: BUYER });
      expect(j.transitions).to.deep.equal(['requested>in_progress', 'in_progress>pending_delivery', 'pending_delivery>completed']);
      j.expectReplays();
    });
  });

  describe('split', () => {
    it('needs half the price and half the fee before in_progress, the rest before completed', () => {
      const j = new Job();
      j.ok(createInput('split'));
      j.ok({ type: 'accept', by: SELLER });
      j.refused(pay(4.99), 'VALIDATION_ERROR', /5 is due/);
      j.ok(pay(5));
      j.ok(fee(0.25));
      expect(j.s.status).to.equal('in_progress');
      j.ok({ type: 'deliver', by: SELLER });
      j.refused({ type: 'complete', by: BUYER }, 'VALIDATION_ERROR');
      j.refused(pay(4), 'VALIDATION_ERROR', /5 is due/);
      j.ok(pay(5));
      j.ok(fee(0.25));
      j.ok({ type: 'complete', by: BUYER });
      expect(j.transitions).to.deep.equal(['requested>in_progress', 'in_progress>pending_delivery', 'pending_delivery>completed']);
      expect(jobView(j.s).payment).to.include({ confirmed: true, paid: 10, due: 0, command: null });
      j.expectReplays();
    });

    it('puts the odd satoshi in the first half, and takes the whole price in one transaction', () => {
      const j = new Job();
      j.ok(createWithPrice('split', 0.00000003));
      j.ok({ type: 'accept', by: SELLER });
      expect(jobView(j.s).payment.due).to.equal(0.00000002);
      j.ok(pay(0.00000003));
      expect(j.s.status).to.equal('in_progress'); // fee rounds to 0 satoshis: nothing to pay
      expect(jobView(j.s).payment).to.include({ confirmed: true, due: 0 });
    });
  });

  describe('payment checks', () => {
    const accepted = () => {
      const j = new Job();
      j.ok(createInput('prepay'));
      j.ok({ type: 'accept', by: SELLER });
      return j;
    };

    it('refuses a short amount, naming what is due and what was paid', () => {
      const r = accepted().refused(pay(9.99999999), 'VALIDATION_ERROR', /pays 9.99999999 VRSCTEST/);
      expect(r.details).to.deep.equal([{ field: 'txid', address: PAY, currency: 'VRSCTEST', expected: 10, paid: 9.99999999 }]);
    });

    it('refuses a transaction paying another address', () => {
      accepted().refused({ type: 'payment-observed', by: BUYER, observation: tx([{ address: STRANGER, amount: 10 }]) }, 'VALIDATION_ERROR', /nothing to the seller's pay address/);
    });

    it('refuses the fee paid to the seller instead of the fee address', () => {
      accepted().refused({ type: 'fee-observed', by: BUYER, observation: tx([{ address: PAY, amount: 0.5 }]) }, 'VALIDATION_ERROR', /platform fee address/);
    });

    it('refuses another currency with CURRENCY_NOT_ACCEPTED', () => {
      accepted().refused(pay(10, 1, 'USDtest'), 'CURRENCY_NOT_ACCEPTED', /USDtest/);
    });

    it('adds up several outputs to the address, and accepts an overpayment', () => {
      const j = accepted();
      j.ok({ type: 'payment-observed', by: BUYER, observation: tx([{ address: PAY, amount: 6 }, { address: PAY, amount: 4.5 }]) });
      expect(jobView(j.s).payment.paid).to.equal(10.5);
    });

    it('refuses a txid that is not 64 hex with INVALID_TXID', () => {
      accepted().refused({ type: 'payment-observed', by: BUYER, observation: tx([{ address: PAY, amount: 10 }], 1, 'xyz') }, 'INVALID_TXID');
    });

    it('records an unconfirmed payment as pending with a reminder, and confirms it on a later look', () => {
      const j = accepted();
      const observation = tx([{ address: PAY, amount: 10 }], 0);
      const d = j.ok({ type: 'payment-observed', by: BUYER, observation });
      const name = `check:payment:${observation.txid}`;
      expect(d.reminders?.set).to.deep.equal([{ name, at: T0 + 10_000, payload: { task: 'check-transaction', purpose: 'payment', txid: observation.txid } }]);
      expect(jobView(j.s).payment).to.include({ confirmed: false, pending: 10, paid: 0, txid: observation.txid });
      j.refused(pay(10), 'VALIDATION_ERROR', /waiting for confirmations/);
      j.ok(fee(0.5));
      expect(j.s.status).to.equal('requested');
      // the reminder fires; the chain still shows 0 confirmations: nothing changes, look again later
      const again = j.tick(10_000).ok({ type: 'payment-observed', by: 'system', observation: { ...observation, confirmations: 0 } });
      expect(again.events).to.deep.equal([]);
      expect(again.reminders?.set?.[0]).to.include({ name, at: T0 + 20_000 });
      const done = j.tick(10_000).ok({ type: 'payment-observed', by: 'system', observation: { ...observation, confirmations: 1 } });
      expect(done.events.map((e) => e.type)).to.deep.equal(['payment_confirmed', 'status_changed']);
      expect(done.reminders?.cancel).to.deep.equal([name]);
      expect(j.s.status).to.equal('in_progress');
      // late duplicate observations change nothing and follow nothing
      for (const confirmations of [0, 1, 5]) {
        const late = j.ok({ type: 'payment-observed', by: BUYER, observation: { ...observation, confirmations } });
        expect(late.events).to.deep.equal([]);
        expect(late.reminders).to.equal(undefined);
      }
      j.expectReplays();
    });

    it('counts a transaction once: not as a second payment, but as payment and fee when it pays both', () => {
      const j = accepted();
      const both = tx([{ address: PAY, amount: 10 }, { address: FEE, amount: 0.5 }]);
      j.ok({ type: 'payment-observed', by: BUYER, observation: both });
      j.ok({ type: 'fee-observed', by: BUYER, observation: both });
      expect(j.s.status).to.equal('in_progress');
      j.ok({ type: 'extension-request', by: SELLER, extensionId: 'x1', duration: 3600, price: 1, currency: 'VRSCTEST' });
      j.ok({ type: 'extension-approve', by: BUYER, extensionId: 'x1' });
      j.refused({ type: 'extension-payment', by: BUYER, extensionId: 'x1', observation: both }, 'VALIDATION_ERROR', /already counted/);
    });

    it('lets only the buyer record a payment; the platform only follows what it already follows', () => {
      const j = accepted();
      j.refused({ ...pay(10), by: SELLER }, 'FORBIDDEN', /buyer/);
      j.refused({ ...pay(10), by: 'system' }, 'VALIDATION_ERROR', /Nothing is being followed/);
    });

    it('answers 202 pending for a running operation, follows it, and records its transaction', () => {
      const j = accepted();
      const opid = 'opid-11111111-2222-3333-4444-555555555555';
      const d = j.ok({ type: 'payment-observed', by: BUYER, observation: { kind: 'operation', opid, status: 'executing' } });
      expect(d.reply).to.deep.include({ status: 202, kind: 'operation-pending', opid });
      expect(replyData(j.s, d.reply)).to.deep.include({ status: 'pending', opid });
      expect(d.reminders?.set?.[0]).to.deep.include({ name: `check:payment:${opid}`, payload: { task: 'check-operation', purpose: 'payment', opid } });
      const seen = { ...tx([{ address: PAY, amount: 10 }]), opid };
      const done = j.tick(10_000).ok({ type: 'payment-observed', by: 'system', observation: seen });
      expect(done.events.map((e) => e.type)).to.deep.equal(['payment_recorded']);
      expect(done.reminders?.cancel).to.deep.equal([`check:payment:${opid}`]);
      expect(j.s.operations).to.deep.equal([]);
      j.expectReplays();
    });

    it('refuses a failed operation with OPID_FAILED, and drops a followed one that fails', () => {
      const j = accepted();
      const opid = 'opid-aaaaaaaa-2222-3333-4444-555555555555';
      j.refused({ type: 'payment-observed', by: BUYER, observation: { kind: 'operation', opid, status: 'failed', error: 'Insufficient funds' } }, 'OPID_FAILED', /Insufficient funds/);
      j.ok({ type: 'payment-observed', by: BUYER, observation: { kind: 'operation', opid, status: 'queued' } });
      const d = j.ok({ type: 'payment-observed', by: 'system', observation: { kind: 'operation', opid, status: 'failed', error: 'Insufficient funds' } });
      expect(d.events.map((e) => e.type)).to.deep.equal(['operation_failed']);
      expect(d.reply).to.deep.include({ kind: 'operation-failed' });
      expect(j.s.operations).to.deep.equal([]);
    });
    it('stops following an operation whose transaction does not pay what is due', () => {
      const j = accepted();
      const opid = 'opid-bbbbbbbb-2222-3333-4444-555555555555';
      j.ok({ type: 'payment-observed', by: BUYER, observation: { kind: 'operation', opid, status: 'executing' } });
      const d = j.ok({ type: 'payment-observed', by: 'system', observation: { ...tx([{ address: PAY, amount: 1 }]), opid } });
      expect(d.events.map((e) => e.type)).to.deep.equal(['operation_failed']);
      expect(replyData(j.s, d.reply)).to.deep.include({ status: 'failed', code: 'OPID_FAILED', opid });
      expect((replyData(j.s, d.reply) as { message: string }).message).to.match(/10 is due/);
      expect(d.reminders?.cancel).to.deep.equal([`check:payment:${opid}`]);
      expect(j.s.transactions).to.deep.equal([]);
    });
  });

  describe('deliver', () => {
    it('moves in_progress to pending_delivery for the seller only, once', () => {
      const j = inProgress();
      j.refused({ type: 'deliver', by: BUYER }, 'FORBIDDEN');
      j.ok({ type: 'deliver', by: SELLER });
      expect(j.s).to.include({ status: 'pending_delivery', deliveryHash: null });
      j.refused({ type: 'deliver', by: SELLER }, 'VALIDATION_ERROR', /pending_delivery/);
    });

    it('refuses a delivery hash not of the form sha256:<64 hex> (at the schema)', () => {
      expect(jobCommand.safeParse({ type: 'deliver', by: SELLER, deliveryHash: HASH }).success).to.equal(false);
    });
  });

  describe('complete', () => {
    it('is the buyer\'s, from in_progress or pending_delivery, and schedules deletion an hour later', () => {
      const j = inProgress();
      j.refused({ type: 'complete', by: SELLER }, 'FORBIDDEN', /buyer/);
      const d = j.tick(1000).ok({ type: 'complete', by: BUYER });
      expect(d.events.map((e) => e.type)).to.deep.equal(['job_completed', 'status_changed', 'data_deletion_scheduled']);
      expect(d.reminders?.set).to.deep.equal([{ name: 'delete-data', at: j.now + 3_600_000, payload: { task: 'delete-data' } }]);
      expect(j.s).to.include({ status: 'completed', completedAt: j.now });
    });

    it('cannot complete a requested or paused job', () => {
      const j = new Job();
      j.ok(createInput());
      j.refused({ type: 'complete', by: BUYER }, 'VALIDATION_ERROR', /requested/);
      const p = inProgress();
      p.tick(60_000).ok({ type: 'pause', by: SELLER });
      p.refused({ type: 'complete', by: BUYER }, 'VALIDATION_ERROR', /paused/);
    });
  });

  describe('pause and reactivate', () => {
    it('lets only the seller pause, after 60 s in progress', () => {
      const j = inProgress();
      j.refused({ type: 'pause', by: BUYER }, 'FORBIDDEN', /seller/);
      const r = j.tick(59_000).refused({ type: 'pause', by: SELLER }, 'VALIDATION_ERROR', /60 seconds/);
      expect(r.details?.[0]).to.include({ retryAfterSeconds: 1 });
      j.tick(1000).ok({ type: 'pause', by: SELLER });
      expect(j.s.status).to.equal('paused');
      j.refused({ type: 'pause', by: SELLER }, 'VALIDATION_ERROR', /paused/);
    });

    it('counts the 60 s from the last entry into in_progress, and refuses a fourth pause', () => {
      const j = inProgress();
      for (let i = 0; i < 3; i++) {
        j.tick(60_000).ok({ type: 'pause', by: SELLER });
        j.tick(5000).ok({ type: 'reactivate', by: BUYER });
        expect(j.s.status).to.equal('in_progress');
        if (i < 2) j.tick(30_000).refused({ type: 'pause', by: SELLER }, 'VALIDATION_ERROR', /60 seconds/);
      }
      const r = j.tick(60_000).refused({ type: 'pause', by: SELLER }, 'VALIDATION_ERROR', /at most 3/);
      expect(r.details).to.deep.equal([{ field: 'pauses', limit: 3, used: 3 }]);
      expect(j.s.pauses.every((p) => p.resumedAt !== null)).to.equal(true);
      j.expectReplays();
    });

    it('lets only the buyer reactivate, and only a paused job', () => {
      const j = inProgress();
      j.refused({ type: 'reactivate', by: BUYER }, 'VALIDATION_ERROR', /in_progress/);
      j.tick(60_000).ok({ type: 'pause', by: SELLER });
      j.refused({ type: 'reactivate', by: SELLER }, 'FORBIDDEN', /buyer/);
      j.ok({ type: 'reactivate', by: BUYER });
      expect(j.lastTypes).to.deep.equal(['reactivation_requested', 'status_changed']);
    });

    it('asks for the reactivation fee when there is one, and resumes once it is confirmed', () => {
      const j = inProgress('prepay', { reactivationFee: 1 });
      j.tick(60_000).ok({ type: 'pause', by: SELLER });
      j.refused({ type: 'reactivate', by: BUYER }, 'VALIDATION_ERROR', /reactivation fee of 1 VRSCTEST/);
      j.refused({ type: 'reactivate', by: BUYER, observation: tx([{ address: PAY, amount: 0.5 }]) }, 'VALIDATION_ERROR', /1 is due/);
      const observation = tx([{ address: PAY, amount: 1 }], 0);
      const d = j.ok({ type: 'reactivate', by: BUYER, observation });
      expect(d.events.map((e) => e.type)).to.deep.equal(['reactivation_requested', 'payment_recorded']);
      expect(j.s.status).to.equal('paused');
      j.refused({ type: 'reactivate', by: BUYER }, 'VALIDATION_ERROR', /waiting for confirmations/);
      j.tick(10_000).ok({ type: 'reactivate', by: 'system', observation: { ...observation, confirmations: 3 } });
      expect(j.lastTypes).to.deep.equal(['payment_confirmed', 'status_changed']);
      expect(j.s.status).to.equal('in_progress');
      expect(jobView(j.s).reactivationFee).to.include({ amount: 1, txid: observation.txid, confirmed: true });
      j.expectReplays();
    });
  });

  describe('cancel', () => {
    it('is the buyer\'s before acceptance, and deletes the job\'s files at once', () => {
      const j = new Job();
      j.ok(createInput());
      j.refused({ type: 'cancel', by: SELLER }, 'FORBIDDEN', /buyer/);
      const d = j.tick(2000).ok({ type: 'cancel', by: BUYER });
      expect(d.events[0]).to.deep.include({ type: 'job_cancelled', deleteFiles: true });
      expect(d.reminders?.set).to.deep.equal([{ name: 'delete-data', at: j.now, payload: { task: 'delete-data' } }]);
      expect(j.s).to.include({ status: 'cancelled', cancelledAt: j.now });
    });

    it('is refused once the seller has accepted, even before work starts', () => {
      const j = new Job();
      j.ok(createInput('prepay'));
      j.ok({ type: 'accept', by: SELLER });
      j.refused({ type: 'cancel', by: BUYER }, 'VALIDATION_ERROR', /before the seller accepts/);
    });
  });

  describe('closed jobs', () => {
    const every = (): JobCommandInput[] => [
      { type: 'accept', by: SELLER }, { type: 'deliver', by: SELLER }, { type: 'complete', by: BUYER }, pay(10), fee(0.5),
      { type: 'pause', by: SELLER }, { type: 'reactivate', by: BUYER }, { type: 'cancel', by: BUYER }, { type: 'end-session', by: SELLER },
      { type: 'dispute', by: BUYER, disputeId: 'd9', reason: 'late' },
      { type: 'data-terms', by: BUYER, terms: { retention: 'none' } },
      { type: 'extension-request', by: BUYER, extensionId: 'x9', duration: 60, price: 1, currency: 'VRSCTEST' },
      { type: 'extension-approve', by: BUYER, extensionId: 'x9' }, { type: 'extension-reject', by: SELLER, extensionId: 'x9' },
      { type: 'extension-payment', by: BUYER, extensionId: 'x9', observation: tx([{ address: PAY, amount: 1 }]) },
      { type: 'payment-observed', by: 'system', observation: tx([{ address: PAY, amount: 1 }]) },
      { type: 'resolve-dispute', by: ADMIN, disputeId: 'd9', outcome: 'reject' },
    ];

    it('answers JOB_CLOSED to every action on a completed job', () => {
      const j = inProgress();
      j.ok({ type: 'complete', by: BUYER });
      for (const c of every()) j.refused(c, 'JOB_CLOSED', /completed/);
    });

    it('answers JOB_CLOSED to every action on a cancelled job, but FORBIDDEN to strangers', () => {
      const j = new Job();
      j.ok(createInput());
      j.ok({ type: 'cancel', by: BUYER });
      for (const c of every()) j.refused(c, 'JOB_CLOSED', /cancelled/);
      j.refused({ type: 'end-session', by: STRANGER }, 'FORBIDDEN');
    });
  });

  describe('end-session', () => {
    it('is either party\'s, emits session_ending and changes no status', () => {
      const j = inProgress();
      for (const by of [BUYER, SELLER]) {
        const d = j.ok({ type: 'end-session', by });
        expect(d.events).to.deep.equal([{ type: 'session_ending', at: j.now, by }]);
        expect(j.s.status).to.equal('in_progress');
      }
      j.refused({ type: 'end-session', by: STRANGER }, 'FORBIDDEN');
    });
  });

  describe('disputes', () => {
    const disputed = (status: 'in_progress' | 'pending_delivery' | 'paused' = 'pending_delivery') => {
      const j = inProgress();
      if (status === 'pending_delivery') j.ok({ type: 'deliver', by: SELLER, deliveryHash: `sha256:${'d'.repeat(64)}` });
      if (status === 'paused') j.tick(60_000).ok({ type: 'pause', by: SELLER });
      j.ok({ type: 'dispute', by: BUYER, disputeId: 'd1', reason: 'The delivery is not what was ordered' });
      return j;
    };

    it('opens a dispute for a participant only, with a reason of 1 to 2,000 characters', () => {
      const j = inProgress();
      j.refused({ type: 'dispute', by: STRANGER, disputeId: 'd1', reason: 'x' }, 'FORBIDDEN');
      j.refused({ type: 'dispute', by: BUYER, disputeId: 'd1', reason: '   ' }, 'VALIDATION_ERROR', /1 to 2000/);
      expect(jobCommand.safeParse({ type: 'dispute', by: BUYER, disputeId: 'd1', reason: 'x'.repeat(2001) }).success).to.equal(false);
      const d = j.ok({ type: 'dispute', by: SELLER, disputeId: 'd1', reason: 'x'.repeat(2000) });
      expect(replyData(j.s, d.reply)).to.deep.include({ id: 'd1', status: 'open', raisedBy: SELLER, statusAtOpen: 'in_progress' });
    });

    it('freezes the job: every action but the resolution is refused while it is open', () => {
      const j = disputed('in_progress');
      const actions: JobCommandInput[] = [
        { type: 'deliver', by: SELLER }, { type: 'complete', by: BUYER }, { type: 'pause', by: SELLER }, { type: 'end-session', by: BUYER },
        { type: 'data-terms', by: BUYER, terms: { retention: 'none' } },
        { type: 'extension-request', by: BUYER, extensionId: 'x1', duration: 60, price: 1, currency: 'VRSCTEST' },
        { type: 'deletion-attestation', by: SELLER, signature: 'sig', attestation: { jobId: 'job-1', deletedAt: new Date(T0).toISOString(), scope: ['all'] } },
      ];
      for (const c of actions) j.refused(c, 'VALIDATION_ERROR', /frozen by an open dispute/);
      j.refused({ type: 'dispute', by: SELLER, disputeId: 'd2', reason: 'me too' }, 'VALIDATION_ERROR', /already open/);
      expect(jobView(j.s).frozen).to.equal(true);
    });

    it('is resolved by an admin who is not a party; an unknown dispute is NOT_FOUND', () => {
      const j = disputed();
      j.refused({ type: 'resolve-dispute', by: BUYER, disputeId: 'd1', outcome: 'reject' }, 'FORBIDDEN', /admin/);
      j.refused({ type: 'resolve-dispute', by: ADMIN, disputeId: 'nope', outcome: 'reject' }, 'NOT_FOUND');
      j.refused({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'refund' }, 'VALIDATION_ERROR', /percentage/);
    });

    it('refund: cancels the job and states the refund owed from the confirmed payment', () => {
      const j = disputed();
      const d = j.ok({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'refund', percentage: 33, note: 'partly done' });
      expect(d.events.map((e) => e.type)).to.deep.equal(['dispute_resolved', 'status_changed', 'data_deletion_scheduled']);
      expect(j.s.status).to.equal('cancelled');
      expect(jobView(j.s).dispute?.resolution).to.include({ outcome: 'refund', percentage: 33, refundAmount: 3.3, currency: 'VRSCTEST' });
      j.refused({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'reject' }, 'JOB_CLOSED');
      j.expectReplays();
    });

    it('rework: sends a delivered job back to in_progress without its delivery', () => {
      const j = disputed('pending_delivery');
      j.ok({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'rework' });
      expect(j.s).to.include({ status: 'in_progress', deliveryHash: null, inProgressSince: j.now });
      j.ok({ type: 'deliver', by: SELLER });
      expect(j.transitions.slice(-3)).to.deep.equal(['in_progress>pending_delivery', 'pending_delivery>in_progress', 'in_progress>pending_delivery']);
    });

    it('reject: unfreezes the job where it was, and a new dispute may be opened later', () => {
      const j = disputed('paused');
      j.ok({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'reject' });
      expect(j.s.status).to.equal('paused');
      j.refused({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'reject' }, 'VALIDATION_ERROR', /already resolved/);
      j.ok({ type: 'reactivate', by: BUYER });
      j.ok({ type: 'dispute', by: SELLER, disputeId: 'd2', reason: 'again' });
      expect(j.s.disputes.map((d) => d.status)).to.deep.equal(['resolved', 'open']);
    });

    it('keeps following payments during a dispute, and applies them when it is resolved', () => {
      const j = new Job();
      j.ok(createInput('prepay'));
      j.ok({ type: 'accept', by: SELLER });
      const p = tx([{ address: PAY, amount: 10 }], 0);
      j.ok({ type: 'payment-observed', by: BUYER, observation: p });
      j.ok(fee(0.5));
      j.ok({ type: 'dispute', by: BUYER, disputeId: 'd1', reason: 'slow' });
      j.refused(pay(10), 'VALIDATION_ERROR', /frozen/);
      j.ok({ type: 'payment-observed', by: 'system', observation: { ...p, confirmations: 1 } });
      expect(j.s.status).to.equal('requested');
      j.ok({ type: 'resolve-dispute', by: ADMIN, disputeId: 'd1', outcome: 'reject' });
      expect(j.lastTypes).to.deep.equal(['dispute_resolved', 'status_changed']);
      expect(j.s.status).to.equal('in_progress');
    });
  });

  describe('data terms and deletion', () => {
    it('deletes at close by retention: none at once, job-duration after 1 h, 30-days after 30 days', () => {
      for (const retention of ['none', 'job-duration', '30-days'] as const) {
        const j = inProgress();
        j.ok({ type: 'data-terms', by: BUYER, terms: { retention } });
        const d = j.ok({ type: 'complete', by: BUYER });
        expect(d.reminders?.set?.[0]).to.deep.equal({ name: 'delete-data', at: j.now + RETENTION_DELAY_MS[retention], payload: { task: 'delete-data' } });
        expect(jobView(j.s).dataDeletion).to.include({ reason: retention, deletedAt: null });
      }
    });

    it('records the deletion once when the reminder fires (again), and never before the job closes', () => {
      const j = inProgress();
      j.refused({ type: 'data-deleted', by: 'system' }, 'VALIDATION_ERROR', /completed or cancelled/);
      j.ok({ type: 'complete', by: BUYER });
      j.tick(3_600_000);
      expect(j.ok({ type: 'data-deleted', by: 'system' }).events).to.deep.equal([{ type: 'data_deleted', at: j.now }]);
      expect(j.ok({ type: 'data-deleted', by: 'system' }).events).to.deep.equal([]);
      expect(jobCommand.safeParse({ type: 'data-deleted', by: BUYER }).success).to.equal(false);
    });

    it('lets the seller make the terms stricter but only the buyer loosen them', () => {
      const j = inProgress();
      const r = j.refused({ type: 'data-terms', by: SELLER, terms: { retention: '30-days', allowTraining: true } }, 'FORBIDDEN', /buyer/);
      expect(r.details).to.deep.equal([{ field: 'terms.retention' }, { field: 'terms.allowTraining' }]);
      const d = j.ok({ type: 'data-terms', by: SELLER, terms: { retention: 'none', requireDeletion: true } });
      expect(replyData(j.s, d.reply)).to.deep.include({ retention: 'none', requireDeletion: true, setBy: SELLER });
      j.ok({ type: 'data-terms', by: BUYER, terms: { retention: '30-days', allowTraining: true } });
      expect(j.s.dataTerms).to.deep.equal({ retention: '30-days', allowTraining: true, allowThirdParty: false, requireDeletion: false });
    });

    it('stores the agent\'s deletion attestations, also after the job closed, for the buyer to read', () => {
      const j = inProgress();
      const att = { jobId: 'job-1', deletedAt: new Date(T0).toISOString(), scope: ['files', 'messages'] as ('files' | 'messages')[] };
      j.refused({ type: 'deletion-attestation', by: BUYER, attestation: att, signature: 'sig' }, 'FORBIDDEN', /seller/);
      j.refused({ type: 'deletion-attestation', by: SELLER, attestation: { ...att, jobId: 'job-2' }, signature: 'sig' }, 'VALIDATION_ERROR', /another job/);
      j.ok({ type: 'complete', by: BUYER });
      const d = j.ok({ type: 'deletion-attestation', by: SELLER, attestation: att, signature: 'sig' });
      expect(replyData(j.s, d.reply)).to.deep.include({ stored: true, jobId: 'job-1', agentChainId: SELLER, signature: 'sig' });
      expect(jobView(j.s).deletionAttestations).to.equal(1);
    });
  });

  describe('extensions', () => {
    it('are proposed by either party after acceptance, decided by the other, paid with the 5% fee, then applied', () => {
      const j = inProgress();
      const d = j.ok({ type: 'extension-request', by: SELLER, extensionId: 'x1', duration: 7200, price: 2, currency: 'VRSCTEST' });
      expect(replyData(j.s, d.reply)).to.deep.include({ id: 'x1', status: 'requested', price: 2, platformFee: 0.1, total: 2.1, command: null });
      j.refused({ type: 'extension-approve', by: SELLER, extensionId: 'x1' }, 'FORBIDDEN', /other party/);
      j.refused({ type: 'extension-payment', by: BUYER, extensionId: 'x1', observation: tx([{ address: PAY, amount: 2 }, { address: FEE, amount: 0.1 }]) }, 'VALIDATION_ERROR', /only an approved/);
      j.ok({ type: 'extension-approve', by: BUYER, extensionId: 'x1' });
      expect(jobView(j.s).extensions[0]!.command).to.equal(
        `verus -chain=VRSCTEST sendcurrency "*" '[{"address":"${PAY}","currency":"VRSCTEST","amount":2},{"address":"${FEE}","currency":"VRSCTEST","amount":0.1}]'`);
      j.refused({ type: 'extension-payment', by: BUYER, extensionId: 'x1', observation: tx([{ address: PAY, amount: 2 }, { address: FEE, amount: 0.09 }]) }, 'VALIDATION_ERROR', /platform fee address; 0.1 is due/);
      const paid = tx([{ address: PAY, amount: 2 }, { address: FEE, amount: 0.1 }], 0);
      j.ok({ type: 'extension-payment', by: BUYER, extensionId: 'x1', observation: paid });
      expect(j.s.extendedSeconds).to.equal(0);
      j.ok({ type: 'extension-payment', by: 'system', extensionId: 'x1', observation: { ...paid, confirmations: 1 } });
      expect(j.lastTypes).to.deep.equal(['payment_confirmed', 'extension_applied']);
      expect(j.s.extendedSeconds).to.equal(7200);
      expect(jobView(j.s).extensions[0]).to.include({ status: 'paid' });
      j.expectReplays();
    });

    it('refuses before acceptance, in a currency the service does not take, and for unknown ids', () => {
      const j = new Job();
      j.ok(createInput());
      j.refused({ type: 'extension-request', by: BUYER, extensionId: 'x1', duration: 60, price: 1, currency: 'VRSCTEST' }, 'VALIDATION_ERROR', /accepted/);
      j.ok({ type: 'accept', by: SELLER });
      j.refused({ type: 'extension-request', by: BUYER, extensionId: 'x1', duration: 60, price: 1, currency: 'BTC' }, 'CURRENCY_NOT_ACCEPTED');
      j.refused({ type: 'extension-approve', by: SELLER, extensionId: 'nope' }, 'NOT_FOUND');
      j.refused({ type: 'extension-payment', by: BUYER, extensionId: 'nope', observation: tx([]) }, 'NOT_FOUND');
    });

    it('can be rejected by the other party, once', () => {
      const j = inProgress();
      j.ok({ type: 'extension-request', by: BUYER, extensionId: 'x1', duration: 60, price: 1, currency: 'USDtest' });
      j.ok({ type: 'extension-reject', by: SELLER, extensionId: 'x1' });
      j.refused({ type: 'extension-approve', by: SELLER, extensionId: 'x1' }, 'VALIDATION_ERROR', /already rejected/);
    });

    it('invoices an amount with the 5% fee and one sendcurrency line', () => {
      const j = inProgress();
      expect(extensionInvoice(j.s, 3.33)).to.deep.include({ agentAmount: 3.33, platformFee: 0.1665, total: 3.4965 });
      expect(extensionInvoice(j.s, 0)).to.equal(null);
      expect(extensionInvoice(j.s, 1e-9)).to.equal(null);
    });
  });

  describe('jobView', () => {
    it('gives the job read shape with ready sendcurrency commands', () => {
      const j = new Job();
      j.ok(createInput('prepay', { chain: 'VRSC' }));
      j.ok({ type: 'accept', by: SELLER });
      const v = jobView(j.s);
      expect(v).to.include({
        id: 'job-1', status: 'requested', buyerChainId: BUYER, sellerChainId: SELLER, buyerName: 'buyer@', serviceId: 'svc-1', price: 10,
        currency: 'VRSCTEST', createdAt: new Date(T0).toISOString(), jobHash: HASH, acceptedAt: new Date(T0).toISOString(),
        paymentTerms: 'prepay', platformFee: 0.5,
      });
      expect(v.payment).to.include({ address: PAY, amount: 10, currency: 'VRSCTEST', txid: null, confirmed: false });
      expect(v.payment.command).to.equal(`verus sendcurrency "*" '[{"address":"${PAY}","currency":"VRSCTEST","amount":10}]'`);
      expect(v.payment.platformFee).to.include({ address: FEE, amount: 0.5, txid: null, confirmed: false });
      expect(v.payment.platformFee.command).to.contain('"amount":0.5');
      expect(JSON.parse(JSON.stringify(v))).to.deep.equal(v);
    });
  });

  describe('purity', () => {
    it('imports nothing but types (and zod): no I/O can reach the machine', () => {
      const source = readFileSync(new URL('../../../actors/job/machine.ts', import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^(?:import|export)\b[^;]*?from\s+'([^']+)'/gms)].map((m) => m[0]);
      expect(imports.length).to.be.greaterThan(0);
      for (const line of imports) expect(line, line).to.match(/^(import type|export type \*)|from 'zod'$/);
      expect(source).not.to.match(/Date\.now|new Date\(\)|Math\.random|process\./);
    });

    it('never reads the clock: the same state, command and time give the same decision', () => {
      const j = inProgress();
      const c = jobCommand.parse({ type: 'pause', by: SELLER });
      const a = decide(j.s, c, T0 + 120_000);
      const b = decide(j.s, c, T0 + 120_000);
      expect(a).to.deep.equal(b);
      expect((a as { events: JobEvent[] }).events[0]!.at).to.equal(T0 + 120_000);
    });

    it('emits each transition once: a repeated command is refused or changes nothing', () => {
      const j = inProgress('postpay');
      payInFull(j);
      j.ok({ type: 'deliver', by: SELLER });
      j.refused({ type: 'deliver', by: SELLER }, 'VALIDATION_ERROR');
      j.ok({ type: 'complete', by: BUYER });
      j.refused({ type: 'complete', by: BUYER }, 'JOB_CLOSED');
      const t = j.transitions;
      expect(new Set(t).size).to.equal(t.length);
      expect(newTxid()).to.match(/^[0-9a-f]{64}$/);
      j.expectReplays();
    });
  });
});
